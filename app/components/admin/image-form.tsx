/**
 * A back-office form that uploads an image (the speaker photo, the sponsor logo; ADR 0015): posted as
 * multipart (with a progress bar once JavaScript runs, a plain POST without it), the form's own
 * errors at the top, the note on required fields, the fields (the image field last, so a refused
 * upload still leaves the others read), the upload's progress, the buttons, and the Error dialog
 * (`useFormDialog`, a "Server Error" as a Warning). A required field or the image left empty opens
 * the dialog before anything is sent. Autocomplete is off, as on `AdminForm`.
 */
import { type FormMetadata, getFormProps } from '@conform-to/react'
import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { type FormShape, REQUIRED_NOTE } from './admin-form.tsx'
import { FormAlert, type FormAnswer } from './form-alert.tsx'
import { FormButtons, type FormButtonsProps } from './form-buttons.tsx'
import { UploadProgressBar } from './upload-field.tsx'
import { useFormDialog } from './use-form-dialog.tsx'

/** The multipart form around an image form's fields (`children`), with its buttons and Error dialog. */
export function ImageForm<Shape extends FormShape>({
	form,
	required = [],
	answer,
	buttons,
	className,
	children,
}: {
	/** The form `useSchemaForm` returns: its props, its own errors and their id. */
	form: FormMetadata<Shape, string[]>
	/** The fields the browser checks before sending (the image among them when it is required); none by default. */
	required?: readonly string[]
	/** The last answer (`actionDataParts`), whose message the Error dialog shows. */
	answer: FormAnswer
	buttons: FormButtonsProps
	className: string
	children: ReactNode
}) {
	const { checkRequired, dialogElement } = useFormDialog(answer.dialog, {
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
				{children}
				<UploadProgressBar />
				<FormButtons {...buttons} />
			</Form>
			{dialogElement}
		</>
	)
}
