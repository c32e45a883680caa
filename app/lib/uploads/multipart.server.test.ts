import { describe, expect, test } from 'vitest'
import { IMAGE_FORM_LIMITS, readUploadForm, UPLOAD_MESSAGES, type UploadLimits } from './multipart.server.ts'

const MB = 1024 * 1024

/** A multipart POST built the way a browser builds it (fields first, then the file). */
function multipart(
	fields: Record<string, string>,
	file?: { name: string; bytes: Uint8Array<ArrayBuffer>; type: string },
) {
	const body = new FormData()
	for (const [k, v] of Object.entries(fields)) body.append(k, v)
	if (file) body.append('photo', new File([file.bytes], file.name, { type: file.type }))
	return new Request('http://localhost/admin/add-speaker', { method: 'POST', body })
}

/** A request whose body reports how much of it was read. */
function streamed(chunks: Uint8Array[], headers: Record<string, string>) {
	let pulled = 0
	const body = new ReadableStream<Uint8Array>(
		{
			pull(controller) {
				const chunk = chunks[pulled++]
				if (chunk) controller.enqueue(chunk)
				else controller.close()
			},
		},
		// Pull nothing until the reader asks.
		{ highWaterMark: 0 },
	)
	const request = new Request('http://localhost/admin/add-speaker', {
		method: 'POST',
		body,
		headers,
		// @ts-expect-error Node's fetch needs `duplex` for a stream body; the DOM types lack it.
		duplex: 'half',
	})
	return { request, pulled: () => pulled }
}

describe('readUploadForm', () => {
	test('reads text fields and the file as a File', async () => {
		const bytes = new Uint8Array([1, 2, 3, 4])
		const result = await readUploadForm(
			multipart({ fullName: 'Ama Mensah', bio: 'Héllo ✓' }, { name: 'a.png', bytes, type: 'image/png' }),
		)
		expect(result.ok).toBe(true)
		expect(result.formData.get('fullName')).toBe('Ama Mensah')
		expect(result.formData.get('bio')).toBe('Héllo ✓')
		const file = result.formData.get('photo') as File
		expect(file).toBeInstanceOf(File)
		expect(file.name).toBe('a.png')
		expect(file.type).toBe('image/png')
		expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes)
	})

	test('no file chosen gives an empty, nameless File (read as absent by the schema)', async () => {
		const body = new FormData()
		body.append('title', 'Mr.')
		body.append('photo', new File([], '', { type: 'application/octet-stream' }))
		const result = await readUploadForm(new Request('http://localhost/', { method: 'POST', body }))
		const file = result.formData.get('photo') as File
		expect([file.name, file.size]).toEqual(['', 0])
	})

	test('a file over 5 MB is refused with 413, keeping the fields sent before it', async () => {
		const request = multipart(
			{ fullName: 'Kofi' },
			{ name: 'big.png', bytes: new Uint8Array(5 * MB + 1), type: 'image/png' },
		)
		const result = await readUploadForm(request)
		expect(result).toMatchObject({ ok: false, status: 413, message: 'The image must be 5 MB or smaller.' })
		expect(result.formData.get('fullName')).toBe('Kofi')
		expect(result.formData.get('photo')).toBeNull()
	})

	test('a body whose Content-Length is over the limit is refused before a byte is read', async () => {
		const { request, pulled } = streamed([new Uint8Array(1024)], {
			'Content-Type': 'multipart/form-data; boundary=x',
			'Content-Length': String(6 * MB),
		})
		const result = await readUploadForm(request)
		expect(result).toMatchObject({ ok: false, status: 413, message: UPLOAD_MESSAGES.tooLarge })
		expect(pulled()).toBe(0)
	})

	test('a chunked body without Content-Length stops being read at the total limit', async () => {
		const limits: UploadLimits = { ...IMAGE_FORM_LIMITS, maxFileSize: 1000, maxTotalSize: 1500 }
		const boundary = 'b0undary'
		const head = (name: string) =>
			new TextEncoder().encode(
				`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${'x'.repeat(900)}\r\n`,
			)
		// An endless stream of 900-byte fields.
		const chunks = Array.from({ length: 1000 }, (_, i) => head(`f${i}`))
		const { request, pulled } = streamed(chunks, {
			'Content-Type': `multipart/form-data; boundary=${boundary}`,
		})
		const result = await readUploadForm(request, limits)
		expect(result).toMatchObject({ ok: false, status: 413 })
		expect(pulled()).toBeLessThan(10)
	})

	test('too many parts are refused', async () => {
		const fields = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, 'x']))
		const result = await readUploadForm(multipart(fields))
		expect(result).toMatchObject({ ok: false, status: 413, message: UPLOAD_MESSAGES.tooManyParts })
	})

	test('a malformed multipart body is refused with 400', async () => {
		const { request } = streamed([new TextEncoder().encode('not multipart at all')], {
			'Content-Type': 'multipart/form-data',
		})
		expect(await readUploadForm(request)).toMatchObject({ ok: false, status: 400 })
	})

	test('URL-encoded forms (no file) are read, within their own limit', async () => {
		const ok = await readUploadForm(
			new Request('http://localhost/', {
				method: 'POST',
				body: new URLSearchParams({ intent: 'delete', id: '4' }),
			}),
		)
		expect(ok.ok).toBe(true)
		expect(ok.formData.get('intent')).toBe('delete')
		const tooBig = await readUploadForm(
			new Request('http://localhost/', {
				method: 'POST',
				body: new URLSearchParams({ bio: 'x'.repeat(200 * 1024) }),
			}),
		)
		expect(tooBig).toMatchObject({ ok: false, status: 413 })
	})
})
