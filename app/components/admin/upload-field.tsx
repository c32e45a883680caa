/**
 * The image field of back office forms: a labelled file input limited to JPEG, PNG and
 * WebP, the current image (on edit), a preview of the chosen one, its errors; and the progress bar
 * shown while the form uploads. Works without JavaScript (a plain file input in a multipart form).
 */
import { type FieldMetadata, getInputProps } from '@conform-to/react'
import { useState } from 'react'
import { useNavigation } from 'react-router'
import { ErrorList } from '#app/components/forms.tsx'
import { StoredImage } from '#app/components/stored-image.tsx'
import {
	ACCEPTED_IMAGE_TYPES,
	IMAGE_KINDS,
	type ImageKind,
	MAX_IMAGE_BYTES,
} from '#app/lib/images/image-kinds.ts'
import { useUploadProgress } from '#app/lib/uploads/upload-client.ts'

const declaredImage = (type: string) => (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type)

const FORMATS = 'JPEG, PNG or WebP, up to 5 MB'

/**
 * What the field says for each kind of image: its label, the noun of the image it replaces, and
 * its hint where it does not replace one (what the public pages make of the image).
 */
const FIELD_TEXTS: Record<ImageKind, { label: string; noun: string; hint: string }> = {
	speaker: { label: 'Photo', noun: 'photo', hint: `${FORMATS}. Cropped to a square.` },
	logo: { label: 'Logo', noun: 'logo', hint: `${FORMATS}. Shown on a white card, 3:2.` },
	blog: {
		label: 'Cover image',
		noun: 'cover',
		hint: `Optional. ${FORMATS}; cropped to 16:9. Also the picture of shared links.`,
	},
	hero: {
		label: 'Picture',
		noun: 'picture',
		hint: `${FORMATS}. Wide (16:9), at least 2400 pixels across looks best.`,
	},
}

/**
 * The file field of a schema form's image `field` of `kind`, with the `current` image shown until
 * another is chosen. `replacing` (an update of a record that has an image) makes it "New photo",
 * optional, with a hint saying so; otherwise the kind's label and hint (`FIELD_TEXTS`).
 */
export function UploadField({
	field,
	kind,
	current,
	replacing = false,
}: {
	field: FieldMetadata<unknown>
	kind: ImageKind
	/** The stored image an edit form replaces, if any, and its text alternative. */
	current?: { key: string | null; alt: string }
	replacing?: boolean
}) {
	const text = FIELD_TEXTS[kind]
	const label = replacing ? `New ${text.label.toLowerCase()}` : text.label
	const hint = replacing
		? `Optional: choose one only to replace the current ${text.noun}. ${FORMATS}.`
		: text.hint
	const { key, type, ...props } = getInputProps(field, { type: 'file' })
	const errors = field.errors
	// A local preview as a data: URL (the content security policy allows data: images, not blob:).
	const [preview, setPreview] = useState<string | null>(null)
	const hintId = `${props.id}-hint`
	const errorId = `${props.id}-error`
	const describedBy = errors?.length ? `${hintId} ${errorId}` : hintId
	return (
		<div>
			<label htmlFor={props.id} className="mb-1 block text-sm font-semibold text-slate-800">
				{label}
				{props.required ? (
					<span className="text-red-700" aria-hidden="true">
						{' '}
						*
					</span>
				) : null}
			</label>
			<div className="flex flex-col gap-4 sm:flex-row sm:items-start">
				{preview || current?.key ? (
					<div className="w-32 shrink-0 overflow-hidden rounded-lg bg-slate-50 ring-1 ring-slate-200">
						{preview ? (
							// A local preview of the chosen file (an object URL, never uploaded as such).
							<img
								src={preview}
								onError={() => setPreview(null)}
								alt="Preview of the chosen image"
								className={previewClasses[kind]}
							/>
						) : (
							<StoredImage
								imageKey={current?.key ?? null}
								kind={kind}
								alt={current?.alt ?? 'Current image'}
								sizes="128px"
								defaultWidth={IMAGE_KINDS[kind].widths[0]}
								className={previewClasses[kind]}
							/>
						)}
					</div>
				) : null}
				<div className="min-w-0 flex-1">
					<input
						key={key}
						type={type}
						accept={ACCEPTED_IMAGE_TYPES.join(',')}
						{...props}
						onChange={(event) => {
							const file = event.currentTarget.files?.[0]
							setPreview(null)
							const previewable =
								file && file.size > 0 && file.size <= MAX_IMAGE_BYTES && declaredImage(file.type)
							if (!previewable) return
							const reader = new FileReader()
							reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null)
							reader.readAsDataURL(file)
						}}
						aria-invalid={errors?.length ? true : undefined}
						aria-describedby={describedBy}
						className="file:bg-brand-700 hover:file:bg-brand-800 block min-h-11 w-full rounded-md border border-slate-300 bg-white text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:border-0 file:px-4 file:font-semibold file:text-white aria-[invalid=true]:border-red-600"
					/>
					<p id={hintId} className="mt-1 text-sm text-slate-600">
						{hint}
					</p>
					<ErrorList id={errorId} errors={errors} />
				</div>
			</div>
		</div>
	)
}

/** The preview's shape for each kind of image, as the public pages show it. */
const previewClasses: Record<ImageKind, string> = {
	speaker: 'aspect-square w-full object-cover',
	logo: 'aspect-[3/2] w-full object-contain',
	blog: 'aspect-video w-full object-cover',
	hero: 'aspect-video w-full object-cover',
}

/**
 * "Uploading… 42%" with a determinate bar while a form with a file is being sent (JavaScript on),
 * "Saving…" once the bytes are sent and the server is working. Renders nothing when idle.
 */
export function UploadProgressBar() {
	const navigation = useNavigation()
	const progress = useUploadProgress()
	const busy = navigation.state === 'submitting' && navigation.formMethod === 'POST'
	if (!busy) return null
	const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : null
	const sent = percent === 100
	return (
		<div className="max-w-md" data-testid="upload-progress">
			<p className="text-sm font-semibold text-slate-700" aria-live="polite">
				{sent ? 'Saving…' : percent === null ? 'Uploading…' : `Uploading… ${percent}%`}
			</p>
			<progress
				className="[&::-webkit-progress-value]:bg-brand-600 [&::-moz-progress-bar]:bg-brand-600 mt-1 h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200"
				max={100}
				value={percent ?? undefined}
				aria-label="Upload progress"
			>
				{percent ?? 0}%
			</progress>
		</div>
	)
}
