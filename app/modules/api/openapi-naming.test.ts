/**
 * One naming rule for the API for programs (docs/api.md, "Conventions"): every JSON member the
 * OpenAPI document describes — public read API, staff API, problems, webhook payloads — is
 * snake_case. The schedule (`/schedule.json`, `Schedule*` components) is left out: it follows frab's
 * own names. The conformance test checks that answers match the document, so this covers what is sent.
 */
import { describe, expect, test } from 'vitest'
import { openApiDocument } from './openapi.server.ts'

const SNAKE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/

/** Every `properties` member name under `node`, with where it is (`at`). */
function memberNames(node: unknown, at: string): { name: string; at: string }[] {
	if (Array.isArray(node)) return node.flatMap((item, i) => memberNames(item, `${at}[${i}]`))
	if (node === null || typeof node !== 'object') return []
	return Object.entries(node).flatMap(([key, value]) => {
		const here = `${at}.${key}`
		const own =
			key === 'properties' && value !== null && typeof value === 'object'
				? Object.keys(value).map((name) => ({ name, at: here }))
				: []
		return [...own, ...memberNames(value, here)]
	})
}

describe('the names of the API’s JSON members', () => {
	test('are snake_case everywhere but in the schedule, which keeps frab’s names', () => {
		const document = openApiDocument('https://summit.example')
		const schemas = Object.entries(document.components?.schemas ?? {}).filter(
			([id]) => !id.startsWith('Schedule'),
		)
		const paths = Object.entries(document.paths ?? {}).filter(([path]) => !path.startsWith('/schedule'))
		const names = [
			...memberNames(Object.fromEntries(schemas), 'components.schemas'),
			...memberNames(Object.fromEntries(paths), 'paths'),
			...memberNames(document.webhooks ?? {}, 'webhooks'),
		]
		// The public read API's members are there (the walk sees them), each in snake_case.
		expect(names.map((n) => n.name)).toEqual(
			expect.arrayContaining(['starts_at', 'time_zone', 'early_bird', 'body_html', 'edition_id']),
		)
		expect(names.filter((n) => !SNAKE.test(n.name))).toEqual([])
	})
})
