/**
 * The Home page texts form (/admin/home-texts): About heading and text, the participant takeaways
 * and the event profile (rows of two fields; empty rows are left out), and the group discount note.
 * Validated in the browser and again by the action with the same schema (`HomeTextsSchema`); works
 * before JavaScript loads.
 */
import type { FieldMetadata } from '@conform-to/react'
import { AdminSchemaForm, FormSection, REQUIRED_NOTE } from '#app/components/admin/admin-form.tsx'
import type { FormAnswer } from '#app/components/admin/form-alert.tsx'
import { FRENCH_HINT, frenchLabel, TranslationPair } from '#app/components/admin/french-fields.tsx'
import { needsFrench } from '#app/lib/i18n/localized.ts'
import { type FieldSpecs, SchemaFields, SchemaInput, SchemaTextarea } from '#app/components/forms.tsx'
import { HomeTextsSchema } from '../home-texts.schema.ts'

/** The form's values as the page loads them: texts, and the lists' rows (stored and spare). */
export interface HomeTextsDefaults {
	aboutHeading: string
	about: string
	takeaways: { title: string; text: string }[]
	eventProfile: { label: string; value: string }[]
	groupDiscountNote: string
	aboutHeadingFr: string
	aboutFr: string
	groupDiscountNoteFr: string
}

/** The fields of the About section. */
const ABOUT: FieldSpecs<keyof HomeTextsDefaults> = {
	aboutHeading: { label: 'About heading' },
	about: {
		control: 'textarea',
		label: 'About the summit',
		hint: 'Paragraphs separated by an empty line. Leave empty to hide the section.',
		rows: 8,
	},
}

/** The French of a section's fields, flagged while the English is written and the French is not. */
function frenchSpecs(saved: HomeTextsDefaults): {
	about: FieldSpecs<keyof HomeTextsDefaults>
	fees: FieldSpecs<keyof HomeTextsDefaults>
} {
	return {
		about: {
			aboutHeadingFr: {
				label: frenchLabel('Titre de la présentation', needsFrench(saved.aboutHeading, saved.aboutHeadingFr)),
				hint: FRENCH_HINT,
			},
			aboutFr: {
				control: 'textarea',
				label: frenchLabel('Présentation du sommet', needsFrench(saved.about, saved.aboutFr)),
				hint: FRENCH_HINT,
				rows: 8,
			},
		},
		fees: {
			groupDiscountNoteFr: {
				control: 'textarea',
				label: frenchLabel(
					'Remise de groupe',
					needsFrench(saved.groupDiscountNote, saved.groupDiscountNoteFr),
				),
				hint: FRENCH_HINT,
				rows: 2,
			},
		},
	}
}

/** The field of the Fees section. */
const FEES: FieldSpecs<keyof HomeTextsDefaults> = {
	groupDiscountNote: {
		control: 'textarea',
		label: 'Group discount note',
		hint: 'Shown under the fees on the home page, e.g. the discount for five or more from one company.',
		rows: 2,
	},
}

/** The two lists of rows, each under its legend: the field, its note, and its cells' names and labels. */
const ROW_LISTS = [
	{
		name: 'takeaways',
		legend: 'Participant takeaways',
		note: 'Each with a title and a line of text.',
		cells: [
			['title', 'Title'],
			['text', 'Text'],
		],
	},
	{
		name: 'eventProfile',
		legend: 'Event profile',
		note: 'Each with a label (e.g. “Format”) and its value.',
		cells: [
			['label', 'Label'],
			['value', 'Value'],
		],
	},
] as const

/**
 * A list of two-field rows (a takeaway's title and text, a profile line's label and value): each row
 * its fields side by side, an input and a textarea, labelled with the row's number.
 */
function RowList({
	list,
	cells: [first, second],
}: {
	list: FieldMetadata<Record<string, string>[]>
	/** Each cell's field name in the row and its label. */
	cells: readonly [readonly [string, string], readonly [string, string]]
}) {
	return list.getFieldList().map((row, index) => {
		// Conform's fieldset has a field for every name.
		const fields = row.getFieldset() as Record<string, FieldMetadata<unknown>>
		return (
			<div
				key={row.key}
				className="grid gap-3 border-t border-slate-200 pt-4 first:border-0 first:pt-0 sm:grid-cols-[1fr_2fr]"
			>
				<SchemaInput field={fields[first[0]]!} label={`${first[1]} ${index + 1}`} />
				<SchemaTextarea field={fields[second[0]]!} label={`${second[1]} ${index + 1}`} rows={2} />
			</div>
		)
	})
}

export function HomeTextsForm({ ...fromRoute }: { answer: FormAnswer; defaultValue: HomeTextsDefaults }) {
	return (
		<AdminSchemaForm
			id="home-texts"
			schema={HomeTextsSchema}
			{...fromRoute}
			intent="update-home-texts"
			note={<>{REQUIRED_NOTE} Empty rows are left out. The home page shows the changes at once.</>}
			buttons={{ submitLabel: 'Save home page', cancel: { to: '/admin/dashboard' } }}
			className="max-w-4xl space-y-6"
		>
			{(fields) => (
				<>
					<FormSection legend="About the summit">
						<TranslationPair
							english={<SchemaFields fields={fields} specs={ABOUT} />}
							french={<SchemaFields fields={fields} specs={frenchSpecs(fromRoute.defaultValue).about} />}
						/>
					</FormSection>
					{ROW_LISTS.map(({ name, legend, note, cells }) => (
						<FormSection key={name} legend={legend} note={note}>
							<RowList list={fields[name]} cells={cells} />
						</FormSection>
					))}
					<FormSection legend="Fees">
						<TranslationPair
							english={<SchemaFields fields={fields} specs={FEES} />}
							french={<SchemaFields fields={fields} specs={frenchSpecs(fromRoute.defaultValue).fees} />}
						/>
					</FormSection>
				</>
			)}
		</AdminSchemaForm>
	)
}
