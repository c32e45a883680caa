import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { createLocalFileStore, type FileStore } from '#app/lib/storage/file-store.server.ts'
import { IMAGE_KINDS, MAX_IMAGE_BYTES } from './image-kinds.ts'
import { ImageRejectedError, removeStoredImage, sniffImageFormat, storeImage } from './images.server.ts'

/** A noisy RGB picture (noise does not compress, so the size is predictable). */
function noise(width: number, height: number) {
	return sharp(crypto.randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
}

async function filesUnder(dir: string): Promise<string[]> {
	const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
	return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
}

describe('storeImage', () => {
	let dir: string
	let store: FileStore
	beforeEach(async () => {
		dir = await fs.mkdtemp(path.join(os.tmpdir(), 'summit-images-'))
		store = createLocalFileStore(dir)
	})
	afterEach(async () => {
		await fs.rm(dir, { recursive: true, force: true })
	})

	async function refused(input: Uint8Array, message: string, subject = 'logo') {
		const attempt = storeImage(store, input, 'logo', 'sponsors', subject)
		await expect(attempt).rejects.toBeInstanceOf(ImageRejectedError)
		await expect(attempt).rejects.toThrow(message)
		expect(await filesUnder(dir)).toEqual([])
	}

	test('a valid PNG is stored as WebP variants at the kind’s widths, without EXIF or other metadata', async () => {
		const png = await noise(900, 600)
			.withExif({ IFD0: { Copyright: 'Secret camera owner', Artist: 'Someone' } })
			.withIccProfile('p3')
			.png()
			.toBuffer()
		const withExif = await sharp(png).metadata()
		expect(withExif.exif).toBeDefined()

		const key = await storeImage(store, png, 'speaker', 'speakers', 'photo')
		expect(key).toMatch(/^speakers\/[0-9a-f]{16}$/)
		const names = (await filesUnder(dir)).sort()
		expect(names).toEqual(IMAGE_KINDS.speaker.widths.map((w) => `${key}-${w}.webp`).sort())
		for (const width of IMAGE_KINDS.speaker.widths) {
			const data = await store.get(`${key}-${width}.webp`)
			const meta = await sharp(data!).metadata()
			expect(meta.format).toBe('webp')
			expect([meta.width, meta.height]).toEqual([width, width])
			expect(meta.exif).toBeUndefined()
			expect(meta.icc).toBeUndefined()
			expect(meta.xmp).toBeUndefined()
			expect(meta.iptc).toBeUndefined()
			expect(data!.includes('Secret camera owner')).toBe(false)
		}
	})

	test('JPEG and WebP are accepted too', async () => {
		const jpeg = await noise(300, 200).jpeg().toBuffer()
		const webp = await noise(300, 200).webp().toBuffer()
		expect(sniffImageFormat(jpeg)).toBe('jpeg')
		expect(sniffImageFormat(webp)).toBe('webp')
		await storeImage(store, jpeg, 'logo', 'sponsors')
		await storeImage(store, webp, 'logo', 'sponsors')
		expect(await filesUnder(dir)).toHaveLength(2 * IMAGE_KINDS.logo.widths.length)
	})

	test('an HTML file renamed to .png is refused and nothing is stored', async () => {
		const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')
		await refused(html, 'The logo must be a JPEG, PNG or WebP image.')
	})

	test('an SVG with a script is refused, even though the decoder could read it', async () => {
		const svg = Buffer.from(
			'<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><script>alert(1)</script><rect width="200" height="100" fill="red"/></svg>',
		)
		expect((await sharp(svg).metadata()).format).toBe('svg')
		await refused(svg, 'The photo must be a JPEG, PNG or WebP image.', 'photo')
	})

	test('a GIF (a real image of another format) is refused', async () => {
		const gif = await noise(50, 50).gif().toBuffer()
		await refused(gif, 'The logo must be a JPEG, PNG or WebP image.')
	})

	test('a 6 MB image is refused as too large', async () => {
		const big = await noise(1500, 1500).png({ compressionLevel: 0 }).toBuffer()
		expect(big.byteLength).toBeGreaterThan(6 * 1024 * 1024)
		expect(big.byteLength).toBeGreaterThan(MAX_IMAGE_BYTES)
		await refused(big, 'The image must be 5 MB or smaller.')
	})

	test('an empty file is refused', async () => {
		await refused(new Uint8Array(), 'The file is empty.')
	})

	test('a truncated JPEG or PNG is refused as damaged', async () => {
		const jpeg = await noise(400, 400).jpeg().toBuffer()
		await refused(jpeg.subarray(0, Math.floor(jpeg.byteLength * 0.6)), 'The image is damaged or incomplete.')
		const png = await noise(400, 400).png().toBuffer()
		await refused(png.subarray(0, Math.floor(png.byteLength * 0.6)), 'The image is damaged or incomplete.')
		// Only the signature: looks like a PNG, is not one.
		await refused(png.subarray(0, 8), 'The image is damaged or incomplete.')
	})

	test('a picture of too many pixels (a decompression bomb) is refused', async () => {
		const bomb = await sharp({
			create: { width: 10_000, height: 5_000, channels: 3, background: '#ffffff' },
		})
			.png()
			.toBuffer()
		expect(bomb.byteLength).toBeLessThan(MAX_IMAGE_BYTES)
		await refused(bomb, 'The image is too large: at most 40 megapixels.')
	})

	test('a failed write removes the variants already written', async () => {
		const png = await noise(200, 200).png().toBuffer()
		let writes = 0
		const failing: FileStore = {
			...store,
			async put(name, data) {
				if (++writes === 2) throw new Error('disk full')
				await store.put(name, data)
			},
		}
		await expect(storeImage(failing, png, 'speaker', 'speakers')).rejects.toThrow('disk full')
		expect(await filesUnder(dir)).toEqual([])
	})

	test('removeStoredImage removes every variant and never throws', async () => {
		const key = await storeImage(store, await noise(200, 200).png().toBuffer(), 'logo', 'sponsors')
		await removeStoredImage(store, key)
		expect(await filesUnder(dir)).toEqual([])
		await removeStoredImage(store, null)
		await removeStoredImage(store, '../etc/passwd')
	})
})
