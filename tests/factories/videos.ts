/**
 * Test films made by the real ffmpeg (installed by `npm test`) from its test pattern: for the video
 * pipeline's tests and the hero video's browser test.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import { promisify } from 'node:util'

export interface TestVideoOptions {
	/** Width × height in pixels ('1920x1080' unless given). */
	size?: string
	seconds?: number
	/** Frames a second (25 unless given). */
	rate?: number
	/** A 440 Hz tone as a sound track (on unless false). */
	sound?: boolean
	/** H.264 in MP4 unless `webm` (VP8 and Vorbis in WebM). */
	format?: 'mp4' | 'webm'
}

/**
 * Writes a test film to `file` (with a title and a location in its metadata, which the pipeline
 * must drop) and returns its bytes.
 */
export async function makeTestVideo(
	file: string,
	{ size = '1920x1080', seconds = 2, rate = 25, sound = true, format = 'mp4' }: TestVideoOptions = {},
): Promise<Uint8Array<ArrayBuffer>> {
	const webm = format === 'webm'
	await promisify(execFile)('ffmpeg', [
		'-v',
		'error',
		'-f',
		'lavfi',
		'-i',
		`testsrc=size=${size}:rate=${rate}`,
		...(sound ? ['-f', 'lavfi', '-i', 'sine=frequency=440'] : []),
		'-t',
		String(seconds),
		'-metadata',
		'title=Private rehearsal',
		'-metadata',
		'location=+05.6037-000.1870/',
		...(webm
			? ['-c:v', 'libvpx', '-deadline', 'realtime', '-b:v', '200k']
			: ['-c:v', 'libx264', '-preset', 'ultrafast']),
		...(sound ? ['-c:a', webm ? 'libvorbis' : 'aac'] : []),
		'-f',
		format,
		'-y',
		file,
	])
	return new Uint8Array(await fs.readFile(file))
}
