/**
 * The event-data form (/admin/basic-data, /admin/basic-data-edit/{id}), shared by create and edit:
 * event year, theme, venue and its map link, regular and early-bird fees in cedis, the early-bird expiry day, the
 * group discount, and the event date and time in Accra (GMT, UTC+0). Validated in the browser and again by the action with the
 * same schema (`EditionSchema`); works before JavaScript loads.
 */
import type { ReactNode } from 'react'
import { type FieldSpecs, SchemaFields } from '#app/components/forms.tsx'
import { AdminSchemaForm, FormSection, REQUIRED_NOTE } from '#app/components/admin/admin-form.tsx'
import {
	EDITION_YEARS,
	type EditionFormDefaults,
	type EditionFormInput,
	EditionSchema,
} from '../edition.schema.ts'
import type { FormAnswer } from '#app/components/admin/form-alert.tsx'
import { FRENCH_HINT, frenchLabel, TranslationPair } from '#app/components/admin/french-fields.tsx'
import { needsFrench } from '#app/lib/i18n/localized.ts'

type EditionField = keyof EditionFormDefaults

/** The year, above the theme. */
const YEAR: FieldSpecs<EditionField> = {
	year: {
		control: 'select',
		label: 'Event year',
		options: EDITION_YEARS.map(String),
		placeholder: 'Select a year',
	},
}

/** The theme in English and in French, side by side (ADR 0059). */
function themeSpecs(saved: Partial<EditionFormDefaults> | undefined) {
	return {
		english: { theme: { label: 'Event theme' } },
		french: {
			themeFr: {
				label: frenchLabel('Thème', needsFrench(saved?.theme, saved?.themeFr)),
				hint: FRENCH_HINT,
			},
		},
	} satisfies { english: FieldSpecs<EditionField>; french: FieldSpecs<EditionField> }
}

/** The venue and its map link, under the theme. */
const EDITION: FieldSpecs<EditionField> = {
	venue: { className: 'sm:col-span-3', label: 'Venue' },
	venueMapUrl: {
		className: 'sm:col-span-3',
		label: 'Venue map link',
		hint: 'Where delegates find the venue: in Google Maps or OpenStreetMap, Share, then copy the link (or the embed code) and paste it here. Empty: a maps search for the venue.',
	},
}

/** A fee typed in cedis ("2500", "2,500" or "2500.50"; `cedisToPesewas` reads it), with its hint. */
const FEE = { hint: 'Amount in cedis, for example 2500 or 2500.50.', inputMode: 'decimal' } as const

/** The form's sections, each a row of fields under its legend and note. */
const SECTIONS: { legend: string; note: ReactNode; specs: FieldSpecs<EditionField> }[] = [
	{
		legend: 'Fees (GH₵)',
		note: (
			<>
				The Event Rate card shows only when there is a regular fee. The early-bird fee shows on it until the
				end of its expiry day.
			</>
		),
		specs: {
			regularFee: { ...FEE, label: 'Regular fee (GH₵)' },
			earlyBirdFee: { ...FEE, label: 'Early-bird fee (GH₵)' },
			earlyBirdExpiry: {
				type: 'date',
				label: 'Early-bird expiry date',
				hint: 'The last day of the early-bird fee.',
			},
		},
	},
	{
		legend: 'Group discount',
		note: (
			<>
				A group registered together by one contact (at{' '}
				<a href="/register/group" className="text-brand-700 underline">
					/register/group
				</a>
				) of at least this many colleagues gets this much off each person’s fee. Leave both empty for no
				discount.
			</>
		),
		specs: {
			groupMinSize: { label: 'From group size', hint: 'Colleagues, 2 to 50.', inputMode: 'numeric' },
			groupDiscountPercent: {
				label: 'Discount (%)',
				hint: 'Off each person’s fee, 1 to 100.',
				inputMode: 'numeric',
			},
		},
	},
	{
		legend: 'Event date and time',
		note: <>Accra time (GMT). The public site shows the edition with the nearest date still ahead.</>,
		specs: {
			eventDate: { type: 'date', label: 'Event date' },
			eventTime: { type: 'time', label: 'Event time' },
		},
	},
]

export function EditionForm({
	mode,
	...fromRoute
}: {
	mode: 'new' | 'edit'
	/** Form id (unique per edition on the edit screen, so switching editions resets the form). */
	id: string
	/** The last answer (`actionDataParts`): the server's reply or the network failure. */
	answer: FormAnswer
	defaultValue?: Partial<EditionFormDefaults>
}) {
	const theme = themeSpecs(fromRoute.defaultValue)
	return (
		<AdminSchemaForm<typeof EditionSchema, EditionFormInput>
			{...fromRoute}
			schema={EditionSchema}
			intent={mode === 'new' ? 'add-edition' : 'update-edition'}
			note={
				<>
					{REQUIRED_NOTE} Leave the others empty until they are known: the public site shows “coming soon” in
					their place.
				</>
			}
			buttons={
				mode === 'new'
					? { submitLabel: 'Save event data', cancel: { to: '/admin/data-center', label: 'View Event Data' } }
					: { submitLabel: 'Update event data', cancel: { to: '/admin/data-center' } }
			}
			className="max-w-5xl space-y-6"
		>
			{(fields) => (
				<>
					<div className="grid gap-5 sm:grid-cols-3">
						<SchemaFields fields={fields} specs={YEAR} />
					</div>
					<TranslationPair
						english={<SchemaFields fields={fields} specs={theme.english} />}
						french={<SchemaFields fields={fields} specs={theme.french} />}
					/>
					<div className="grid gap-5 sm:grid-cols-3">
						<SchemaFields fields={fields} specs={EDITION} />
					</div>
					{SECTIONS.map(({ legend, note, specs }) => (
						<FormSection key={legend} legend={legend} note={note}>
							<div className="grid gap-5 sm:grid-cols-3">
								<SchemaFields fields={fields} specs={specs} />
							</div>
						</FormSection>
					))}
				</>
			)}
		</AdminSchemaForm>
	)
}
