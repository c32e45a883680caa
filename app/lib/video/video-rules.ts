/**
 * What a video upload may be (the past-edition hero video): shared by the form in the
 * browser and the processor on the server. Browser-safe.
 */

/** Largest upload accepted, in bytes (50 MB). */
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024

/** Longest video accepted, in seconds. */
export const MAX_VIDEO_SECONDS = 60

/** Stored videos fit in a square of this many pixels (1280 × 720 for a landscape 16:9 film). */
export const VIDEO_MAX_SIDE = 1280

/** MIME types of the accepted formats, for the file input's `accept` and early browser checks. */
export const ACCEPTED_VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const

/** Every message a video upload can be refused with. */
export const VIDEO_MESSAGES = {
	required: 'Choose a video.',
	empty: 'The file is empty.',
	tooLarge: 'The video must be 50 MB or smaller.',
	wrongType: 'The video must be an MP4, WebM or MOV file.',
	damaged: 'The video is damaged or cannot be read.',
	noPicture: 'The file has no picture: choose a video, not a sound recording.',
	tooLong: `The video must be at most ${MAX_VIDEO_SECONDS} seconds long.`,
	unavailable:
		'This server cannot process videos: ffmpeg is not installed on it. Ask whoever runs the server (docs/deployment.md).',
} as const
