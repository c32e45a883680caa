/**
 * The message catalogs agree (ADR 0059): every key in English is in French and the other way, no
 * French message is empty, a key's variables are the same in both languages, each key starts with
 * its area's prefix (`pages_…` in `messages/pages/`) and is in one area only, and every `m.<key>` the
 * code calls is in the catalogs. Each failure names the key and the file.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { messageTexts, messageVariables, readCatalogs, type Catalog } from './catalogs.ts'

const catalogs = readCatalogs()
const areas = [...new Set(catalogs.map((c) => c.area))]
const pair = (area: string) =>
	[
		catalogs.find((c) => c.area === area && c.locale === 'en')!,
		catalogs.find((c) => c.area === area && c.locale === 'fr')!,
	] as const

/** The keys of `c` that `other` lacks, as "key (in file, not in other file)". */
function missingFrom(c: Catalog, other: Catalog): string[] {
	return Object.keys(c.messages)
		.filter((key) => !(key in other.messages))
		.map((key) => `${key} (in ${c.file}, not in ${other.file})`)
}

const ROOT = path.resolve(import.meta.dirname, '../..')

/**
 * Each `m.<key>` called in app/ (`.ts`, `.tsx`, `.js`, the compiled catalogs left out) by a file that
 * imports the catalogs, with the file that calls it.
 */
function calledKeys(): { key: string; file: string }[] {
	const out: { key: string; file: string }[] = []
	for (const file of fs.readdirSync(path.join(ROOT, 'app'), { recursive: true, encoding: 'utf8' })) {
		if (!/\.(ts|tsx|js)$/.test(file) || file.startsWith(`paraglide${path.sep}`)) continue
		// Comments left out: a docstring may show `m.key(…)` as an example.
		const text = fs
			.readFileSync(path.join(ROOT, 'app', file), 'utf8')
			.replace(/\/\*[\s\S]*?\*\//g, '')
			.replace(/(^|[^:])\/\/.*$/gm, '$1')
		if (!/from '(#app\/lib\/i18n\/messages\.ts|#app\/paraglide\/messages\.js)'/.test(text)) continue
		for (const match of text.matchAll(/\bm\.([A-Za-z_$][\w$]*)/g))
			out.push({ key: match[1]!, file: `app/${file}` })
	}
	return out
}

describe('the message catalogs', () => {
	test('project.inlang/settings.json lists areas and each has both files', () => {
		expect(areas.length).toBeGreaterThan(0)
		for (const area of areas)
			expect(pair(area).map((c) => c.file)).toEqual([`messages/${area}/en.json`, `messages/${area}/fr.json`])
	})

	test('every key is in both languages', () => {
		const problems = areas.flatMap((area) => {
			const [en, fr] = pair(area)
			return [...missingFrom(en, fr), ...missingFrom(fr, en)]
		})
		expect(problems, 'keys in one language only').toEqual([])
	})

	test('no French message is empty', () => {
		const problems = catalogs
			.filter((c) => c.locale === 'fr')
			.flatMap((c) =>
				Object.entries(c.messages)
					.filter(([, message]) => {
						const texts = messageTexts(message)
						return texts.length === 0 || texts.some((text) => typeof text !== 'string' || text.trim() === '')
					})
					.map(([key]) => `${key} (${c.file})`),
			)
		expect(problems, 'empty French messages').toEqual([])
	})

	test('a key takes the same variables in both languages', () => {
		const problems = areas.flatMap((area) => {
			const [en, fr] = pair(area)
			return Object.entries(en.messages)
				.filter(([key]) => key in fr.messages)
				.flatMap(([key, message]) => {
					const english = messageVariables(message)
					const french = messageVariables(fr.messages[key]!)
					return english.join() === french.join()
						? []
						: [`${key}: {${english.join('}, {')}} in ${en.file}, {${french.join('}, {')}} in ${fr.file}`]
				})
		})
		expect(problems, 'variables that differ between languages').toEqual([])
	})

	test("each key starts with its area's prefix and is in one area only", () => {
		const badPrefix = catalogs.flatMap((c) =>
			Object.keys(c.messages)
				.filter((key) => !key.startsWith(`${c.area}_`))
				.map((key) => `${key} (${c.file}: keys there start with ${c.area}_)`),
		)
		expect(badPrefix, 'keys outside their area').toEqual([])
		const seen = new Map<string, string>()
		const twice: string[] = []
		for (const c of catalogs.filter((c) => c.locale === 'en'))
			for (const key of Object.keys(c.messages)) {
				if (seen.has(key)) twice.push(`${key} (${seen.get(key)} and ${c.file})`)
				seen.set(key, c.file)
			}
		expect(twice, 'keys in two areas').toEqual([])
	})

	test('every message the code calls is in the catalogs', () => {
		const english = new Set(catalogs.filter((c) => c.locale === 'en').flatMap((c) => Object.keys(c.messages)))
		const french = new Set(catalogs.filter((c) => c.locale === 'fr').flatMap((c) => Object.keys(c.messages)))
		const calls = calledKeys()
		expect(calls.length, 'm.<key> calls found in app/').toBeGreaterThan(0)
		const problems = [
			...new Set(
				calls.flatMap(({ key, file }) => [
					...(english.has(key) ? [] : [`m.${key} in ${file}: not in any messages/<area>/en.json`]),
					...(french.has(key) ? [] : [`m.${key} in ${file}: not in any messages/<area>/fr.json`]),
				]),
			),
		]
		expect(problems, 'messages called but missing').toEqual([])
	})
})
