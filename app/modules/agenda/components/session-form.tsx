/**
 * The agenda session form (/admin/add-agenda "Create Session", and prefilled on
 * /admin/edit-agenda/{id}): edition, heading, date, start and end time (Accra, GMT), the CPE hours
 * it earns (blank for breaks and meals), speaker chosen from the speakers list or typed, and
 * description. Validated in the browser and again by the action
 * with the same schema (`SessionSchema`); works before JavaScript loads.
 */
import { useHydrated } from '#app/components/use-hydrated.ts'
import { type FieldSpecs, SchemaFields } from '#app/components/forms.tsx'
import { AdminSchemaForm, FormSection, REQUIRED_NOTE } from '#app/components/admin/admin-form.tsx'
import type { FormAnswer } from '#app/components/admin/form-alert.tsx'
import { FRENCH_HINT, frenchLabel, TranslationPair } from '#app/components/admin/french-fields.tsx'
import { needsFrench } from '#app/lib/i18n/localized.ts'
import {
	SESSION_LIMITS,
	type SessionFormDefaults,
	type SessionFormInput,
	SessionSchema,
} from '../session.schema.ts'

export interface SessionFormOption {
	value: string
	label: string
}

type SessionField = keyof SessionFormInput

/** The session's edition, chosen from `editions`, and its heading. */
function sessionSpecs(editions: SessionFormOption[]): FieldSpecs<SessionField> {
	return {
		editionId: {
			control: 'select',
			label: 'Edition',
			options: editions,
			placeholder: 'Select an edition',
			empty: { message: 'No editions yet', linkText: 'add the event data first', to: '/admin/basic-data' },
		},
	}
}

/**
 * The heading and the description, each in English and in French side by side (ADR 0059); a French
 * one empty while its English one is saved is flagged "Needs translating".
 */
function translatedSpecs(saved: Partial<SessionFormDefaults> | undefined) {
	return {
		heading: {
			english: { heading: { label: 'Heading' } },
			french: {
				headingFr: {
					label: frenchLabel('Intitulé', needsFrench(saved?.heading, saved?.headingFr)),
					hint: FRENCH_HINT,
				},
			},
		},
		description: {
			english: DESCRIPTION,
			french: {
				descriptionFr: {
					control: 'textarea',
					label: frenchLabel('Descriptif', needsFrench(saved?.description, saved?.descriptionFr)),
					hint: FRENCH_HINT,
					rows: 5,
				},
			},
		},
	} satisfies Record<string, { english: FieldSpecs<SessionField>; french: FieldSpecs<SessionField> }>
}

/** The day and times of the session, side by side. */
const WHEN: FieldSpecs<SessionField> = {
	date: { type: 'date', label: 'Date' },
	startTime: { type: 'time', label: 'Start time' },
	endTime: { type: 'time', label: 'End time' },
}

/** The CPE hours the session earns (docs/event-days.md): a decimal, blank for none. */
const CPE: FieldSpecs<SessionField> = {
	cpeHours: {
		label: 'CPE hours',
		hint: 'Optional, e.g. 1.5 (up to two decimals). Leave blank for breaks and meals.',
		inputMode: 'decimal',
		autoComplete: 'off',
		className: 'sm:max-w-48',
	},
}

const DESCRIPTION: FieldSpecs<SessionField> = {
	description: {
		control: 'textarea',
		label: 'Description',
		hint: `Optional, up to ${SESSION_LIMITS.description.toLocaleString('en-GB')} characters.`,
		rows: 5,
	},
}

/**
 * The speaker chosen from `speakers`, or the name typed for anyone else; the typed name is disabled
 * while a speaker is chosen (`speakerChosen`).
 */
function speakerSpecs(speakers: SessionFormOption[], speakerChosen: boolean): FieldSpecs<SessionField> {
	return {
		speakerId: {
			control: 'select',
			label: 'Choose a speaker',
			options: speakers,
			placeholder: 'Not in the list',
			empty: {
				message: 'No speakers in the list yet: type a name instead',
				linkText: 'or add a speaker',
				to: '/admin/add-speaker',
			},
		},
		speaker: {
			className:
				'[&_input:disabled]:cursor-not-allowed [&_input:disabled]:bg-slate-100 [&_input:disabled]:text-slate-500',
			label: 'Or type a name',
			hint: speakerChosen ? 'Not used: a speaker is chosen from the list.' : 'Shown as written.',
			disabled: speakerChosen,
		},
	}
}

export function SessionForm({
	mode,
	editions,
	speakers,
	...fromRoute
}: {
	mode: 'new' | 'edit'
	/** Form id (unique per session on the edit screen, so switching sessions resets the form). */
	id: string
	/** The last answer (`actionDataParts`): the server's reply or the network failure. */
	answer: FormAnswer
	defaultValue?: Partial<SessionFormDefaults>
	/** Edition choices, e.g. "2027 · Beyond Compliance". */
	editions: SessionFormOption[]
	/** Speakers to choose from, e.g. "Dr. Kwabena Ɔdɔm". */
	speakers: SessionFormOption[]
}) {
	// With a speaker chosen from the list, the typed name is not used (and not sent). Only once
	// JavaScript runs: without it the field could not be enabled again (the server then refuses both).
	const hydrated = useHydrated()
	const translated = translatedSpecs(fromRoute.defaultValue)

	return (
		<AdminSchemaForm<typeof SessionSchema, SessionFormInput>
			{...fromRoute}
			schema={SessionSchema}
			intent={mode === 'new' ? 'add-session' : 'update-session'}
			note={<>{REQUIRED_NOTE} Times are Accra time (GMT).</>}
			buttons={
				mode === 'new'
					? { submitLabel: 'Create Session', cancel: { to: '/admin/sessions', label: 'View Sessions' } }
					: { submitLabel: 'Update Session', cancel: { to: '/admin/sessions' } }
			}
			className="max-w-5xl space-y-6"
		>
			{(fields) => (
				<>
					<SchemaFields fields={fields} specs={sessionSpecs(editions)} />
					<TranslationPair
						english={<SchemaFields fields={fields} specs={translated.heading.english} />}
						french={<SchemaFields fields={fields} specs={translated.heading.french} />}
					/>
					<div className="grid gap-5 sm:grid-cols-3">
						<SchemaFields fields={fields} specs={WHEN} />
					</div>
					<SchemaFields fields={fields} specs={CPE} />

					<FormSection
						legend="Speaker"
						note={
							<>
								Choose a speaker from the list (the agenda links to their profile), or type a name for anyone
								else, such as “All delegates”. Leave both empty for a session without a speaker.
							</>
						}
					>
						<div className="grid gap-5 sm:grid-cols-2">
							<SchemaFields
								fields={fields}
								specs={speakerSpecs(speakers, hydrated && Boolean(fields.speakerId.value))}
							/>
						</div>
					</FormSection>

					<TranslationPair
						english={<SchemaFields fields={fields} specs={translated.description.english} />}
						french={<SchemaFields fields={fields} specs={translated.description.french} />}
					/>
				</>
			)}
		</AdminSchemaForm>
	)
}
