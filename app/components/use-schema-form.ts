/**
 * Conform's `useForm` as every form React renders uses it (one Zod schema, checked in the browser
 * and again by the action; the public forms are sent without React): the inputs'
 * attributes (`required`, `maxLength`) from the schema (`schemaConstraint`), the browser's own
 * checks until JavaScript has loaded, messages once a field is left and then at every keystroke,
 * and the action's last result only while no navigation is under way (a stale reply never flashes
 * over a new submission).
 */
import { type DefaultValue, type Submission, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useNavigation } from 'react-router'
import { z } from 'zod'
import { schemaConstraint } from '#app/lib/schema-constraint.ts'

// Zod compiles object schemas with `new Function` when it may; the Content-Security-Policy allows no
// eval, and Zod's probe for it alone logs a CSP violation in the browser's console. In the browser,
// parse without compiling (the server keeps compiling).
if (typeof document !== 'undefined') z.config({ jitless: true })

/** The `fields` `useSchemaForm` returns for `Schema` (and the form's values, `Shape`). */
export type SchemaFormFields<
	// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's own bound for a form's shape
	Schema extends z.ZodType<Record<string, any>, Record<string, any>>,
	// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
	Shape extends Record<string, any> = z.input<Schema>,
> = ReturnType<typeof useSchemaForm<Schema, Shape>>['fields']

/**
 * Takes the form's `id`, its `schema`, the action's `lastResult` and the `defaultValue`s; returns
 * Conform's `form` and `fields`, the `reply` in use (undefined while navigating) and `submitting`
 * (a POST is being sent: show the pending label). `Shape` is the form's values, the schema's input
 * unless given.
 */
export function useSchemaForm<
	// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's own bound for a form's shape
	Schema extends z.ZodType<Record<string, any>, Record<string, any>>,
	// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
	Shape extends Record<string, any> = z.input<Schema>,
>({
	id,
	schema,
	lastResult,
	defaultValue,
}: {
	id: string
	schema: Schema
	lastResult: SubmissionResult<string[]> | undefined
	defaultValue?: DefaultValue<Shape>
}) {
	const navigation = useNavigation()
	const reply = navigation.state === 'idle' ? lastResult : undefined
	const [form, fields] = useForm<Shape, z.output<Schema>>({
		id,
		lastResult: reply,
		defaultValue,
		constraint: schemaConstraint(schema),
		defaultNoValidate: false,
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		// A form may name its values more loosely than the schema's input (`Shape`): same fields.
		onValidate: ({ formData }) =>
			parseWithZod(formData, { schema }) as unknown as Submission<Shape, string[], z.output<Schema>>,
	})
	const submitting = navigation.state === 'submitting' && navigation.formMethod === 'POST'
	return { form, fields, reply, submitting, navigation }
}
