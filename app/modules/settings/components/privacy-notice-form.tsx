/**
 * The privacy notice form (/admin/privacy): its four texts. Validated in the browser and again by
 * the action with the same schema (`PrivacyNoticeFormSchema`); works before JavaScript loads.
 */
import { AdminForm, FormSection, REQUIRED_NOTE } from '#app/components/admin/admin-form.tsx'
import type { FormAnswer } from '#app/components/admin/form-alert.tsx'
import { SchemaTextarea } from '#app/components/forms.tsx'
import { useSchemaForm } from '#app/components/use-schema-form.ts'
import { PrivacyNoticeFormSchema, type PrivacyNoticeInput } from '../privacy-notice.schema.ts'

const PARAGRAPHS = 'Paragraphs separated by an empty line.'

export function PrivacyNoticeForm({
	answer,
	defaultValue,
	version,
}: {
	answer: FormAnswer
	defaultValue: PrivacyNoticeInput
	version: number
}) {
	const { form, fields } = useSchemaForm({
		id: 'privacy-notice',
		schema: PrivacyNoticeFormSchema,
		lastResult: answer.result,
		defaultValue,
	})
	return (
		<AdminForm
			form={form}
			intent="update-privacy-notice"
			answer={answer}
			note={
				<>
					{REQUIRED_NOTE} The notice is at version {version}. Saving a change raises it: registrations and
					enquiries record the version their sender agreed to. The page shows the organisers' address and
					e-mail from Site settings under the texts.
				</>
			}
			buttons={{ submitLabel: 'Save privacy notice', cancel: { to: '/admin/dashboard' } }}
			className="max-w-4xl space-y-6"
		>
			<FormSection legend="Privacy notice (/privacy)">
				<SchemaTextarea field={fields.collected} label="What we collect" hint={PARAGRAPHS} rows={5} />
				<SchemaTextarea field={fields.purpose} label="Why we keep it" hint={PARAGRAPHS} rows={5} />
				<SchemaTextarea field={fields.retention} label="How long we keep it" hint={PARAGRAPHS} rows={5} />
				<SchemaTextarea
					field={fields.contact}
					label="Your rights and who to contact"
					hint={PARAGRAPHS}
					rows={4}
				/>
			</FormSection>
		</AdminForm>
	)
}
