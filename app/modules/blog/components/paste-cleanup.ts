/**
 * What the editor does to HTML pasted from Word or Google Docs before ProseMirror reads it:
 * the structure stays (headings, paragraphs, lists, links, bold and italic), the rest
 * goes (styles, classes, Office markup, comments). Browser only (uses `DOMParser`); the editor's
 * schema then keeps only what it knows, and the server reduces the HTML to the blog allow-list on
 * save.
 *
 * - Headings keep their rank within the editor's h2–h4 (an h1 becomes h2, h5 and h6 become h4).
 * - Word writes list items as paragraphs (`class="MsoListParagraph…"`, `mso-list` in the style) with
 *   the bullet or number as text inside `<![if !supportLists]>`: they become `ul`/`ol` items (a
 *   number or letter followed by "." or ")" makes a numbered list).
 * - Google Docs wraps the whole paste in `<b style="font-weight:normal" id="docs-internal-guid-…">`
 *   (which would make everything bold) and writes bold and italic as styled spans: the wrapper is
 *   unwrapped, and `font-weight:700` / `font-style:italic` spans become `strong` / `em`.
 */

const WORD_MARKER = /<!\[if !supportLists\]>([\s\S]*?)<!\[endif\]>/gi
const NUMBERED = /^\(?[0-9a-zA-Z]{1,4}[.)]$/

/** The Word list a paragraph is an item of (`l0`, `l1`…, or '' for an item without one), or null. */
function wordListOf(el: Element | null): string | null {
	if (!el || el.tagName !== 'P') return null
	const list = /mso-list:\s*(l\d+)/i.exec(el.getAttribute('style') ?? '')?.[1]
	if (list) return list
	return /MsoListParagraph/i.test(el.getAttribute('class') ?? '') ? '' : null
}

/** Word's list paragraphs, run by run, as `ul`/`ol` lists of their text. */
function wordListsToLists(doc: Document) {
	for (const first of Array.from(doc.body.querySelectorAll('p'))) {
		const list = wordListOf(first)
		if (!first.isConnected || list === null || wordListOf(first.previousElementSibling) === list) continue
		// One run per Word list: a bulleted list straight after a numbered one is a list of its own.
		const run: Element[] = []
		for (let el: Element | null = first; el && wordListOf(el) === list; el = el.nextElementSibling)
			run.push(el)
		const marker = run[0]!.querySelector('[data-word-marker]')?.getAttribute('data-word-marker') ?? ''
		const items = doc.createElement(NUMBERED.test(marker.trim()) ? 'ol' : 'ul')
		for (const p of run) {
			p.querySelectorAll('[data-word-marker]').forEach((m) => m.remove())
			const li = doc.createElement('li')
			li.innerHTML = p.innerHTML
			items.append(li)
		}
		first.before(items)
		run.forEach((p) => p.remove())
	}
}

/** Google Docs' styled spans as `strong`/`em`, and its bold-but-not-bold wrapper unwrapped. */
function docsMarks(doc: Document) {
	for (const b of Array.from(doc.body.querySelectorAll('b'))) {
		if (
			/font-weight:\s*(normal|400)/i.test(b.getAttribute('style') ?? '') ||
			b.id.startsWith('docs-internal')
		) {
			b.replaceWith(...Array.from(b.childNodes))
		}
	}
	for (const span of Array.from(doc.body.querySelectorAll('span[style]'))) {
		const style = span.getAttribute('style') ?? ''
		let node: Element = span
		if (/font-weight:\s*(bold|[6-9]00)/i.test(style)) {
			const strong = doc.createElement('strong')
			strong.append(...Array.from(node.childNodes))
			node.append(strong)
			node = strong
		}
		if (/font-style:\s*italic/i.test(style)) {
			const em = doc.createElement('em')
			em.append(...Array.from(node.childNodes))
			node.append(em)
		}
	}
}

/** Pasted HTML with its structure kept and its styles, classes and Office markup removed. */
export function cleanPastedHtml(html: string): string {
	const marked = html
		.replace(/<!--[\s\S]*?-->/g, '')
		.replace(WORD_MARKER, (_, inner: string) => {
			const text = inner
				.replace(/<[^>]*>/g, '')
				.replace(/&nbsp;/g, ' ')
				.trim()
			return `<span data-word-marker="${text.replace(/[^0-9a-zA-Z.()·•o§-]/g, '')}"></span>`
		})
		.replace(/<\/?o:p>/gi, '')
	const doc = new DOMParser().parseFromString(marked, 'text/html')
	wordListsToLists(doc)
	docsMarks(doc)
	// The post's title is its page's only h1; the editor offers h2 to h4.
	for (const heading of Array.from(doc.body.querySelectorAll('h1, h5, h6'))) {
		const renamed = doc.createElement(heading.tagName === 'H1' ? 'h2' : 'h4')
		renamed.append(...Array.from(heading.childNodes))
		heading.replaceWith(renamed)
	}
	doc.body.querySelectorAll('style, script, meta, link, title, xml').forEach((el) => el.remove())
	for (const el of Array.from(doc.body.querySelectorAll('*'))) {
		for (const name of el.getAttributeNames()) {
			if (
				name === 'style' ||
				name === 'class' ||
				name === 'id' ||
				name.startsWith('data-') ||
				name.startsWith('on')
			) {
				el.removeAttribute(name)
			}
		}
	}
	return doc.body.innerHTML
}
