/**
 * What the editor does to HTML pasted from Word or Google Docs before ProseMirror reads it
 * (ADR 0032): the structure stays (headings, paragraphs, lists, links, bold and italic), the rest
 * goes (styles, classes, Office markup, comments). Browser only (uses `DOMParser`); the editor's
 * schema then keeps only what it knows, and the server reduces the HTML to the blog allow-list on
 * save.
 *
 * - Word writes list items as paragraphs (`class="MsoListParagraph…"`, `mso-list` in the style) with
 *   the bullet or number as text inside `<![if !supportLists]>`: they become `ul`/`ol` items (a
 *   number or letter followed by "." or ")" makes a numbered list).
 * - Google Docs wraps the whole paste in `<b style="font-weight:normal" id="docs-internal-guid-…">`
 *   (which would make everything bold) and writes bold and italic as styled spans: the wrapper is
 *   unwrapped, and `font-weight:700` / `font-style:italic` spans become `strong` / `em`.
 */

const WORD_MARKER = /<!\[if !supportLists\]>([\s\S]*?)<!\[endif\]>/gi
const NUMBERED = /^\(?[0-9a-zA-Z]{1,4}[.)]$/

function isWordListParagraph(el: Element): boolean {
	return (
		el.tagName === 'P' &&
		(/MsoListParagraph/i.test(el.getAttribute('class') ?? '') ||
			/mso-list:\s*l\d/i.test(el.getAttribute('style') ?? ''))
	)
}

/** Word's list paragraphs, run by run, as `ul`/`ol` lists of their text. */
function wordListsToLists(doc: Document) {
	for (const first of Array.from(doc.body.querySelectorAll('p'))) {
		if (!first.isConnected || !isWordListParagraph(first)) continue
		if (first.previousElementSibling && isWordListParagraph(first.previousElementSibling)) continue
		const run: Element[] = []
		for (let el: Element | null = first; el && isWordListParagraph(el); el = el.nextElementSibling)
			run.push(el)
		const marker = run[0]!.querySelector('[data-word-marker]')?.getAttribute('data-word-marker') ?? ''
		const list = doc.createElement(NUMBERED.test(marker.trim()) ? 'ol' : 'ul')
		for (const p of run) {
			p.querySelectorAll('[data-word-marker]').forEach((m) => m.remove())
			const li = doc.createElement('li')
			li.innerHTML = p.innerHTML
			list.append(li)
		}
		first.before(list)
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
