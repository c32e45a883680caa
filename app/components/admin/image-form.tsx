/**
 * A back-office form that uploads an image (the speaker photo, the sponsor logo; ADR 0015): posted as
 * multipart (with a progress bar once JavaScript runs, a plain POST without it), the form's own
 * errors at the top, the note on required fields, the fields (the image field last, so a refused
 * upload still leaves the others read), the upload's progress, the buttons, and the Error dialog
 * (`useFormDialog`, a "Server Error" as a Warning). A required field or the image left empty opens
 * the dialog before anything is sent.
 */
import type { getFormProps } from '@conform-to/react'
import type { ComponentProps, ReactNode } from 'react'
import { Form } from 'react-router'
import { ErrorList } from '#app/components/forms.tsx'
import type { DialogMessage } from './form-alert.tsx'
import { FormButtons } from './form-buttons.tsx'
import { UploadProgressBar } from './upload-field.tsx'
import { useFormDialog } from './use-form-dialog.tsx'

/** The multipart form around an image form's fields (`children`), with its buttons and Error dialog. */
export function ImageForm({
	formProps,
	formErrors,
	errorId,
	required,
	dialog,
	buttons,
	className,
	children,
}: {
	/** Conform's form props (`getFormProps(form)`). */
	formProps: ReturnType<typeof getFormProps>
	formErrors: string[] | undefined
	errorId: string
	/** The fields the browser checks before sending (the image among them when it is required). */
	required: readonly string[]
	/** The last answer's message for the Error dialog (`actionDataParts`). */
	dialog: DialogMessage | null
	buttons: ComponentProps<typeof FormButtons>
	className: string
	children: ReactNode
}) {
	const { checkRequired, dialogElement } = useFormDialog(dialog, { required, serverErrorAsWarning: true })
	return (
		<>
			<Form
				method="POST"
				encType="multipart/form-data"
				{...formProps}
				onSubmit={checkRequired(formProps.onSubmit)}
				className={className}
			>
				{formErrors?.length ? (
					<div
						role="alert"
						className="rounded-md border-l-4 border-red-600 bg-red-50 p-4 text-sm font-medium text-red-900"
					>
						<ErrorList id={errorId} errors={formErrors} />
					</div>
				) : null}
				<p className="text-sm text-slate-600">
					Fields marked <span className="text-red-700">*</span> are required.
				</p>
				{children}
				<UploadProgressBar />
				<FormButtons {...buttons} />
			</Form>
			{dialogElement}
		</>
	)
}
