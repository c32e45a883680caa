/**
 * The shape every form body must keep, checked before anything parses it into objects or echoes it
 * back (docs/security.md, "Malformed requests"). The site's largest form, a group of 50 colleagues,
 * sends about 270 fields with names such as `colleagues[49].email`: three segments, a list index
 * below 50, under 40 characters. A body past these limits was not sent by one of our pages, and
 * parsing it costs more than its bytes suggest: a field name repeated 60,000 times is quadratic to
 * gather into a list, a list index of 100,000,000 allocates a list that long, and a name nested 5,000
 * levels deep overflows the stack.
 */

/** The limits of a form body's shape (see the module's comment for the largest real form). */
export const FORM_SHAPE = {
	/** Fields in one body, repeats of a name included. */
	maxFields: 500,
	/** Characters in one field's name. */
	maxNameLength: 100,
	/** Segments of one name: `colleagues[0].email` has three. */
	maxNameDepth: 4,
	/** The highest list index in a name: `colleagues[99]`. */
	maxListIndex: 99,
} as const

/** Field names Conform reserves for its own client-side intents; no page of ours posts them. */
const RESERVED_NAMES = new Set(['__intent__', '__state__'])

/** Why a body's shape is refused: its status and the one line the client is told. */
export interface FormShapeProblem {
	status: 400 | 413
	message: string
}

export const TOO_MANY_FIELDS: FormShapeProblem = {
	status: 413,
	message: `The form sent has too many fields (at most ${FORM_SHAPE.maxFields}). Please send it again from the page.`,
}

export const UNREADABLE_FIELDS: FormShapeProblem = {
	status: 400,
	message: 'The form sent could not be read. Please send it again from the page.',
}

const AMPERSAND = 0x26

/**
 * The most fields a raw body of `type` can hold, counted on its bytes without parsing it: for a
 * URL-encoded body one more than its `&` separators, for multipart the number of `boundary`
 * delimiter lines. Never fewer than the fields a parser would find, so a count over the limit can be
 * refused before the parse. `boundary` is the multipart boundary without its leading dashes.
 */
export function countFormFields(body: Uint8Array, type: 'urlencoded' | 'multipart', boundary = ''): number {
	const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength)
	if (type === 'urlencoded') {
		let count = bytes.length > 0 ? 1 : 0
		for (let at = bytes.indexOf(AMPERSAND); at !== -1; at = bytes.indexOf(AMPERSAND, at + 1)) count++
		return count
	}
	const delimiter = Buffer.from(`--${boundary}`)
	let count = 0
	for (let at = bytes.indexOf(delimiter); at !== -1; at = bytes.indexOf(delimiter, at + delimiter.length))
		count++
	// The last delimiter closes the body and opens no field.
	return Math.max(0, count - 1)
}

/**
 * The problem with a form's field names, or null when they keep `FORM_SHAPE`: more than `maxFields`
 * names (413); a name longer than `maxNameLength`, deeper than `maxNameDepth` segments, with a list
 * index above `maxListIndex`, or one of Conform's reserved names (400). Linear in the names' length.
 */
export function formShapeProblem(names: Iterable<string>): FormShapeProblem | null {
	let fields = 0
	for (const name of names) {
		if (++fields > FORM_SHAPE.maxFields) return TOO_MANY_FIELDS
		if (name.length > FORM_SHAPE.maxNameLength || RESERVED_NAMES.has(name)) return UNREADABLE_FIELDS
		const depth = 1 + (name.match(/[.[]/g)?.length ?? 0)
		if (depth > FORM_SHAPE.maxNameDepth) return UNREADABLE_FIELDS
		for (const [, index] of name.matchAll(/\[(\d+)\]/g))
			if (Number(index) > FORM_SHAPE.maxListIndex) return UNREADABLE_FIELDS
	}
	return null
}
