/**
 * The add and update partnership package pages (/admin/add-package, /admin/update-package/{packageId}):
 * Package Name (and its French beside it), then Short description and its French, and whether the
 * enquiry form offers it, in an `OrderedTitlePage`.
 */
import type { OrderedTitlePageSpec } from '#app/components/admin/title-form.tsx'
import { FRENCH_HINT, frenchLabel } from '#app/components/admin/french-fields.tsx'
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
				<SchemaTextarea
					field={fields.descriptionFr!}
					label={frenchLabel('Description', false)}
					hint={FRENCH_HINT}
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
			descriptionFr: typeof row?.description_fr === 'string' ? row.description_fr : '',
			active: row ? row.active === true : true,
		}),
	},
}
