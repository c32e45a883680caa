/**
 * A strict little XML reader for tests (no XML parser is a dependency of the project): parses a
 * document into a tree and throws on anything not well-formed — an unclosed or mismatched tag, a
 * raw `<` or `&` that starts no entity, an unquoted or repeated attribute, text outside the root.
 * Enough for what the project writes (no DTD, CDATA, comments or processing instructions but the
 * declaration).
 */

export interface XmlElement {
	name: string
	attributes: Record<string, string>
	children: XmlElement[]
	/** The element's own text, entities decoded (its children's text left out). */
	text: string
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decode(raw: string, where: string): string {
	if (raw.includes('<')) throw new Error(`A raw < in ${where}`)
	return raw.replace(/&([^;]*);|&/g, (match, name: string | undefined) => {
		if (name === undefined) throw new Error(`A raw & in ${where}`)
		if (name in ENTITIES) return ENTITIES[name]!
		const code = /^#x([0-9a-f]+)$/i.exec(name)?.[1] ?? /^#(\d+)$/.exec(name)?.[1]
		if (!code) throw new Error(`An unknown entity &${name}; in ${where}`)
		return String.fromCodePoint(name.startsWith('#x') ? parseInt(code, 16) : Number(code))
	})
}

const NAME = '[A-Za-z_][\\w.-]*'

/** The root element of `xml`; throws with a reason when the document is not well-formed. */
export function parseXml(xml: string): XmlElement {
	let rest = xml.replace(/^\uFEFF?<\?xml\s[^?]*\?>/, '')
	const stack: XmlElement[] = []
	let root: XmlElement | undefined
	const tag = new RegExp(`^<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"]*"|'[^']*'))*)\\s*(/?)>`)
	while (rest.length > 0) {
		const lt = rest.indexOf('<')
		const raw = lt === -1 ? rest : rest.slice(0, lt)
		if (raw) {
			const parent = stack.at(-1)
			if (!parent) {
				if (raw.trim()) throw new Error(`Text outside the root: ${raw.slice(0, 40)}`)
			} else parent.text += decode(raw, `<${parent.name}>`)
			rest = rest.slice(raw.length)
			continue
		}
		const match = tag.exec(rest)
		if (!match) throw new Error(`Not a tag: ${rest.slice(0, 60)}`)
		rest = rest.slice(match[0].length)
		const [, closing, name, attrText, selfClosing] = match
		if (closing) {
			if (attrText || selfClosing) throw new Error(`A malformed end tag </${name}>`)
			const open = stack.pop()
			if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name ?? 'nothing'}>`)
			continue
		}
		const attributes: Record<string, string> = {}
		for (const a of attrText!.matchAll(new RegExp(`(${NAME})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'g'))) {
			if (a[1]! in attributes) throw new Error(`A repeated attribute ${a[1]} on <${name}>`)
			attributes[a[1]!] = decode(a[2] ?? a[3] ?? '', `the attribute ${a[1]} of <${name}>`)
		}
		const element: XmlElement = { name: name!, attributes, children: [], text: '' }
		const parent = stack.at(-1)
		if (parent) parent.children.push(element)
		else if (root) throw new Error('A second root element')
		else root = element
		if (!selfClosing) stack.push(element)
	}
	if (stack.length > 0) throw new Error(`<${stack.at(-1)!.name}> is never closed`)
	if (!root) throw new Error('No root element')
	return root
}

/** The child elements of `element` named `name`. */
export const childrenNamed = (element: XmlElement, name: string) =>
	element.children.filter((child) => child.name === name)

/** The one child named `name`; throws when there is none or more than one. */
export function child(element: XmlElement, name: string): XmlElement {
	const found = childrenNamed(element, name)
	if (found.length !== 1) throw new Error(`<${element.name}> has ${found.length} <${name}>`)
	return found[0]!
}
