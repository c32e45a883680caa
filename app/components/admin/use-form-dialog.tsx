/**
 * The Error dialog of a back-office form: the message of the last answer (the server's, or the
 * network failure of the route's `clientAction`), or the browser's own finding before anything was
 * sent (a required field or the image left empty: "All fields are required, including the
 * image!"). Each message shows once, until closed; the browser's finding gives way to the next
 * answer from the server. On forms that upload an image, a "Server Error" is a Warning
 * (`serverErrorAsWarning`); every other message is an Error.
 */
import { type FormEvent, useState } from 'react'
import { MessageDialog } from '#app/components/ui/dialog.tsx'
import { SERVER_ERROR } from '#app/lib/network-error.ts'
import { ALL_FIELDS_REQUIRED, isAnyMissing, isRealSubmit } from '#app/lib/uploads/upload-form.ts'
import type { DialogMessage } from './form-alert.tsx'

/**
 * Takes the last answer's `dialog` (`actionDataParts`) and, for the browser's check, the names of
 * the `required` fields. Returns `checkRequired`, which wraps the form's `onSubmit`, and the
 * `dialogElement` to render (outside the form: the dialog has its own `method="dialog"` form).
 */
export function useFormDialog(
	dialog: DialogMessage | null,
	{
		required = [],
		serverErrorAsWarning = false,
	}: { required?: readonly string[]; serverErrorAsWarning?: boolean } = {},
) {
	const [missingAt, setMissingAt] = useState<number | null>(null)
	const [answerAt, setAnswerAt] = useState(dialog?.at)
	// The key of the dialog the user closed, so a later re-render does not show it again.
	const [closedKey, setClosedKey] = useState<string | null>(null)
	if (dialog?.at !== answerAt) {
		setAnswerAt(dialog?.at)
		setMissingAt(null)
	}
	const shown =
		missingAt !== null
			? { message: ALL_FIELDS_REQUIRED, key: `browser-${missingAt}` }
			: dialog
				? { message: dialog.message, key: `server-${dialog.at}` }
				: null
	const warning = serverErrorAsWarning && shown?.message === SERVER_ERROR
	return {
		checkRequired:
			(onSubmit: (event: FormEvent<HTMLFormElement>) => void) => (event: FormEvent<HTMLFormElement>) => {
				if (isRealSubmit(event) && isAnyMissing(new FormData(event.currentTarget), required)) {
					setMissingAt(Date.now())
				}
				onSubmit(event)
			},
		dialogElement:
			shown && shown.key !== closedKey ? (
				<MessageDialog
					key={shown.key}
					tone={warning ? 'warning' : 'error'}
					title={warning ? 'Warning' : 'Error'}
					onClose={() => setClosedKey(shown.key)}
				>
					{shown.message}
				</MessageDialog>
			) : null,
	}
}
