/**
 * Checks an answer against the OpenAPI document (docs/api.md, docs/testing.md): `expectMatchesDocument`
 * finds the documented response of an operation and status, and validates the body against its schema
 * with Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1, with the formats of ajv-formats),
 * `#/components/…` references resolved against the document's components. Objects are checked closed:
 * a field the document does not describe is a failure, so the document cannot fall behind the code.
 */
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { AnySchema } from 'ajv'

/** The parts of an OpenAPI document the check reads. */
export interface ConformanceDocument {
	paths?: Record<string, Record<string, unknown> | undefined>
	components?: Record<string, unknown>
}

export interface DocumentedAnswer {
	/** `GET`, `POST`… (any case). */
	method: string
	/** The path as the document writes it, under the server URL: `/sessions/{sessionId}`. */
	path: string
	status: number
	/** The parsed JSON body; undefined for none (a 304). */
	body?: unknown
	/** The answer's `Content-Type`, to pick the documented media type (JSON by default). */
	contentType?: string
}

const DOCUMENT_ID = 'https://summit.invalid/openapi.json'

type Json = unknown

/**
 * A copy of `value` with every object schema that lists `properties` and says nothing of others
 * closed (`additionalProperties: false`), and every `#/…` reference made absolute on the document.
 */
function closedCopy(value: Json): Json {
	if (Array.isArray(value)) return value.map(closedCopy)
	if (typeof value !== 'object' || value === null) return value
	const copy: Record<string, Json> = {}
	for (const [key, inner] of Object.entries(value)) {
		copy[key] =
			key === '$ref' && typeof inner === 'string' && inner.startsWith('#/')
				? `${DOCUMENT_ID}${inner}`
				: key === 'properties' && typeof inner === 'object' && inner !== null
					? Object.fromEntries(Object.entries(inner).map(([name, schema]) => [name, closedCopy(schema)]))
					: closedCopy(inner)
	}
	if ('properties' in copy && !('additionalProperties' in copy) && !('unevaluatedProperties' in copy))
		copy.additionalProperties = false
	return copy
}

const validators = new WeakMap<object, Ajv2020>()

/** One Ajv per document, holding the document's components under its id. */
function ajvFor(document: ConformanceDocument): Ajv2020 {
	let ajv = validators.get(document)
	if (!ajv) {
		// OpenAPI's own keywords (`example`, `discriminator`…) are not JSON Schema's: not strict.
		ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true })
		addFormats(ajv)
		ajv.addSchema({ $id: DOCUMENT_ID, components: closedCopy(document.components ?? {}) } as AnySchema)
		validators.set(document, ajv)
	}
	return ajv
}

/** The media type of `contentType` without its parameters (`application/json`). */
function mediaType(contentType: string | undefined): string {
	return (contentType ?? 'application/json').split(';')[0]!.trim().toLowerCase()
}

/**
 * Throws, saying where and why, unless `answer` is documented: its path and method are an
 * operation of the OpenAPI document `openApi`, its status one of the operation's responses, and its body (when the
 * response documents a JSON body) valid against that response's schema; a response documented
 * without a body must have none. Not JSON media types are checked for being documented only.
 */
export function expectMatchesDocument(openApi: object, answer: DocumentedAnswer): void {
	const document = openApi as ConformanceDocument
	const where = `${answer.method.toUpperCase()} ${answer.path} → ${answer.status}`
	const operation = document.paths?.[answer.path]?.[answer.method.toLowerCase()] as
		{ responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> } | undefined
	if (!operation) throw new Error(`${where}: the document has no such operation`)
	const response = operation.responses?.[String(answer.status)] ?? operation.responses?.default
	if (!response) throw new Error(`${where}: the document lists no such status for this operation`)
	const content = response.content
	if (!content || Object.keys(content).length === 0) {
		if (answer.body !== undefined && answer.body !== null && answer.body !== '')
			throw new Error(`${where}: the document says no body, the answer has one`)
		return
	}
	const type = mediaType(answer.contentType)
	const media = content[type]
	if (!media) throw new Error(`${where}: ${type} is not documented (${Object.keys(content).join(', ')})`)
	if (!/[/+]json$/.test(type) || media.schema === undefined) return
	const validate = ajvFor(document).compile(closedCopy(media.schema) as AnySchema)
	if (!validate(answer.body)) {
		const errors = (validate.errors ?? [])
			.slice(0, 10)
			.map((e) => `  ${e.instancePath || '(body)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`)
			.join('\n')
		throw new Error(`${where}: the body does not match the documented schema:\n${errors}`)
	}
}
