/**
 * The hostile-input corpus and a watcher that records anything a payload could do if
 * it ever ran in the page. Shared by the public-form and back-office suites.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import type { Page } from '@playwright/test'
import type { z } from 'zod'
import { expect } from './fixtures.ts'

/** Each payload calls `alert` (a dialog) or sets `window.__xss` if it ever runs. */
export const SCRIPT_PAYLOADS = [
	`<script>alert('xss-script')</script>`,
	`<img src=x onerror="alert('xss-img')">`,
	`"><svg onload=alert('xss-svg')>`,
	`javascript:alert('xss-href')`,
	`</title><script>window.__xss=1</script>`,
	`{{constructor.constructor('alert(1)')()}}`,
]
/** SQL meta-characters, including LIKE wildcards and the escape character. */
export const SQL_PAYLOADS = [
	`Robert'); DROP TABLE attendees;--`,
	`' OR '1'='1`,
	`100% _discount_ \\ "quoted"`,
]
/** French accents, Ga/Twi letters, Arabic (right to left) and emoji with modifiers and joiners. */
export const UNICODE = [`Ésaïe N'Guessan`, `Kwabena Ɔdɔm Ɛkuɔ`, `مريم الحسن`, `Ama 🎉👩🏾‍💼`]

/** Every value of the corpus. */
export const HOSTILE_VALUES = [...SCRIPT_PAYLOADS, ...SQL_PAYLOADS, ...UNICODE]

/**
 * The values the suites type into the forms: one of each kind (markup, LIKE wildcards with the
 * escape character and quotes, an emoji sequence with joiners). Typing each value takes a page load
 * and a submission, about two seconds, so the others are parsed with the form's own schema and
 * stored by the module function the form's action calls: the same path from the parse on, and
 * every value is still shown on every page that shows it.
 */
export const TYPED_VALUES = [SCRIPT_PAYLOADS[0]!, SQL_PAYLOADS[2]!, UNICODE[3]!]

/** The values of the corpus that are not typed (see `TYPED_VALUES`). */
export const STORED_VALUES = HOSTILE_VALUES.filter((value) => !TYPED_VALUES.includes(value))

/**
 * `fields` parsed the way a form action parses a submission: as FormData, through conform's
 * `parseWithZod` with the form's `schema`. Returns the parsed value; throws with the form's messages
 * when the schema refuses it.
 */
export function parseAsSubmitted<Schema extends z.ZodType>(
	schema: Schema,
	fields: Record<string, string | number | File>,
): z.output<Schema> {
	const formData = new FormData()
	for (const [name, value] of Object.entries(fields)) {
		formData.set(name, typeof value === 'number' ? String(value) : value)
	}
	const submission = parseWithZod(formData, { schema })
	if (submission.status !== 'success') {
		throw new Error(`The form refused ${JSON.stringify(fields)}: ${JSON.stringify(submission.error)}`)
	}
	return submission.value as z.output<Schema>
}

/**
 * Starts recording dialogs, uncaught page errors and console errors on `page` (a payload that
 * became markup but was stopped by the Content-Security-Policy still shows as a console error).
 * `assertNothingRan` also checks the page in view for `window.__xss`; `open` loads a URL and
 * checks it at once.
 */
export function watch(page: Page) {
	const ran: string[] = []
	page.on('dialog', async (dialog) => {
		ran.push(`dialog: ${dialog.message()}`)
		await dialog.dismiss()
	})
	page.on('pageerror', (error) => ran.push(`pageerror: ${error.message}`))
	page.on('console', (message) => {
		if (message.type() === 'error') ran.push(`console error: ${message.text()}`)
	})
	async function assertNothingRan() {
		expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
		expect(ran).toEqual([])
	}
	return {
		ran,
		assertNothingRan,
		async open(url: string) {
			await page.goto(url)
			await assertNothingRan()
		},
	}
}
