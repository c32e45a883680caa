/**
 * The Home page texts form (/admin/home-texts): About heading and text, the participant takeaways
 * and the event profile (rows of two fields; empty rows are left out), and the group discount note.
 * Validated in the browser and again by the action with the same schema (`HomeTextsSchema`); works
 * before JavaScript loads.
 */
import type { FieldMetadata } from '@conform-to/react'
import { AdminForm, FormSection, REQUIRED_NOTE } from '#app/components/admin/admin-form.tsx'
import type { FormAnswer } from '#app/components/admin/form-alert.tsx'
import { SchemaInput, SchemaTextarea } from '#app/components/forms.tsx'
import { useSchemaForm } from '#app/components/use-schema-form.ts'
import { HomeTextsSchema } from '../home-texts.schema.ts'

/** The form's values as the page loads them: texts, and the lists' rows (stored and spare). */
export interface HomeTextsDefaults {
	aboutHeading: string
	about: string
	takeaways: { title: string; text: string }[]
	eventProfile: { label: string; value: string }[]
	groupDiscountNote: string
}

/** One row of a two-field list: its fields side by side, labelled with the row's number. */
function RowFields({
	fields,
	labels,
	index,
}: {
	fields: [FieldMetadata<unknown>, FieldMetadata<unknown>]
	labels: [string, string]
	index: number
}) {
	return (
		<div className="grid gap-3 border-t border-slate-200 pt-4 first:border-0 first:pt-0 sm:grid-cols-[1fr_2fr]">
			<SchemaInput field={fields[0]} label={`${labels[0]} ${index + 1}`} />
			<SchemaTextarea field={fields[1]} label={`${labels[1]} ${index + 1}`} rows={2} />
		</div>
	)
}

export function HomeTextsForm({
	answer,
	defaultValue,
}: {
	answer: FormAnswer
	defaultValue: HomeTextsDefaults
}) {
	const { form, fields } = useSchemaForm({
		id: 'home-texts',
		schema: HomeTextsSchema,
		lastResult: answer.result,
		defaultValue,
	})
	return (
		<AdminForm
			form={form}
			intent="update-home-texts"
			answer={answer}
			note={<>{REQUIRED_NOTE} Empty rows are left out. The home page shows the changes at once.</>}
			buttons={{ submitLabel: 'Save home page', cancel: { to: '/admin/dashboard' } }}
			className="max-w-4xl space-y-6"
		>
			<FormSection legend="About the summit">
				<SchemaInput field={fields.aboutHeading} label="About heading" />
				<SchemaTextarea
					field={fields.about}
					label="About the summit"
					hint="Paragraphs separated by an empty line. Leave empty to hide the section."
					rows={8}
				/>
			</FormSection>
			<FormSection legend="Participant takeaways" note="Each with a title and a line of text.">
				{fields.takeaways.getFieldList().map((row, index) => {
					const cells = row.getFieldset()
					return (
						<RowFields
							key={row.key}
							fields={[cells.title, cells.text]}
							labels={['Title', 'Text']}
							index={index}
						/>
					)
				})}
			</FormSection>
			<FormSection legend="Event profile" note="Each with a label (e.g. “Format”) and its value.">
				{fields.eventProfile.getFieldList().map((row, index) => {
					const cells = row.getFieldset()
					return (
						<RowFields
							key={row.key}
							fields={[cells.label, cells.value]}
							labels={['Label', 'Value']}
							index={index}
						/>
					)
				})}
			</FormSection>
			<FormSection legend="Fees">
				<SchemaTextarea
					field={fields.groupDiscountNote}
					label="Group discount note"
					hint="Shown under the fees on the home page, e.g. the discount for five or more from one company."
					rows={2}
				/>
			</FormSection>
		</AdminForm>
	)
}
