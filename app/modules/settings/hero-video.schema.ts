/**
 * The past-edition hero video form (/admin/hero-video): one video, MP4, WebM or MOV up to 50 MB and
 * 60 seconds, re-encoded before it is stored. The declared type is only a first check:
 * the server reads the file itself. Browser-safe.
 */
import { z } from 'zod'
import { ACCEPTED_VIDEO_TYPES, MAX_VIDEO_BYTES, VIDEO_MESSAGES } from '#app/lib/video/video-rules.ts'

const declaredTypes: readonly string[] = [...ACCEPTED_VIDEO_TYPES, '', 'application/octet-stream']

export const HeroVideoSchema = z.object({
	video: z
		.instanceof(File, { error: VIDEO_MESSAGES.required })
		.refine((file) => file.size > 0, VIDEO_MESSAGES.required)
		.refine((file) => file.size <= MAX_VIDEO_BYTES, VIDEO_MESSAGES.tooLarge)
		.refine((file) => declaredTypes.includes(file.type), VIDEO_MESSAGES.wrongType),
})
