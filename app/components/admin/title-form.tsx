/**
 * A back-office form of one field, a title (a speaker category, a sponsor tier): the field, the
 * buttons, and the Error dialog for a save that fails on the server or a request that cannot reach
 * it. Validated in the browser and again by the action with the same schema; works before
 * JavaScript loads.
 */
import type { ComponentProps } from 'react'
import type { z } from 'zod'
import { SchemaInput } from '#app/components/forms.tsx'
import { useSchemaForm } from '#app/components/use-schema-form.ts'
import { AdminForm } from './admin-form.tsx'
import type { FormAnswer } from './form-alert.tsx'
import type { FormButtons } from './form-buttons.tsx'
import { useFormDialog } from './use-form-dialog.tsx'

/** What a title form is about: its schema, its field's label and hint, the intent it posts. */
export interface TitleFormSpec {
	schema: z.ZodType<{ title: string }, { title: string }>
	label: string
	hint?: string
	intent: string
}

export function TitleForm({
	spec,
	id,
	answer,
	defaultTitle,
	buttons,
}: {
	spec: TitleFormSpec
	id: string
	/** The last answer (`actionDataParts`): the server's reply, the Error dialog's message. */
	answer: FormAnswer
	defaultTitle?: string
	buttons: Omit<ComponentProps<typeof FormButtons>, 'submitting'>
}) {
	const { form, fields, submitting } = useSchemaForm({
		id,
		schema: spec.schema,
		lastResult: answer.result,
		defaultValue: { title: defaultTitle ?? '' },
	})
	const { dialogElement } = useFormDialog(answer.dialog)
	return (
		<>
			<AdminForm
				form={form}
				intent={spec.intent}
				note={null}
				buttons={{ submitting, ...buttons }}
				className="max-w-xl space-y-5"
			>
				<SchemaInput field={fields.title} label={spec.label} hint={spec.hint} />
			</AdminForm>
			{dialogElement}
		</>
	)
}
