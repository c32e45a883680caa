/**
 * The video pipeline with the real ffmpeg and ffprobe (installed by `npm test`): test videos are made
 * by ffmpeg itself, stored through `storeVideo`, and the stored file read back with ffprobe.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createLocalFileStore, type FileStore } from '#app/lib/storage/file-store.server.ts'
import { makeTestVideo, type TestVideoOptions } from '#tests/factories/videos.ts'
import { VIDEO_MESSAGES } from './video-rules.ts'
import { sniffVideoFormat, storeVideo, VideoRejectedError, videoProcessingAvailable } from './video.server.ts'

const run = promisify(execFile)
let dir: string
let store: FileStore

/** A test film in the test's folder (`makeTestVideo`). */
function makeVideo(name: string, options?: TestVideoOptions) {
	return makeTestVideo(path.join(dir, name), options)
}

/** What ffprobe reads in a stored video. */
async function probeStored(key: string) {
	const { stdout } = await run('ffprobe', [
		'-v',
		'error',
		'-print_format',
		'json',
		'-show_entries',
		'format=duration,format_name:format_tags:stream=codec_type,codec_name,width,height',
		path.join(dir, 'store', key),
	])
	return JSON.parse(stdout) as {
		format: { duration: string; format_name: string; tags?: Record<string, string> }
		streams: { codec_type: string; codec_name: string; width?: number; height?: number }[]
	}
}

async function stored(): Promise<string[]> {
	const entries = await fs.readdir(path.join(dir, 'store'), { recursive: true }).catch(() => [])
	return entries.filter((e) => e.endsWith('.mp4')).sort()
}

beforeAll(async () => {
	dir = await fs.mkdtemp(path.join(os.tmpdir(), 'summit-video-test-'))
	store = createLocalFileStore(path.join(dir, 'store'))
})

afterAll(async () => {
	await fs.rm(dir, { recursive: true, force: true })
})

test('ffmpeg is here (npm test installs it): the pipeline is not skipped', async () => {
	expect(await videoProcessingAvailable()).toBe(true)
})

test('the first bytes name the container; an image or a page is no video', async () => {
	expect(sniffVideoFormat(await makeVideo('sniff.mp4', { seconds: 1, size: '64x64', sound: false }))).toBe(
		'iso-media',
	)
	expect(sniffVideoFormat(Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4]))).toBe('matroska')
	expect(
		sniffVideoFormat(
			new Uint8Array(
				await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
					.png()
					.toBuffer(),
			),
		),
	).toBeNull()
	expect(sniffVideoFormat(new TextEncoder().encode('<html><script>alert(1)</script></html>'))).toBeNull()
})

describe('storeVideo', () => {
	test('re-encodes to an H.264 MP4 without sound or metadata, at most 1280 pixels wide', async () => {
		const key = await storeVideo(store, await makeVideo('wide.mp4'), 'site')
		expect(key).toMatch(/^site\/[0-9a-f]{16}\.mp4$/)
		const info = await probeStored(key)
		expect(info.streams).toEqual([{ codec_type: 'video', codec_name: 'h264', width: 1280, height: 720 }])
		expect(Number(info.format.duration)).toBeCloseTo(2, 0)
		expect(JSON.stringify(info.format.tags ?? {})).not.toMatch(/Private rehearsal|location|\+05\.6037/)
	})

	test('a portrait film keeps its shape; a small one is not enlarged; WebM is read too', async () => {
		const portrait = await probeStored(
			await storeVideo(store, await makeVideo('tall.mp4', { size: '1080x1920', seconds: 1 }), 'site'),
		)
		expect(portrait.streams[0]).toMatchObject({ width: 720, height: 1280 })
		const small = await probeStored(
			await storeVideo(store, await makeVideo('small.mp4', { size: '320x240', seconds: 1 }), 'site'),
		)
		expect(small.streams[0]).toMatchObject({ width: 320, height: 240 })
		const webm = await makeVideo('clip.webm', {
			size: '640x360',
			seconds: 1,
			format: 'webm',
		})
		const fromWebm = await probeStored(await storeVideo(store, webm, 'site'))
		expect(fromWebm.streams).toEqual([{ codec_type: 'video', codec_name: 'h264', width: 640, height: 360 }])
	})

	test('refused, with a message and nothing stored: empty, not a video, damaged, sound only, too long', async () => {
		const before = await stored()
		const tempRoot = path.join(dir, 'work')
		await fs.mkdir(tempRoot)
		const refusal = async (bytes: Uint8Array) => {
			const error = await storeVideo(store, bytes, 'site', { tempRoot }).then(
				() => null,
				(e: unknown) => e,
			)
			expect(error).toBeInstanceOf(VideoRejectedError)
			return (error as Error).message
		}
		const clip = await makeVideo('cut.mp4', { seconds: 1, size: '320x240', sound: false })
		const soundOnly = path.join(dir, 'tone.m4a')
		await run('ffmpeg', [
			'-v',
			'error',
			'-f',
			'lavfi',
			'-i',
			'sine=frequency=440',
			'-t',
			'1',
			'-c:a',
			'aac',
			'-y',
			soundOnly,
		])
		const long = await makeVideo('long.mp4', { size: '64x64', seconds: 61, rate: 1, sound: false })

		expect(await refusal(new Uint8Array())).toBe(VIDEO_MESSAGES.empty)
		expect(await refusal(new TextEncoder().encode('<svg onload="alert(1)"/>'))).toBe(VIDEO_MESSAGES.wrongType)
		expect(await refusal(clip.subarray(0, 600))).toBe(VIDEO_MESSAGES.damaged)
		expect(await refusal(new Uint8Array(await fs.readFile(soundOnly)))).toBe(VIDEO_MESSAGES.noPicture)
		expect(await refusal(long)).toBe(VIDEO_MESSAGES.tooLong)
		expect(await stored()).toEqual(before)
		// No temporary folder is left behind.
		expect(await fs.readdir(tempRoot)).toEqual([])
	})
})
