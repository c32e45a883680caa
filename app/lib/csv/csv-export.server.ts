/**
 * CSV downloads (ADR 0014): csv-stringify, streamed, UTF-8 with a byte
 * order mark (so Excel reads non-Latin names correctly), CRLF line ends, and every cell that a
 * spreadsheet would read as a formula neutralised (OWASP "CSV Injection").
 */
import { stringify } from 'csv-stringify/sync'

/**
 * First characters that make a spreadsheet evaluate a cell (OWASP): = + - @ tab and carriage return,
 * and the full-width ＝ ＋ － ＠ that Apple Numbers normalises to them (as csv-stringify's own
 * `escape_formulas` does).
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/

/**
 * A cell's text, safe to open in a spreadsheet: a value starting with `=`, `+`, `-`, `@`, a tab or
 * a carriage return gets a leading single quote, so it is shown as text and never run as a formula
 * (`=HYPERLINK(…)` → `'=HYPERLINK(…)`; a WhatsApp number `+233…` → `'+233…`; the full-width
 * forms too). Null is empty.
 * Quoting of commas, quotes and line breaks is csv-stringify's job.
 */
export function neutraliseCell(value: string | number | null | undefined): string {
	if (value === null || value === undefined) return ''
	const text = String(value)
	return FORMULA_START.test(text) ? `'${text}` : text
}

/** One column of a CSV file: its header and how a row gives its value. */
export interface CsvColumn<Row> {
	header: string
	value: (row: Row) => string | number | null
}

const encoder = new TextEncoder()

/**
 * CRLF between records. `quote_record_delimiter` must be set again: csv-stringify turns it off when
 * a record delimiter is given, and a lone line feed inside a cell would then go out unquoted.
 */
function csvText(records: string[][], withBom: boolean): string {
	return stringify(records, { bom: withBom, record_delimiter: 'windows', quote_record_delimiter: true })
}

/**
 * A CSV file as a byte stream: the byte order mark and the header line, then the rows of each
 * batch of `batches`. Pull-based: the next batch is read from the database only when the reader
 * (the HTTP response, at the client's pace) has taken the previous one, so memory holds one batch
 * whatever the number of rows. Cancelling the stream (the download was aborted) stops the batches.
 */
export function csvStream<Row>(
	columns: readonly CsvColumn<Row>[],
	batches: AsyncIterable<readonly Row[]>,
): ReadableStream<Uint8Array> {
	const iterator = batches[Symbol.asyncIterator]()
	let headerSent = false
	return new ReadableStream<Uint8Array>(
		{
			async pull(controller) {
				if (!headerSent) {
					headerSent = true
					controller.enqueue(encoder.encode(csvText([columns.map((c) => neutraliseCell(c.header))], true)))
					return
				}
				const next = await iterator.next()
				if (next.done) {
					controller.close()
					return
				}
				const records = next.value.map((row) => columns.map((c) => neutraliseCell(c.value(row))))
				controller.enqueue(encoder.encode(csvText(records, false)))
			},
			async cancel() {
				await iterator.return?.()
			},
		},
		{ highWaterMark: 0 },
	)
}

/**
 * The HTTP response of a CSV download named `fileName`: an attachment, never cached (personal
 * data). `X-Content-Type-Options: nosniff` comes with the server's security headers.
 */
export function csvResponse(fileName: string, body: ReadableStream<Uint8Array>): Response {
	return new Response(body, {
		headers: {
			'Content-Type': 'text/csv; charset=utf-8',
			'Content-Disposition': `attachment; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`,
			'Cache-Control': 'no-store',
		},
	})
}
