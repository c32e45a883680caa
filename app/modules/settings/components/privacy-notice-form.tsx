/**
 * The privacy notice form (/admin/privacy): its four texts, each with its French beside it
 * (ADR 0059). Validated in the browser and again by
 * the action with the same schema (`PrivacyNoticeFormSchema`); works before JavaScript loads.
 */
import { AdminSchemaForm, FormSection, REQUIRED_NOTE } from '#app/components/admin/admin-form.tsx'
import type { FormAnswer } from '#app/components/admin/form-alert.tsx'
import { FRENCH_HINT, frenchLabel, TranslationPair } from '#app/components/admin/french-fields.tsx'
import { type FieldSpecs, SchemaFields } from '#app/components/forms.tsx'
import { needsFrench } from '#app/lib/i18n/localized.ts'
import { PrivacyNoticeFormSchema, type PrivacyNoticeInput } from '../privacy-notice.schema.ts'

/** The notice's four texts, each in paragraphs separated by an empty line. */
const PARAGRAPHS = { control: 'textarea', hint: 'Paragraphs separated by an empty line.', rows: 5 } as const

type Text = 'collected' | 'purpose' | 'retention' | 'contact'

/** Each text: its English label and its French field's name in French. */
const TEXTS: Array<{ key: Text; label: string; french: string; rows?: number }> = [
	{ key: 'collected', label: 'What we collect', french: 'Données collectées' },
	{ key: 'purpose', label: 'Why we keep it', french: 'Finalités' },
	{ key: 'retention', label: 'How long we keep it', french: 'Durée de conservation' },
	{ key: 'contact', label: 'Your rights and who to contact', french: 'Vos droits et contact', rows: 4 },
]

/** The English text `text` and its French beside it, flagged while the French is empty. */
function pairSpecs(text: (typeof TEXTS)[number], saved: PrivacyNoticeInput) {
	const frenchKey = `${text.key}Fr` as const
	const rows = text.rows ?? PARAGRAPHS.rows
	return {
		english: { [text.key]: { ...PARAGRAPHS, label: text.label, rows } } as FieldSpecs<
			keyof PrivacyNoticeInput
		>,
		french: {
			[frenchKey]: {
				...PARAGRAPHS,
				label: frenchLabel(text.french, needsFrench(saved[text.key], saved[frenchKey])),
				hint: FRENCH_HINT,
				rows,
			},
		} as FieldSpecs<keyof PrivacyNoticeInput>,
	}
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
					{TEXTS.map((text) => {
						const specs = pairSpecs(text, fromRoute.defaultValue)
						return (
							<TranslationPair
								key={text.key}
								english={<SchemaFields fields={fields} specs={specs.english} />}
								french={<SchemaFields fields={fields} specs={specs.french} />}
							/>
						)
					})}
				</FormSection>
			)}
		</AdminSchemaForm>
	)
}
