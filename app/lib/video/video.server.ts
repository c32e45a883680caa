/**
 * Video intake (ADR 0033), the twin of the image pipeline: an uploaded video is never stored as
 * sent. It is checked (size, the first bytes of an MP4/MOV or WebM file, a readable picture stream
 * no longer than `MAX_VIDEO_SECONDS`), then re-encoded by ffmpeg to one H.264 MP4 without sound,
 * subtitles, chapters or metadata, at most `VIDEO_MAX_SIDE` pixels on its longer side (never
 * enlarged), with its index first so it starts playing before it has all arrived.
 *
 * ffmpeg and ffprobe (Debian's `ffmpeg` package) are run as programs with argument lists (no shell),
 * on files in a private temporary folder, reading only local files and only the MP4/MOV and
 * Matroska/WebM formats, with a time limit; one video is processed at a time.
 */
import { execFile } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { FileStore } from '#app/lib/storage/file-store.server.ts'
import { MAX_VIDEO_BYTES, MAX_VIDEO_SECONDS, VIDEO_MAX_SIDE, VIDEO_MESSAGES } from './video-rules.ts'

const run = promisify(execFile)

/** Thrown when a file is not an acceptable video; the message is safe to show. */
export class VideoRejectedError extends Error {
	override name = 'VideoRejectedError'
}

/** Longest a probe or an encode may take before it is stopped, in ms. */
const PROBE_TIMEOUT_MS = 20_000
const ENCODE_TIMEOUT_MS = 5 * 60_000

/** Demuxers ffmpeg may use to read an upload: MP4/MOV and Matroska/WebM, nothing else. */
const INPUT_FORMATS = 'mov,mp4,m4a,3gp,3g2,mj2,matroska,webm'
const SAFE_INPUT = ['-protocol_whitelist', 'file', '-format_whitelist', INPUT_FORMATS]

/** The container the first bytes announce: ISO media (MP4, MOV) or Matroska (WebM), else null. */
export function sniffVideoFormat(input: Uint8Array): 'iso-media' | 'matroska' | null {
	if (input.length >= 4 && input[0] === 0x1a && input[1] === 0x45 && input[2] === 0xdf && input[3] === 0xa3) {
		return 'matroska'
	}
	const box = input.length >= 8 ? String.fromCharCode(...input.subarray(4, 8)) : ''
	return ['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip'].includes(box) ? 'iso-media' : null
}

let queue: Promise<unknown> = Promise.resolve()

/** Runs `task` after every task queued before it (one video at a time). */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
	const next = queue.then(task, task)
	queue = next.catch(() => {})
	return next
}

let available: Promise<boolean> | undefined

/** Whether ffmpeg and ffprobe can be run here (asked once per process). */
export function videoProcessingAvailable(): Promise<boolean> {
	available ??= Promise.all([run('ffmpeg', ['-version']), run('ffprobe', ['-version'])]).then(
		() => true,
		() => false,
	)
	return available
}

/** The duration (s) and whether there is a picture stream, read by ffprobe; throws when unreadable. */
async function probe(file: string): Promise<{ seconds: number; hasPicture: boolean }> {
	const { stdout } = await run(
		'ffprobe',
		[
			...SAFE_INPUT,
			'-v',
			'error',
			'-print_format',
			'json',
			'-show_entries',
			'format=duration:stream=codec_type:stream_disposition=attached_pic',
			file,
		],
		{ timeout: PROBE_TIMEOUT_MS, killSignal: 'SIGKILL', maxBuffer: 1024 * 1024 },
	)
	const info = JSON.parse(stdout) as {
		format?: { duration?: string }
		streams?: { codec_type?: string; disposition?: { attached_pic?: number } }[]
	}
	return {
		seconds: Number(info.format?.duration ?? NaN),
		hasPicture: (info.streams ?? []).some((s) => s.codec_type === 'video' && !s.disposition?.attached_pic),
	}
}

/**
 * Checks `input` and stores its re-encoded MP4 under a new key `<prefix>/<random>.mp4`; returns the
 * key. Works in a private folder under `tempRoot` (the system's temporary folder by default), removed
 * in every case. Throws `VideoRejectedError` for a file that is not an acceptable video (nothing
 * stored), with `VIDEO_MESSAGES.unavailable` when ffmpeg is not installed; rethrows a storage failure.
 */
export async function storeVideo(
	store: FileStore,
	input: Uint8Array,
	prefix: string,
	{ tempRoot = os.tmpdir() }: { tempRoot?: string } = {},
): Promise<string> {
	if (input.byteLength === 0) throw new VideoRejectedError(VIDEO_MESSAGES.empty)
	if (input.byteLength > MAX_VIDEO_BYTES) throw new VideoRejectedError(VIDEO_MESSAGES.tooLarge)
	if (!sniffVideoFormat(input)) throw new VideoRejectedError(VIDEO_MESSAGES.wrongType)
	if (!(await videoProcessingAvailable())) throw new VideoRejectedError(VIDEO_MESSAGES.unavailable)
	return oneAtATime(async () => {
		const dir = await fs.mkdtemp(path.join(tempRoot, 'summit-video-'))
		try {
			const source = path.join(dir, 'upload')
			const encoded = path.join(dir, 'encoded.mp4')
			await fs.writeFile(source, input, { mode: 0o600 })
			let info: { seconds: number; hasPicture: boolean }
			try {
				info = await probe(source)
			} catch {
				throw new VideoRejectedError(VIDEO_MESSAGES.damaged)
			}
			if (!info.hasPicture) throw new VideoRejectedError(VIDEO_MESSAGES.noPicture)
			if (!Number.isFinite(info.seconds) || info.seconds <= 0)
				throw new VideoRejectedError(VIDEO_MESSAGES.damaged)
			if (info.seconds > MAX_VIDEO_SECONDS + 0.5) throw new VideoRejectedError(VIDEO_MESSAGES.tooLong)
			const side = VIDEO_MAX_SIDE
			try {
				await run(
					'ffmpeg',
					[
						...SAFE_INPUT,
						'-v',
						'error',
						'-nostdin',
						'-i',
						source,
						'-map',
						'0:v:0',
						'-an',
						'-sn',
						'-dn',
						'-map_metadata',
						'-1',
						'-map_chapters',
						'-1',
						'-t',
						String(MAX_VIDEO_SECONDS),
						'-vf',
						`scale=w='min(${side},iw)':h='min(${side},ih)':force_original_aspect_ratio=decrease:force_divisible_by=2,fps='min(30,source_fps)'`,
						'-c:v',
						'libx264',
						'-preset',
						'veryfast',
						'-crf',
						'28',
						'-pix_fmt',
						'yuv420p',
						'-movflags',
						'+faststart',
						'-fflags',
						'+bitexact',
						'-threads',
						'2',
						'-f',
						'mp4',
						encoded,
					],
					{ timeout: ENCODE_TIMEOUT_MS, killSignal: 'SIGKILL', maxBuffer: 1024 * 1024 },
				)
			} catch {
				throw new VideoRejectedError(VIDEO_MESSAGES.damaged)
			}
			const key = `${prefix}/${crypto.randomBytes(8).toString('hex')}.mp4`
			await store.put(key, await fs.readFile(encoded))
			return key
		} finally {
			await fs.rm(dir, { recursive: true, force: true })
		}
	})
}
