/**
 * The add and update partnership package pages (/admin/add-package, /admin/update-package/{packageId}):
 * Package Name, then Short description and whether the enquiry form offers it, in an
 * `OrderedTitlePage`.
 */
import type { OrderedTitlePageSpec } from '#app/components/admin/title-form.tsx'
import { SchemaCheckbox, SchemaTextarea } from '#app/components/forms.tsx'
import { PackageSchema } from '../package.schema.ts'

export const PACKAGE_PAGE: OrderedTitlePageSpec = {
	schema: PackageSchema,
	label: 'Package Name',
	hint: 'As enquirers see it in the Package list, e.g. “Gold”.',
	name: 'package',
	noun: 'package',
	listUrl: '/admin/packages',
	param: 'packageId',
	breadcrumb: 'Package',
	heading: { add: 'Add Package', update: 'Update Package' },
	subtitle: {
		add: 'A new choice at the end of the Package list on the partnership enquiry form.',
		update: 'Its place in the list stays; enquiries already sent keep the name they chose.',
	},
	more: {
		fields: (fields) => (
			<>
				<SchemaTextarea
					field={fields.description!}
					label="Short description"
					hint="Optional: one line under the Package list, e.g. what the package includes."
					rows={3}
				/>
				<SchemaCheckbox
					field={fields.active!}
					label="Offered on the enquiry form"
					hint="Untick to withdraw it without deleting it."
				/>
			</>
		),
		defaults: (row) => ({
			description: typeof row?.description === 'string' ? row.description : '',
			active: row ? row.active === true : true,
		}),
	},
}
