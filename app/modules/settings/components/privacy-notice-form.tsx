/**
 * The privacy notice form (/admin/privacy): its four texts. Validated in the browser and again by
 * the action with the same schema (`PrivacyNoticeFormSchema`); works before JavaScript loads.
 */
import { AdminSchemaForm, FormSection, REQUIRED_NOTE } from '#app/components/admin/admin-form.tsx'
import type { FormAnswer } from '#app/components/admin/form-alert.tsx'
import { type FieldSpecs, SchemaFields } from '#app/components/forms.tsx'
import { PrivacyNoticeFormSchema, type PrivacyNoticeInput } from '../privacy-notice.schema.ts'

/** The notice's four texts, each in paragraphs separated by an empty line. */
const PARAGRAPHS = { control: 'textarea', hint: 'Paragraphs separated by an empty line.', rows: 5 } as const

const TEXTS: FieldSpecs<keyof PrivacyNoticeInput> = {
	collected: { ...PARAGRAPHS, label: 'What we collect' },
	purpose: { ...PARAGRAPHS, label: 'Why we keep it' },
	retention: { ...PARAGRAPHS, label: 'How long we keep it' },
	contact: { ...PARAGRAPHS, label: 'Your rights and who to contact', rows: 4 },
}

export function PrivacyNoticeForm({
	version,
	...fromRoute
}: {
	answer: FormAnswer
	defaultValue: PrivacyNoticeInput
	version: number
}) {
	return (
		<AdminSchemaForm
			id="privacy-notice"
			schema={PrivacyNoticeFormSchema}
			{...fromRoute}
			intent="update-privacy-notice"
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
			{(fields) => (
				<FormSection legend="Privacy notice (/privacy)">
					<SchemaFields fields={fields} specs={TEXTS} />
				</FormSection>
			)}
		</AdminSchemaForm>
	)
}
