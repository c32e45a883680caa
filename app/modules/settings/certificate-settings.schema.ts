/**
 * The "CPE certificates" part of the site settings (/admin/settings; docs/event-days.md, "CPE
 * certificates"; field limits in docs/security.md): the signatory's name and title printed under
 * the signature line, whether a certificate needs the evaluation answered first, and the logo
 * printed at the top (a JPEG, PNG or WebP image up to 5 MB, decoded and re-encoded before it is
 * stored; optional: none keeps the current one). Browser-safe.
 */
import { z } from 'zod'
import { imageMessages, MAX_IMAGE_BYTES } from '#app/lib/images/image-kinds.ts'

export const SIGNATORY_NAME_MAX = 100
export const SIGNATORY_TITLE_MAX = 120

const noControls = (text: string) => !/\p{Cc}/u.test(text)
const logoMessages = imageMessages('logo')

export const CertificateSettingsSchema = z.object({
	signatoryName: z
		.string()
		.trim()
		.max(SIGNATORY_NAME_MAX, `At most ${SIGNATORY_NAME_MAX} characters.`)
		.refine(noControls, 'Use letters, not control characters.'),
	signatoryTitle: z
		.string()
		.trim()
		.max(SIGNATORY_TITLE_MAX, `At most ${SIGNATORY_TITLE_MAX} characters.`)
		.refine(noControls, 'Use letters, not control characters.'),
	requireEvaluation: z.boolean(),
	/** A chosen file (null: keep the current logo). */
	logo: z
		.instanceof(File)
		.refine((file) => file.size <= MAX_IMAGE_BYTES, logoMessages.tooLarge)
		.nullable(),
})

export type CertificateSettingsInput = z.output<typeof CertificateSettingsSchema>

/**
 * The form's fields as posted (`FormData`) turned into the schema's input: texts ('' when absent),
 * the checkbox (`on` when ticked) and the file (null when none was chosen).
 */
export function certificateSettingsFields(form: FormData) {
	const logo = form.get('logo')
	return {
		signatoryName: String(form.get('signatoryName') ?? ''),
		signatoryTitle: String(form.get('signatoryTitle') ?? ''),
		requireEvaluation: form.get('requireEvaluation') === 'on',
		logo: logo instanceof File && (logo.size > 0 || logo.name !== '') ? logo : null,
	}
}
