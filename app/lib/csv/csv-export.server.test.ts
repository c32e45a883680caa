import { parse } from 'csv-parse/sync'
import { describe, expect, test } from 'vitest'
import { type CsvColumn, csvResponse, csvStream, neutraliseCell } from './csv-export.server.ts'

describe('neutraliseCell', () => {
	test.each([
		['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
		['+233 24 123 4567', `'+233 24 123 4567`],
		['-2+3', `'-2+3`],
		['@SUM(A1:A2)', `'@SUM(A1:A2)`],
		['\tTabbed', `'\tTabbed`],
		['\rReturn', `'\rReturn`],
		['＝1+1', `'＝1+1`],
		['＋1', `'＋1`],
		['－1', `'－1`],
		['＠x', `'＠x`],
	])('%j starts with a formula character and gets a leading quote', (input, output) => {
		expect(neutraliseCell(input)).toBe(output)
	})

	test.each([
		'Kwabena Ɔdɔm',
		"Ésaïe N'Guessan",
		'مريم',
		'Ama 🎉',
		'a=b',
		' =not first',
		"'already quoted",
		'',
		'100',
	])('%j is left as it is', (input) => {
		expect(neutraliseCell(input)).toBe(input)
	})

	test('null and undefined are empty; numbers become text (negative ones neutralised)', () => {
		expect(neutraliseCell(null)).toBe('')
		expect(neutraliseCell(undefined)).toBe('')
		expect(neutraliseCell(42)).toBe('42')
		expect(neutraliseCell(-1)).toBe("'-1")
	})
})

interface Person {
	name: string
	company: string | null
}
const columns: CsvColumn<Person>[] = [
	{ header: 'Name', value: (p) => p.name },
	{ header: 'Company', value: (p) => p.company },
]

async function* batchesOf(rows: Person[][]) {
	for (const batch of rows) yield batch
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
	return new Uint8Array(await new Response(stream).arrayBuffer())
}

describe('csvStream', () => {
	test('UTF-8 with a byte order mark, CRLF after every record, header first, batches in order', async () => {
		const bytes = await bytesOf(
			csvStream(
				columns,
				batchesOf([
					[
						{ name: 'Kwabena Ɔdɔm', company: 'Adinkra Ltd' },
						{ name: "Ésaïe N'Guessan", company: null },
					],
					[{ name: 'مريم 🎉', company: '=HYPERLINK("http://x","y")' }],
				]),
			),
		)
		expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
		const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
		expect(text).toBe(
			'\uFEFFName,Company\r\n' +
				'Kwabena Ɔdɔm,Adinkra Ltd\r\n' +
				"Ésaïe N'Guessan,\r\n" +
				`مريم 🎉,"'=HYPERLINK(""http://x"",""y"")"\r\n`,
		)
		expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
	})

	test('commas, quotes and line breaks inside a cell are quoted and read back intact', async () => {
		const rows = [
			{ name: 'Line\nbreak', company: 'Comma, Inc' },
			{ name: 'Carriage\r\nreturn', company: 'Say "hi"' },
			{ name: '\rstarts with CR', company: '-minus' },
		]
		const bytes = await bytesOf(csvStream(columns, batchesOf([rows])))
		const records = parse(Buffer.from(bytes), { bom: true, columns: true }) as Record<string, string>[]
		expect(records).toEqual([
			{ Name: 'Line\nbreak', Company: 'Comma, Inc' },
			{ Name: 'Carriage\r\nreturn', Company: 'Say "hi"' },
			{ Name: "'\rstarts with CR", Company: "'-minus" },
		])
	})

	test('no rows: the byte order mark and the header only', async () => {
		const bytes = await bytesOf(csvStream(columns, batchesOf([])))
		expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe('\uFEFFName,Company\r\n')
	})

	test('reads the next batch only when the reader asks for more, and stops the batches on cancel', async () => {
		let produced = 0
		let finished = false
		async function* lazy() {
			try {
				for (let i = 0; i < 100; i++) {
					produced++
					yield [{ name: `Row ${i}`, company: null }]
				}
			} finally {
				finished = true
			}
		}
		const reader = csvStream(columns, lazy()).getReader()
		await reader.read() // header
		await reader.read() // first batch
		await new Promise((resolve) => setTimeout(resolve, 10))
		expect(produced).toBeLessThanOrEqual(2)
		await reader.cancel()
		expect(finished).toBe(true)
	})
})

describe('csvResponse', () => {
	test('an attachment with the file name, CSV in UTF-8, not cached', async () => {
		const response = csvResponse('Attendees_List.csv', csvStream(columns, batchesOf([])))
		expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="Attendees_List.csv"')
		expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
		expect(response.headers.get('Cache-Control')).toBe('no-store')
		expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(3)
	})
})
