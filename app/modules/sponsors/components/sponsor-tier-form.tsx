/**
 * The add and update sponsor tier form (/admin/add-sponsor-tier, /admin/update-sponsor-tier/{tierId}):
 * Tier Title. Validated in the browser and again by the action with the same schema; works before
 * JavaScript loads. A save that fails on the server, or a request that cannot reach it, opens the
 * Error dialog.
 */
import { AdminForm } from '#app/components/admin/admin-form.tsx'
import type { FormAnswer } from '#app/components/admin/form-alert.tsx'
import { useFormDialog } from '#app/components/admin/use-form-dialog.tsx'
import { SchemaInput } from '#app/components/forms.tsx'
import { useSchemaForm } from '#app/components/use-schema-form.ts'
import { SponsorTierSchema } from '../sponsor.schema.ts'

export function SponsorTierForm({
	mode,
	id,
	answer,
	defaultTitle,
}: {
	mode: 'new' | 'edit'
	id: string
	/** The last answer (`actionDataParts`): the server's reply, the Error dialog's message. */
	answer: FormAnswer
	defaultTitle?: string
}) {
	const { form, fields, submitting } = useSchemaForm({
		id,
		schema: SponsorTierSchema,
		lastResult: answer.result,
		defaultValue: { title: defaultTitle ?? '' },
	})
	const { dialogElement } = useFormDialog(answer.dialog)
	return (
		<>
			<AdminForm
				form={form}
				intent={mode === 'new' ? 'add-sponsor-tier' : 'update-sponsor-tier'}
				note={null}
				buttons={{
					submitting,
					submitLabel: mode === 'new' ? 'Add tier' : 'Update tier',
					pendingLabel: mode === 'new' ? 'Adding tier...' : 'Saving...',
					cancel: { to: '/admin/sponsordata', label: 'Cancel' },
				}}
				className="max-w-xl space-y-5"
			>
				<SchemaInput
					field={fields.title}
					label="Tier Title"
					hint="The heading its logos appear under on the Partners & Sponsors page, e.g. “Gold Sponsor”."
				/>
			</AdminForm>
			{dialogElement}
		</>
	)
}
