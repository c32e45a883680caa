/**
 * A back-office form that uploads an image (the speaker photo, the sponsor logo): posted as
 * multipart (with a progress bar once JavaScript runs, a plain POST without it), the form's own
 * errors at the top, the note on required fields, the fields (the image field last, so a refused
 * upload still leaves the others read), the upload's progress, the buttons, and the Error dialog
 * (`useFormDialog`, a "Server Error" as a Warning). A required field or the image left empty opens
 * the dialog before anything is sent. Autocomplete is off, as on `AdminForm`.
 */
import { getFormProps } from '@conform-to/react'
import { Form } from 'react-router'
import type { z } from 'zod'
import {
	type FormSchema,
	type FormShape,
	REQUIRED_NOTE,
	type SchemaFormChildren,
	type SchemaFormInput,
	useAdminSchemaForm,
} from './admin-form.tsx'
import { FormAlert } from './form-alert.tsx'
import { FormButtons, type FormButtonsProps } from './form-buttons.tsx'
import { UploadProgressBar } from './upload-field.tsx'
import { useFormDialog } from './use-form-dialog.tsx'

/**
 * The multipart form of `schema` (`useSchemaForm`, with `id`, the `answer`'s reply and the
 * `defaultValue`), its fields drawn by `children` from the form's fields, with its buttons and Error
 * dialog. `Shape` is the form's values, the schema's input unless given.
 */
export function ImageForm<Schema extends FormSchema, Shape extends FormShape = z.input<Schema>>({
	required = [],
	buttons,
	className,
	children,
	...input
}: SchemaFormInput<Schema, Shape> & {
	/** The fields the browser checks before sending (the image among them when it is required); none by default. */
	required?: readonly string[]
	buttons: FormButtonsProps
	className: string
	children: SchemaFormChildren<Schema, Shape>
}) {
	const { form, fields } = useAdminSchemaForm<Schema, Shape>(input)
	const { checkRequired, dialogElement } = useFormDialog(input.answer.dialog, {
		required,
		serverErrorAsWarning: true,
	})
	const formProps = getFormProps(form)
	return (
		<>
			<Form
				method="POST"
				encType="multipart/form-data"
				autoComplete="off"
				{...formProps}
				onSubmit={checkRequired(formProps.onSubmit)}
				className={className}
			>
				<FormAlert id={form.errorId} formErrors={form.errors} />
				<p className="text-sm text-slate-600">{REQUIRED_NOTE}</p>
				{children(fields)}
				<UploadProgressBar />
				<FormButtons {...buttons} />
			</Form>
			{dialogElement}
		</>
	)
}
