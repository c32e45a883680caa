/**
 * The message catalogs as files (ADR 0059): every `messages/<area>/{en,fr}.json` that
 * `project.inlang/settings.json` lists, read as they are, for the tests that check them
 * (`catalogs.test.ts`) and for the walk of the French pages (`tests/e2e/french-walk.spec.ts`).
 */
import fs from 'node:fs'
import path from 'node:path'

/** A message as the inlang message format writes it: a text, or variants (plurals) in an array. */
export type CatalogMessage =
	string | { declarations?: string[]; selectors?: string[]; match?: Record<string, string> }[]

/** One area's catalog in one language. */
export interface Catalog {
	area: string
	locale: 'en' | 'fr'
	/** Path from the repository's root, e.g. `messages/pages/fr.json`. */
	file: string
	messages: Record<string, CatalogMessage>
}

const ROOT = path.resolve(import.meta.dirname, '../..')

/** The areas `project.inlang/settings.json` lists (`./messages/<area>/{locale}.json`), in its order. */
export function catalogAreas(): string[] {
	const settings = JSON.parse(fs.readFileSync(path.join(ROOT, 'project.inlang/settings.json'), 'utf8')) as {
		'plugin.inlang.messageFormat': { pathPattern: string[] }
	}
	return settings['plugin.inlang.messageFormat'].pathPattern.map((pattern) => {
		const area = /^\.\/messages\/([a-z]+)\/\{locale\}\.json$/.exec(pattern)?.[1]
		if (!area) throw new Error(`project.inlang/settings.json: unexpected path pattern ${pattern}`)
		return area
	})
}

/** Every area's catalog in English and French. Throws when a file is missing or is not JSON. */
export function readCatalogs(): Catalog[] {
	return catalogAreas().flatMap((area) =>
		(['en', 'fr'] as const).map((locale) => {
			const file = `messages/${area}/${locale}.json`
			const { $schema: _schema, ...messages } = JSON.parse(
				fs.readFileSync(path.join(ROOT, file), 'utf8'),
			) as Record<string, CatalogMessage>
			return { area, locale, file, messages }
		}),
	)
}

/** The texts a message can show (each variant of a plural), placeholders left as written (`{count} seats`). */
export function messageTexts(message: CatalogMessage): string[] {
	if (typeof message === 'string') return [message]
	return message.flatMap((variant) => Object.values(variant.match ?? {}))
}

/**
 * The variables a message takes, sorted: the `{name}` placeholders of a text, or the `input`
 * declarations of variants together with the placeholders that are not a `local` declaration.
 */
export function messageVariables(message: CatalogMessage): string[] {
	const names = new Set<string>()
	const locals = new Set<string>()
	if (typeof message !== 'string')
		for (const variant of message)
			for (const declaration of variant.declarations ?? []) {
				const input = /^input\s+(\w+)/.exec(declaration)?.[1]
				if (input) names.add(input)
				const local = /^local\s+(\w+)/.exec(declaration)?.[1]
				if (local) locals.add(local)
			}
	for (const text of messageTexts(message))
		for (const match of text.matchAll(/\{\s*([A-Za-z_]\w*)\s*\}/g))
			if (!locals.has(match[1]!)) names.add(match[1]!)
	return [...names].sort()
}

/**
 * The English texts of the interface a French page must not show: each English message's texts
 * (variants of a plural each), whose French differs and which are longer than three characters, with
 * their key. A text with placeholders gives its longest fixed part (`Organised by {organiser}.` →
 * `Organised by`), when that part is longer than three characters.
 */
export function englishOnlyTexts(catalogs: Catalog[] = readCatalogs()): { key: string; text: string }[] {
	const french = new Map<string, CatalogMessage>()
	for (const c of catalogs)
		if (c.locale === 'fr') for (const [key, msg] of Object.entries(c.messages)) french.set(key, msg)
	const out: { key: string; text: string }[] = []
	for (const c of catalogs) {
		if (c.locale !== 'en') continue
		for (const [key, msg] of Object.entries(c.messages)) {
			const frenchTexts = new Set(messageTexts(french.get(key) ?? '').map((t) => t.trim()))
			for (const text of messageTexts(msg)) {
				const fixed = text
					.split(/\{[^}]*\}/)
					.map((part) => part.trim())
					.sort((a, b) => b.length - a.length)[0]!
				if (fixed.length <= 3 || frenchTexts.has(text.trim())) continue
				if ([...frenchTexts].some((t) => t.includes(fixed))) continue
				out.push({ key, text: fixed })
			}
		}
	}
	return out
}
