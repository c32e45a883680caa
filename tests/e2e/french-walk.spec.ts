/**
 * Every public page in French (ADR 0059): each public route of app/routes.ts (`publicPagePaths`,
 * the personal pages from a registration and a group made for the test) is walked at `/x` and
 * `/fr/x`. The French page must answer 200 where the English one does, say `<html lang="fr">`, name
 * both languages in its `hreflang` alternates (and English as `x-default`), and show no English of
 * the interface:
 *
 * - no text of an English catalog message whose French differs (`englishOnlyTexts`: longer than
 *   three characters), in a text node or in `aria-label`, `title`, `placeholder`, `alt` (our own
 *   images, not uploads) and a button's `value`;
 * - no text written in a component: a text node (or one of those attributes) found identically on
 *   `/x` and `/fr/x` is English left in the code, unless it is the same in both languages by design
 *   (a catalog message equal in French) or it is content.
 *
 * Content staff write, and registrants' names, fall back to English by design, so a text is content
 * when it is one of the database's texts: every text value of every table, HTML split into its text
 * pieces, JSON columns into their strings (`contentTexts`); a page title with the site's name after
 * it, a tier with the spec's "(s)" and an excerpt cut with "…" count as their content. A text with no two letters in a row (a date, an amount, a reference) is
 * left out too. The test reports every offending page and text in one failure.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import type { Database } from '#app/db/handle.ts'
import { englishOnlyTexts, messageTexts, readCatalogs } from '#tests/i18n/catalogs.ts'
import { registerTestAttendee, registerTestGroup } from './support/registrants.ts'
import { publicPagePaths, urlOf } from './support/routes.ts'

/**
 * Names that are the same in both languages by design: the languages' own names (the switch) and
 * the networks and services the site links to.
 */
const SAME_BY_DESIGN = new Set([
	'English',
	'Français',
	'Facebook',
	'X (Twitter)',
	'LinkedIn',
	'Instagram',
	'YouTube',
	'WhatsApp',
	'Paystack',
])

/** The `hreflang` alternates of the page in `page`, as "tag path" ("fr /fr/agenda"), sorted. */
async function alternatesOf(page: Page): Promise<string[]> {
	const links = await page
		.locator('link[rel="alternate"][hreflang]')
		.evaluateAll((links) =>
			links.map((l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href')!).pathname}`),
		)
	return links.sort()
}

/** Collapsed whitespace. */
const norm = (text: string) => text.replace(/\s+/g, ' ').trim()

/** `html`'s character references as the characters a browser shows. */
function decodeEntities(html: string): string {
	return html
		.replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
		.replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
		.replace(/&nbsp;/g, ' ')
		.replace(/&quot;/g, '"')
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
		.replace(/&amp;/g, '&')
}

/** The strings held by `value` when it is JSON (the home texts, a FAQ), else none. */
function jsonStrings(value: string): string[] {
	if (!/^[[{]/.test(value.trim())) return []
	const out: string[] = []
	const walk = (node: unknown) => {
		if (typeof node === 'string') out.push(node)
		else if (node && typeof node === 'object') for (const inner of Object.values(node)) walk(inner)
	}
	try {
		walk(JSON.parse(value))
	} catch {
		// not JSON after all
	}
	return out
}

/** Every text value in the database, and each text piece of those holding HTML (normalised). */
async function contentTexts(db: Database): Promise<Set<string>> {
	const out = new Set<string>()
	for (const table of await db.introspection.getTables()) {
		if (table.name.startsWith('kysely_')) continue
		const rows = (await db
			.selectFrom(table.name as never)
			.selectAll()
			.execute()) as Record<string, unknown>[]
		for (const row of rows)
			for (const value of Object.values(row)) {
				if (typeof value !== 'string' || !/\p{L}/u.test(value)) continue
				out.add(norm(value))
				// HTML as text, a space where a block ends (an excerpt runs across its paragraphs).
				if (value.includes('<'))
					out.add(
						norm(
							decodeEntities(
								value
									.replace(/<\/(p|h[1-6]|li|blockquote|figcaption|div)\s*>|<(br|hr)\b[^>]*>/gi, ' ')
									.replace(/<[^>]*>/g, ''),
							),
						),
					)
				for (const piece of value.split(/<[^>]*>|\n/)) if (norm(piece)) out.add(norm(piece))
				// A JSON column (the home texts, the FAQ): each of its strings.
				for (const leaf of jsonStrings(value)) if (norm(leaf)) out.add(norm(leaf))
			}
	}
	return out
}

/** The page's texts: its text nodes and the attributes a visitor hears or sees (normalised). */
async function pageTexts(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const out: string[] = []
		const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
		for (let node = walker.nextNode(); node; node = walker.nextNode()) {
			const parent = node.parentElement
			if (!parent || parent.closest('script, style, template')) continue
			out.push(node.textContent ?? '')
		}
		for (const element of document.querySelectorAll(
			'[aria-label], [title], [placeholder], [alt], button[value]',
		)) {
			for (const name of ['aria-label', 'title', 'placeholder']) {
				const value = element.getAttribute(name)
				if (value) out.push(value)
			}
			const alt = element.getAttribute('alt')
			if (alt && !(element.getAttribute('src') ?? '').startsWith('/uploads/')) out.push(alt)
		}
		for (const input of document.querySelectorAll('input[type="submit"], input[type="button"]'))
			out.push(input.getAttribute('value') ?? '')
		if (document.title) out.push(document.title)
		return out.map((text) => text.replace(/\s+/g, ' ').trim()).filter((text) => text !== '')
	})
}

test('every public page in French: 200, lang and hreflang, and no English of the interface', async ({
	page,
	db,
	email,
	cleanup,
}) => {
	test.setTimeout(240_000)
	const registrant = await registerTestAttendee(db, { name: 'Awa Traoré', email }, cleanup)
	const group = await registerTestGroup(
		db,
		{
			contact: 'Koffi Mensah',
			email: `contact.${email}`,
			company: 'Abidjan Audit SA',
			names: ['Aya Kone', 'Yao Kouassi'],
		},
		cleanup,
	)
	const tokens = { ticket: registrant.ticketPath, manage: registrant.managePath, group: group.groupPath }
	const catalogs = readCatalogs()
	const english = englishOnlyTexts(catalogs)
	// The same in both languages by design: each catalog message equal in French ("Version {version}"
	// matches "Version 1").
	const samePatterns: RegExp[] = []
	const french = new Map(catalogs.filter((c) => c.locale === 'fr').flatMap((c) => Object.entries(c.messages)))
	for (const c of catalogs.filter((c) => c.locale === 'en'))
		for (const [key, message] of Object.entries(c.messages)) {
			const fr = messageTexts(french.get(key) ?? '')
			for (const text of messageTexts(message))
				if (fr.includes(text))
					samePatterns.push(
						new RegExp(
							`^${norm(text)
								.split(/\{\w+\}/)
								.map((part) => part.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&'))
								.join('.+')}$`,
						),
					)
		}
	const isSame = (text: string) => samePatterns.some((pattern) => pattern.test(text))
	// A certificate for the verification page's walk, issued before the content is read: its number
	// and name are content.
	await urlOf(db, '/certificate/:number', tokens)
	const content = await contentTexts(db)
	// A content text may come with what a component adds around it: a separator ("· Accra"), the
	// site's name after a page title ("… | Internal Audit Leadership Summit"), the spec's "(s)" after a
	// sponsor tier, or an ellipsis where an excerpt is cut.
	const isContent = (raw: string) => {
		const text = raw
			.replace(/ \| Internal Audit Leadership Summit$/, '')
			.replace(/ \(s\)$/, '')
			.replace(/^[\s·•|,:–—-]+|[\s·•|,:–—-]+$/g, '')
		if (content.has(text)) return true
		if (text.length < 8) return false
		const cut = text.endsWith('…') ? text.slice(0, -1).trimEnd() : null
		return [...content].some((value) => value.includes(text) || (cut !== null && value.startsWith(cut)))
	}
	/** English catalog texts in `text`: the whole text, or a long message within it. */
	const catalogHits = (text: string) =>
		english.filter((e) => text === e.text || (e.text.length >= 12 && text.includes(e.text)))

	const problems: string[] = []
	const visited: string[] = []
	for (const pattern of publicPagePaths()) {
		const url = await urlOf(db, pattern, tokens)
		const frUrl = url === '/' ? '/fr' : `/fr${url}`
		const en = await page.goto(url)
		const enStatus = en?.status()
		const enTexts = new Set(await pageTexts(page))
		const enAlternates = await alternatesOf(page)
		const fr = await page.goto(frUrl)
		visited.push(frUrl)
		if (enStatus === 200 && fr?.status() !== 200) {
			problems.push(`${frUrl}: answered ${fr?.status()} where ${url} answers 200`)
			continue
		}
		const lang = await page.locator('html').getAttribute('lang')
		if (lang !== 'fr') problems.push(`${frUrl}: <html lang="${lang}">, not "fr"`)
		// The same alternates as the English page (which names its canonical address: /registrants
		// names /register), with the French one under /fr; a personal page (noindex) names none.
		const alternates = await alternatesOf(page)
		if (alternates.join() !== enAlternates.join())
			problems.push(
				`${frUrl}: hreflang alternates ${alternates.join(', ') || 'none'}; ${url} has ${enAlternates.join(', ') || 'none'}`,
			)
		const english = enAlternates.find((a) => a.startsWith('en-GB '))?.slice(6)
		if (english !== undefined)
			for (const expected of [`fr ${english === '/' ? '/fr' : `/fr${english}`}`, `x-default ${english}`])
				if (!enAlternates.includes(expected)) problems.push(`${url}: no hreflang alternate "${expected}"`)
		const seen = new Set<string>()
		for (const text of await pageTexts(page)) {
			if (seen.has(text)) continue
			seen.add(text)
			if (isContent(text)) continue
			const hits = catalogHits(text)
			if (hits.length > 0) {
				problems.push(`${frUrl}: "${text}" is English (${hits.map((h) => h.key).join(', ')})`)
				continue
			}
			const titled = text.replace(/ \| Internal Audit Leadership Summit$/, '')
			if (
				enTexts.has(text) &&
				/\p{L}{2}/u.test(text) &&
				!isSame(text) &&
				!isSame(titled) &&
				!SAME_BY_DESIGN.has(text)
			)
				problems.push(`${frUrl}: "${text}" is the same as on ${url} (English written in a component?)`)
		}
	}
	expect(visited.length, 'French pages walked').toBeGreaterThan(20)
	expect(problems, `English on French pages (${problems.length})`).toEqual([])
})
