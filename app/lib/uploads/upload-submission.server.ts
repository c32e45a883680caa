/**
 * The one action path of a form that uploads an image (the speaker photo, the sponsor logo; ADR
 * 0015): the body is read within the upload limits (`readUploadForm`) and parsed with the form's
 * schema, then saved as `submitForm` does, with the answers of the form's Error dialog
 * (`dialogReplies`). A refused body puts its message on the image field (413 or 400); invalid fields
 * with a required field or the image missing open the dialog with `ALL_FIELDS_REQUIRED`.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'
import type { FormOutcome } from '#app/lib/form-outcome.server.ts'
import { formReply } from '#app/lib/form-outcome.server.ts'
import {
	type DialogReply,
	dialogReplies,
	type SaveSteps,
	submitForm,
} from '#app/lib/form-submission.server.ts'
import { readUploadForm, type UploadLimits } from './multipart.server.ts'
import { ALL_FIELDS_REQUIRED, isAnyMissing } from './upload-form.ts'

/**
 * The form's file field (an image unless `limits` says otherwise), and the fields whose absence
 * opens the "All fields are required" dialog.
 */
export interface UploadFields {
	imageField: string
	required: readonly string[]
	/** The body's limits (`IMAGE_FORM_LIMITS` by default). */
	limits?: UploadLimits
}

/** Reads `request` as an image form of `schema` and runs `steps` on it (see the file's comment). */
export async function submitUploadForm<Schema extends z.ZodType<Record<string, unknown>>, Saved>(
	request: Request,
	schema: Schema,
	{ imageField, required, limits }: UploadFields,
	steps: SaveSteps<z.output<Schema>, Saved, DialogReply>,
): Promise<FormOutcome<DialogReply>> {
	const upload = await readUploadForm(request, limits)
	const submission = parseWithZod(upload.formData, { schema })
	if (!upload.ok) {
		const errors = { fieldErrors: { [imageField]: [upload.message] } }
		return formReply(upload.status, dialogReplies.reply(submission, errors))
	}
	return submitForm(submission, dialogReplies, steps, (invalid) => ({
		...dialogReplies.reply(invalid),
		dialog: isAnyMissing(upload.formData, required) ? ALL_FIELDS_REQUIRED : null,
	}))
}
