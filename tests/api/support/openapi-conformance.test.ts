import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { createDocument } from 'zod-openapi'
import { expectMatchesDocument } from './openapi-conformance.ts'

/** A small document made the way the app's is: zod-openapi from Zod schemas with ids. */
function documentWith(item: z.ZodType) {
	const itemSchema = item.meta({ id: 'Item' })
	return createDocument({
		openapi: '3.1.0',
		info: { title: 't', version: '1' },
		paths: {
			'/items/{itemId}': {
				get: {
					requestParams: { path: z.object({ itemId: z.string() }) },
					responses: {
						'200': {
							description: 'ok',
							content: { 'application/json': { schema: z.object({ data: itemSchema }) } },
						},
						'304': { description: 'not modified' },
					},
				},
			},
		},
	})
}

const answer = (body: unknown, status = 200) => ({ method: 'GET', path: '/items/{itemId}', status, body })
const item = z.object({ id: z.int(), when: z.iso.datetime(), site: z.url().nullable() })

describe('expectMatchesDocument', () => {
	test('a body as documented passes, $refs to components resolved', () => {
		const body = { data: { id: 1, when: '2027-03-18T08:30:00.000Z', site: null } }
		expect(() => expectMatchesDocument(documentWith(item), answer(body))).not.toThrow()
	})

	test('a wrong type, a bad format, a missing field or an undocumented field fails, naming where', () => {
		const document = documentWith(item)
		const check = (data: unknown) => () => expectMatchesDocument(document, answer({ data }))
		expect(check({ id: '1', when: '2027-03-18T08:30:00.000Z', site: null })).toThrow(
			/\/data\/id must be integer/,
		)
		expect(check({ id: 1, when: '18/03/2027', site: null })).toThrow(/\/data\/when must match format/)
		expect(check({ id: 1, site: null })).toThrow(/must have required property 'when'/)
		expect(check({ id: 1, when: '2027-03-18T08:30:00.000Z', site: null, extra: 1 })).toThrow(
			/must NOT have additional properties/,
		)
	})

	test('a schema that does not describe what is sent fails: the document is the contract', () => {
		const wrong = documentWith(z.object({ id: z.string(), when: z.iso.datetime(), site: z.url().nullable() }))
		const body = { data: { id: 1, when: '2027-03-18T08:30:00.000Z', site: null } }
		expect(() => expectMatchesDocument(wrong, answer(body))).toThrow(/does not match the documented schema/)
	})

	test('an undocumented status, operation or media type fails; a 304 passes with no body', () => {
		const document = documentWith(item)
		expect(() => expectMatchesDocument(document, answer({}, 404))).toThrow(/no such status/)
		expect(() => expectMatchesDocument(document, { ...answer({}), path: '/other' })).toThrow(
			/no such operation/,
		)
		expect(() => expectMatchesDocument(document, { ...answer({}), contentType: 'text/html' })).toThrow(
			/text\/html is not documented/,
		)
		expect(() => expectMatchesDocument(document, answer(undefined, 304))).not.toThrow()
		expect(() => expectMatchesDocument(document, answer({ x: 1 }, 304))).toThrow(/says no body/)
	})
})
