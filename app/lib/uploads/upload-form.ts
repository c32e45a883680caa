/**
 * Form rules shared by every screen that uploads an image. Browser-safe: the
 * forms validate with these before sending, and the actions again with the same schemas.
 */
import { z } from 'zod'
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, imageMessages } from '#app/lib/images/image-kinds.ts'

/** The spec's message for a form with a required field or the image missing. */
export const ALL_FIELDS_REQUIRED = 'All fields are required, including the image!'

const declaredTypes: readonly string[] = [...ACCEPTED_IMAGE_TYPES, '', 'application/octet-stream']

/**
 * A chosen image file: not empty, at most 5 MB, declared as JPEG, PNG or WebP. The declared type is
 * only a quick first check (it comes from the file name): the server decodes the bytes to be sure.
 * `subject` names it in messages ("The logo must be a JPEG, PNG or WebP image.").
 */
export function imageFileSchema(subject: string, requiredMessage: string) {
	const messages = imageMessages(subject)
	return z
		.instanceof(File, { error: requiredMessage })
		.refine((file) => file.size > 0, messages.empty)
		.refine((file) => file.size <= MAX_IMAGE_BYTES, messages.tooLarge)
		.refine((file) => declaredTypes.includes(file.type), messages.wrongType)
}

/** True when any of `names` is absent or blank in `formData` (a file counts when one was chosen). */
export function isAnyMissing(formData: FormData, names: readonly string[]): boolean {
	return names.some((name) => {
		const value = formData.get(name)
		if (value === null) return true
		if (typeof value === 'string') return value.trim() === ''
		return value.size === 0 && value.name === ''
	})
}

/**
 * False for the submit events Conform dispatches itself to validate a field as it changes (their
 * submitter is its `__intent__` button); true for the user's own submit.
 */
export function isRealSubmit(event: { nativeEvent: Event }): boolean {
	const submitter = (event.nativeEvent as SubmitEvent).submitter
	return submitter?.getAttribute('name') !== '__intent__'
}
