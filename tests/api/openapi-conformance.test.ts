/**
 * The conformance test of the API for programs (docs/api.md, docs/testing.md): with the demo content
 * loaded, every public GET operation of the OpenAPI document (no `security`) is called through its
 * route in `app/routes.ts`, and its answer must match the documented response. Path parameters come
 * from the list operation above them (`/sessions/{sessionId}` takes the first id of `/sessions`) or
 * from their enum; each enum query parameter (`lang`) is tried with every value. Operations other
 * parts add to the document are called the same way, with no change here.
 */
import { afterAll, describe, expect, test, vi } from 'vitest'
import type { Database } from '#app/db/connect.server.ts'
import { testDialects } from '#tests/setup/databases.ts'
import { useDemoDatabase } from './support/demo-database.ts'
import { expectMatchesDocument } from './support/openapi-conformance.ts'

// The routes read the app's database: here, the demo database of the block being run.
const current = vi.hoisted(() => ({ db: undefined as Database | undefined }))
vi.mock('#app/db/db.server.ts', () => ({
	get db() {
		if (!current.db) throw new Error('No demo database yet')
		return current.db
	},
}))

const { default: routes } = await import('#app/routes.ts')
const { openApiDocument } = await import('#app/modules/api/openapi.server.ts')

type Loader = (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown
interface RouteEntry {
	path?: string
	file: string
	children?: RouteEntry[]
}

const SITE = 'http://localhost:3000'
const document = openApiDocument(SITE)
const PREFIX = '/api/v1'

/** Every route of the URL map with its full path. */
function flatRoutes(entries: readonly RouteEntry[], parent = ''): { path: string; file: string }[] {
	return entries.flatMap((entry) => {
		const path = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, '/') : parent
		return [{ path, file: entry.file }, ...flatRoutes(entry.children ?? [], path)]
	})
}

/** The route module answering the document's `path` (`/sessions/{sessionId}` → `…/:sessionId`). */
async function loaderOf(path: string): Promise<Loader> {
	const wanted = `${PREFIX}${path}`.replace(/\{([^}]+)\}/g, ':$1')
	const route = flatRoutes(routes as RouteEntry[]).find((r) => r.path === wanted)
	if (!route) throw new Error(`No route in app/routes.ts answers ${wanted}`)
	const module = (await import(/* @vite-ignore */ `../../app/${route.file}`)) as { loader?: Loader }
	if (!module.loader) throw new Error(`${route.file} has no loader`)
	return module.loader
}

interface Parameter {
	name: string
	in: string
	schema?: { enum?: unknown[] }
}

/** Public GET operations: those with no `security` of their own or the document's. */
function publicGets(): { path: string; parameters: Parameter[] }[] {
	return Object.entries(document.paths ?? {}).flatMap(([path, item]) => {
		const op = item?.get
		if (!op || (op.security ?? document.security ?? []).length > 0) return []
		return [{ path, parameters: (op.parameters ?? []) as Parameter[] }]
	})
}

/** Calls the document's GET `path` with `params` and `query`; its status, type and parsed body. */
async function call(path: string, params: Record<string, string>, query: Record<string, string> = {}) {
	const url = new URL(`${SITE}${PREFIX}${path.replace(/\{([^}]+)\}/g, (_, name: string) => params[name]!)}`)
	for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value)
	const loader = await loaderOf(path)
	const result = await loader({ request: new Request(url), params, context: {} })
	if (!(result instanceof Response)) throw new Error(`${path}: the loader did not answer a Response`)
	const contentType = result.headers.get('content-type') ?? undefined
	const text = await result.text()
	const body =
		text && contentType && /[/+]json/.test(contentType) ? (JSON.parse(text) as unknown) : text || undefined
	return { status: result.status, contentType, body, url: url.pathname + url.search }
}

/** The values to try for the path parameter `name` of `path`. */
async function valuesOf(path: string, parameter: Parameter): Promise<string[]> {
	if (parameter.schema?.enum) return parameter.schema.enum.map(String)
	const listPath = path.slice(0, path.indexOf(`/{${parameter.name}}`))
	const list = await call(listPath, {})
	const data = (list.body as { data?: unknown } | undefined)?.data
	const first = Array.isArray(data) ? (data[0] as { id?: unknown } | undefined) : undefined
	if (first?.id === undefined)
		throw new Error(`${path}: no ${parameter.name} to try, ${listPath} listed nothing with an id`)
	return [String(first.id)]
}

/** Every combination of one value per name. */
function combinations(options: [string, string[]][]): Record<string, string>[] {
	return options.reduce<Record<string, string>[]>(
		(sets, [name, values]) => sets.flatMap((set) => values.map((value) => ({ ...set, [name]: value }))),
		[{}],
	)
}

afterAll(() => {
	current.db = undefined
})

describe.each(testDialects)('the API answers as its OpenAPI document says, on %s', (dialect) => {
	const demo = useDemoDatabase(dialect)

	test(
		'every public GET operation, with every value of its enum parameters',
		{ timeout: 120_000 },
		async () => {
			current.db = demo.db
			const operations = publicGets()
			// The public read API's operations are there at least; other parts add theirs.
			expect(operations.map((o) => o.path)).toEqual(
				expect.arrayContaining([
					'/edition',
					'/sessions',
					'/sessions/{sessionId}',
					'/speakers',
					'/posts/{postId}',
				]),
			)
			const called: string[] = []
			for (const { path, parameters } of operations) {
				const pathParams: [string, string[]][] = []
				for (const p of parameters.filter((p) => p.in === 'path'))
					pathParams.push([p.name, await valuesOf(path, p)])
				const queries = parameters
					.filter((p) => p.in === 'query' && p.schema?.enum)
					.map((p): [string, string[]] => [p.name, ['', ...p.schema!.enum!.map(String)]])
				for (const params of combinations(pathParams)) {
					for (const query of combinations(queries)) {
						const sent = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== ''))
						const answer = await call(path, params, sent)
						expect(answer.status, `${answer.url} should answer 200`).toBe(200)
						expectMatchesDocument(document, { method: 'GET', path, ...answer })
						called.push(answer.url)
					}
				}
			}
			expect(called).toContain('/api/v1/sessions?lang=fr')
		},
	)

	test('refusals are documented problems', async () => {
		current.db = demo.db
		const missing = await call('/sessions/{sessionId}', { sessionId: '2147483647' })
		expect(missing.status).toBe(404)
		expectMatchesDocument(document, { method: 'GET', path: '/sessions/{sessionId}', ...missing })
		const badLang = await call('/speakers', {}, { lang: 'de' })
		expect(badLang.status).toBe(400)
		expectMatchesDocument(document, { method: 'GET', path: '/speakers', ...badLang })
	})
})
