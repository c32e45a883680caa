/**
 * The past-edition hero video screen's parts (/admin/hero-video): the current video (played muted
 * with controls, or a note that the hero shows its picture), the upload form (multipart with
 * progress, in an `ImageForm`) and Remove with its confirm dialog. Without ffmpeg on the server the
 * form is replaced by a note saying so.
 */
import { type FieldMetadata, getInputProps } from '@conform-to/react'
import type { FormAnswer } from '#app/components/admin/form-alert.tsx'
import { ImageForm } from '#app/components/admin/image-form.tsx'
import { ErrorList } from '#app/components/forms.tsx'
import { ConfirmButton } from '#app/components/ui/confirm-dialog.tsx'
import { imageUrl } from '#app/lib/images/image-kinds.ts'
import { ACCEPTED_VIDEO_TYPES, MAX_VIDEO_SECONDS, VIDEO_MESSAGES } from '#app/lib/video/video-rules.ts'
import { HeroVideoSchema } from '../hero-video.schema.ts'

/** The video the hero plays now, with Remove; or what the hero shows without one. */
export function CurrentHeroVideo({
	videoKey,
	imageKey,
}: {
	videoKey: string | null
	imageKey: string | null
}) {
	if (!videoKey) {
		return (
			<p
				className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200"
				data-testid="no-hero-video"
			>
				No video: the past-edition hero shows{' '}
				{imageKey ? 'its picture' : 'a plain background (no picture either)'}.
			</p>
		)
	}
	return (
		<figure className="space-y-3">
			<video
				src={`/uploads/${videoKey}`}
				poster={imageKey ? imageUrl(imageKey, 800) : undefined}
				controls
				muted
				playsInline
				preload="metadata"
				data-testid="current-hero-video"
				className="aspect-video w-full max-w-2xl rounded-lg bg-slate-900 object-cover"
			></video>
			<figcaption className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
				The current video, without sound, as the home page plays it.
				<ConfirmButton
					label="Remove video"
					title="Remove the hero video?"
					confirmLabel="Remove"
					fields={{ intent: 'remove-video' }}
				>
					<p>The past-edition hero will show its picture instead. The video file is deleted.</p>
				</ConfirmButton>
			</figcaption>
		</figure>
	)
}

export function HeroVideoForm({ answer, hasVideo }: { answer: FormAnswer; hasVideo: boolean }) {
	return (
		<ImageForm<typeof HeroVideoSchema, { video?: File }>
			id="hero-video"
			schema={HeroVideoSchema}
			answer={answer}
			buttons={{
				submitLabel: hasVideo ? 'Replace video' : 'Save video',
				pendingLabel: 'Processing...',
				cancel: { to: '/admin/dashboard' },
			}}
			className="max-w-2xl space-y-5"
		>
			{(fields) => <VideoField field={fields.video} replacing={hasVideo} />}
		</ImageForm>
	)
}

/** The video file field, "New video" when `replacing` the current one, with its hint and errors. */
function VideoField({ field, replacing }: { field: FieldMetadata<File | undefined>; replacing: boolean }) {
	const { key, ...inputProps } = getInputProps(field, { type: 'file' })
	const invalid = !!field.errors?.length
	return (
		<div>
			<label htmlFor={inputProps.id} className="mb-1 block text-sm font-semibold text-slate-800">
				{replacing ? 'New video' : 'Video'}
			</label>
			<input
				key={key}
				{...inputProps}
				accept={ACCEPTED_VIDEO_TYPES.join(',')}
				aria-invalid={invalid || undefined}
				aria-describedby={`${inputProps.id}-hint${invalid ? ` ${inputProps.id}-error` : ''}`}
				className="file:bg-brand-700 hover:file:bg-brand-800 block min-h-11 w-full rounded-md border border-slate-300 bg-white text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:border-0 file:px-4 file:font-semibold file:text-white aria-[invalid=true]:border-red-600"
			/>
			<p id={`${inputProps.id}-hint`} className="mt-1 text-sm text-slate-600">
				MP4, WebM or MOV, up to 50 MB and {MAX_VIDEO_SECONDS} seconds. It is converted for the web (sound
				removed, at most 1280 pixels wide), which can take a minute.
			</p>
			<ErrorList id={`${inputProps.id}-error`} errors={field.errors} />
		</div>
	)
}

/** Said instead of the form when the server cannot process videos. */
export function VideoUnavailable() {
	return (
		<p role="status" className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-300">
			{VIDEO_MESSAGES.unavailable}
		</p>
	)
}
