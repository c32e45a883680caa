/**
 * The API reference page (`/api/v1/reference`, docs/api.md) drawn from the OpenAPI document, with
 * nothing written per operation: every path, operation, parameter, response and schema of the
 * document shows, the staff API's security and the document's `webhooks` included, so what another
 * part adds to the document appears without a change here. Schemas become field tables: each
 * field's dotted path (`data[].speakers[].id`), type, whether it is always present, and description,
 * with `$ref`s to `#/components/schemas/…` resolved. Pure: safe in the browser and on the server.
 */

/** The parts of an OpenAPI 3.1 document this page reads (a JSON value, as served). */
export interface OpenApiDocumentLike {
	info: { title: string; version: string; description?: string }
	servers?: { url: string }[]
	paths?: Record<string, Record<string, unknown> | undefined>
	webhooks?: Record<string, Record<string, unknown> | undefined>
	components?: {
		schemas?: Record<string, unknown>
		securitySchemes?: Record<string, unknown>
	}
	security?: Record<string, string[]>[]
}

type JsonSchema = Record<string, unknown>

/** One row of a field table. */
export interface FieldRow {
	/** Dotted path from the body's root; `[]` marks an array's items. */
	path: string
	/** Nesting depth (0 for a top-level field), for indentation. */
	depth: number
	/** e.g. `string (date-time)`, `integer`, `array of Session`, `"en" | "fr"`, with `| null`. */
	type: string
	required: boolean
	description: string
}

export interface ParameterRow {
	name: string
	in: string
	type: string
	required: boolean
	description: string
}

export interface ResponseView {
	status: string
	description: string
	contentType: string | null
	/** The body's component name (`SessionList`), or null for an inline schema or no body. */
	schemaName: string | null
	/** Whether the body is problem details: the page links to the Errors section instead of a table. */
	isProblem: boolean
	fields: FieldRow[]
	headers: ParameterRow[]
}

export interface OperationView {
	/** The fragment of the operation: its operationId, or method and path. */
	anchor: string
	method: string
	path: string
	summary: string
	description: string
	/** Security schemes it needs (one of them), with scopes; empty for a public operation. */
	security: { scheme: string; scopes: string[] }[]
	parameters: ParameterRow[]
	requestBody: { contentType: string; schemaName: string | null; fields: FieldRow[] } | null
	responses: ResponseView[]
}

export interface ReferenceView {
	title: string
	version: string
	description: string
	serverUrl: string
	securitySchemes: { name: string; type: string; scheme: string; description: string }[]
	groups: { tag: string; anchor: string; operations: OperationView[] }[]
	webhooks: (OperationView & { name: string })[]
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const

function isObject(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function text(value: unknown): string {
	return typeof value === 'string' ? value : ''
}

/** A fragment id made of letters, digits and hyphens. */
export function anchorOf(value: string): string {
	return (
		value
			.toLowerCase()
			.replace(/[^a-z0-9]+/g, '-')
			.replace(/^-|-$/g, '') || 'x'
	)
}

const REF_PREFIX = '#/components/schemas/'

/** The component name of a `$ref` schema, or null. */
function refName(schema: unknown): string | null {
	if (!isObject(schema) || typeof schema.$ref !== 'string') return null
	return schema.$ref.startsWith(REF_PREFIX) ? schema.$ref.slice(REF_PREFIX.length) : null
}

/** Reads a document's schemas, following `$ref`s to its components. */
class SchemaReader {
	constructor(private readonly components: Record<string, unknown>) {}

	/** `schema` with its `$ref` followed (its own description kept over the target's). */
	resolve(schema: unknown, seen: ReadonlySet<string> = new Set()): JsonSchema {
		if (!isObject(schema)) return {}
		const name = refName(schema)
		if (name === null || seen.has(name)) return schema
		const { $ref: _ref, ...rest } = schema
		return { ...this.resolve(this.components[name], new Set([...seen, name])), ...rest }
	}

	/** `schema` without a `null` alternative, and whether it had one. */
	private withoutNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
		const alternatives = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined
		if (Array.isArray(alternatives)) {
			const rest = alternatives.filter((a) => !(isObject(a) && a.type === 'null'))
			if (rest.length < alternatives.length && rest.length === 1) {
				const { anyOf: _a, oneOf: _o, ...own } = schema
				// A `$ref` alternative stays a `$ref` (its name is shown), with the field's own description.
				return { schema: { ...(isObject(rest[0]) ? rest[0] : {}), ...own }, nullable: true }
			}
		}
		if (Array.isArray(schema.type) && schema.type.includes('null')) {
			const types = schema.type.filter((t) => t !== 'null')
			return { schema: { ...schema, type: types.length === 1 ? types[0] : types }, nullable: true }
		}
		return { schema, nullable: false }
	}

	/** A short type name for `raw` (a schema, maybe a `$ref`). */
	typeOf(raw: unknown): string {
		const { schema, nullable } = this.withoutNull(isObject(raw) ? raw : {})
		const named = refName(raw) ?? refName(schema)
		const resolved = this.resolve(schema)
		let type: string
		if ('const' in resolved) type = JSON.stringify(resolved.const)
		else if (Array.isArray(resolved.enum)) type = resolved.enum.map((v) => JSON.stringify(v)).join(' | ')
		else if (Array.isArray(resolved.anyOf ?? resolved.oneOf))
			type = ((resolved.anyOf ?? resolved.oneOf) as unknown[]).map((a) => this.typeOf(a)).join(' | ')
		else if (resolved.type === 'array') type = `array of ${this.typeOf(resolved.items)}`
		else if (named && (resolved.type === 'object' || resolved.properties)) type = named
		else {
			const base = Array.isArray(resolved.type) ? resolved.type.join(' | ') : text(resolved.type) || 'any'
			type = typeof resolved.format === 'string' ? `${base} (${resolved.format})` : base
		}
		return nullable ? `${type} | null` : type
	}

	/** The rows of the fields under `raw`, each nested object's and array items' fields below it. */
	fields(raw: unknown, prefix = '', depth = 0, seen: ReadonlySet<string> = new Set()): FieldRow[] {
		const name = refName(raw)
		if (name && seen.has(name)) return []
		const nextSeen = name ? new Set([...seen, name]) : seen
		const { schema } = this.withoutNull(this.resolve(raw))
		const inner = refName(schema)
		const resolved = this.resolve(schema)
		const seenInner = inner ? new Set([...nextSeen, inner]) : nextSeen
		if (resolved.type === 'array') return this.fields(resolved.items, `${prefix}[]`, depth, seenInner)
		if (!isObject(resolved.properties)) return []
		const required = Array.isArray(resolved.required) ? (resolved.required as string[]) : []
		const rows: FieldRow[] = []
		for (const [key, property] of Object.entries(resolved.properties)) {
			const path = prefix ? `${prefix}.${key}` : key
			const own = isObject(property) ? property : {}
			rows.push({
				path,
				depth,
				type: this.typeOf(property),
				required: required.includes(key),
				description: text(own.description) || text(this.resolve(property).description),
			})
			rows.push(...this.fields(property, path, depth + 1, seenInner))
		}
		return rows
	}
}

/** The first content type of a content map and its schema. */
function firstContent(content: unknown): { contentType: string; schema: unknown } | null {
	if (!isObject(content)) return null
	const [entry] = Object.entries(content)
	if (!entry) return null
	return { contentType: entry[0], schema: isObject(entry[1]) ? entry[1].schema : undefined }
}

function parameterRows(reader: SchemaReader, parameters: unknown): ParameterRow[] {
	if (!Array.isArray(parameters)) return []
	return parameters.filter(isObject).map((p) => {
		const schema = reader.resolve(p.schema)
		return {
			name: text(p.name),
			in: text(p.in),
			type:
				reader.typeOf(p.schema) + ('default' in schema ? ` (default ${JSON.stringify(schema.default)})` : ''),
			required: p.required === true,
			description: text(p.description) || text(schema.description),
		}
	})
}

function operationView(
	reader: SchemaReader,
	method: string,
	path: string,
	op: Record<string, unknown>,
	documentSecurity: unknown,
): OperationView {
	const securityList = (op.security ?? documentSecurity ?? []) as Record<string, string[]>[]
	const responses = isObject(op.responses) ? op.responses : {}
	const body = isObject(op.requestBody) ? firstContent(op.requestBody.content) : null
	return {
		anchor: anchorOf(text(op.operationId) || `${method}-${path}`),
		method: method.toUpperCase(),
		path,
		summary: text(op.summary),
		description: text(op.description),
		security: securityList.flatMap((requirement) =>
			Object.entries(requirement).map(([scheme, scopes]) => ({ scheme, scopes })),
		),
		parameters: parameterRows(reader, op.parameters),
		requestBody: body
			? {
					contentType: body.contentType,
					schemaName: refName(body.schema),
					fields: reader.fields(body.schema),
				}
			: null,
		responses: Object.entries(responses).map(([status, response]) => {
			const r = isObject(response) ? response : {}
			const content = firstContent(r.content)
			const isProblem = content?.contentType === 'application/problem+json'
			const headers = isObject(r.headers)
				? Object.entries(r.headers).map(([name, header]) => {
						const h = isObject(header) ? header : {}
						return {
							name,
							in: 'header',
							type: reader.typeOf(h.schema),
							required: h.required === true,
							description: text(h.description),
						}
					})
				: []
			return {
				status,
				description: text(r.description),
				contentType: content?.contentType ?? null,
				schemaName: content ? refName(content.schema) : null,
				isProblem,
				fields: content && !isProblem ? reader.fields(content.schema) : [],
				headers,
			}
		}),
	}
}

/**
 * The reference page's view of `document`: its operations grouped by their first tag (in the order
 * the tags first appear; untagged ones under "Other"), and its webhooks.
 */
export function referenceView(document: OpenApiDocumentLike): ReferenceView {
	const reader = new SchemaReader(document.components?.schemas ?? {})
	const groups: ReferenceView['groups'] = []
	for (const [path, item] of Object.entries(document.paths ?? {})) {
		for (const method of METHODS) {
			const op = item?.[method]
			if (!isObject(op)) continue
			const tag = (Array.isArray(op.tags) && typeof op.tags[0] === 'string' && op.tags[0]) || 'Other'
			let group = groups.find((g) => g.tag === tag)
			if (!group) {
				group = { tag, anchor: `tag-${anchorOf(tag)}`, operations: [] }
				groups.push(group)
			}
			group.operations.push(operationView(reader, method, path, op, document.security))
		}
	}
	const webhooks: ReferenceView['webhooks'] = []
	for (const [name, item] of Object.entries(document.webhooks ?? {})) {
		for (const method of METHODS) {
			const op = item?.[method]
			if (!isObject(op)) continue
			const view = operationView(reader, method, name, op, undefined)
			webhooks.push({ ...view, name, anchor: `webhook-${anchorOf(name)}` })
		}
	}
	return {
		title: document.info.title,
		version: document.info.version,
		description: document.info.description ?? '',
		serverUrl: document.servers?.[0]?.url ?? '/api/v1',
		securitySchemes: Object.entries(document.components?.securitySchemes ?? {}).map(([name, s]) => {
			const scheme = isObject(s) ? s : {}
			return {
				name,
				type: text(scheme.type),
				scheme: text(scheme.scheme),
				description: text(scheme.description),
			}
		}),
		groups,
		webhooks,
	}
}

/**
 * What each kind of problem means and what a client should do, for the reference page's Errors
 * section (`#problem-<kind>`, where each problem's `type` points). Keyed by the kinds of
 * `app/lib/api/problem.ts`: a new kind there needs its line here (a type error until then).
 */
export const PROBLEM_EXPLANATIONS: Record<
	| 'invalid-request'
	| 'unauthorized'
	| 'forbidden'
	| 'not-found'
	| 'method-not-allowed'
	| 'not-acceptable'
	| 'conflict'
	| 'rate-limited',
	string
> = {
	'invalid-request':
		'A query parameter, path parameter or body field is not valid. `errors` lists each one by name with what is wrong; fix them and send the request again.',
	unauthorized:
		'The operation needs a staff API token and the request has none, or its token is unknown or revoked. The answer never says which. Send `Authorization: Bearer <token>` with a token an Administrator created.',
	forbidden:
		'The token is valid but lacks the scope the operation needs. An Administrator can create a token with that scope.',
	'not-found':
		'The path names nothing: an id that no record has (or that is not a positive integer), or something not published. Ids never change, so a 404 for an id you had means the record was deleted or unpublished.',
	'method-not-allowed':
		'The path exists but does not take this method: the public read API is read with GET or HEAD, check-ins are sent with POST. `Allow` lists the methods it takes.',
	'not-acceptable':
		'The format asked for (a file extension or the `Accept` header) is not one the operation offers.',
	conflict:
		'The request cannot be done in the record’s current state; `detail` says why. Read the record again before retrying.',
	'rate-limited':
		'Too many requests with this token in a short time. Wait the number of seconds `Retry-After` gives, then try again.',
}
