import { describe, expect, test } from 'vitest'
import { blogExcerpt, sanitizeBlogHtml, toBlogCard } from './blog-html.server.ts'

describe('sanitizeBlogHtml', () => {
	test('removes scripts and styles with their content', () => {
		const out = sanitizeBlogHtml(
			'<p>Before</p><script>alert(1)</script><style>p{color:red}</style><p>After</p>',
		)
		expect(out).toBe('<p>Before</p><p>After</p>')
	})

	test('removes event handlers, styles and classes, and drops images without a usable source', () => {
		expect(sanitizeBlogHtml('<p onclick="alert(1)" style="color:red" class="x">Hi</p>')).toBe('<p>Hi</p>')
		const img = sanitizeBlogHtml(
			'<img src="/uploads/blog/a-960.webp" alt="Delegates" onerror="alert(2)" onload="x()">',
		)
		expect(img).not.toMatch(/onerror|onload|alert/)
		expect(img).toContain('src="/uploads/blog/a-960.webp"')
		expect(img).toContain('alt="Delegates"')
		for (const bad of [
			'x',
			'javascript:alert(2)',
			'data:image/svg+xml;base64,PHN2Zz4=',
			'//evil.example/a.png',
			'/\\evil.example/a.png',
		]) {
			expect(sanitizeBlogHtml(`<p>a<img src="${bad}" onerror="alert(2)">b</p>`), bad).toBe('<p>ab</p>')
		}
	})

	test('removes javascript: (however disguised) and data: links but keeps their text', () => {
		for (const href of [
			'javascript:alert(3)',
			'JaVaScRiPt:alert(3)',
			' javascript:alert(3)',
			'java&#x09;script:alert(3)',
			'data:text/html,<script>alert(1)</script>',
			'vbscript:x',
		]) {
			const out = sanitizeBlogHtml(`<a href="${href}">x</a>`)
			expect(out, href).toBe('<a rel="noopener noreferrer">x</a>')
		}
	})

	test('removes iframes, forms, objects and unknown tags (keeping plain text of unknown wrappers)', () => {
		expect(sanitizeBlogHtml('<iframe src="https://evil.example">inside</iframe><p>ok</p>')).toBe('<p>ok</p>')
		expect(sanitizeBlogHtml('<form action="/x"><input name="a"><button>Go</button></form>')).toBe('Go')
		expect(
			sanitizeBlogHtml('<object data="x.swf"></object><embed src="x.swf"><div><span>text</span></div>'),
		).toBe('text')
		expect(sanitizeBlogHtml('<svg><script>alert(1)</script></svg><math><mi>x</mi></math>')).toBe('')
	})

	test('keeps the allowed tags, adds rel to links and keeps http, https, mailto and site links', () => {
		const html = [
			'<h2>Heading</h2><h3>Sub</h3><h4>Minor</h4>',
			'<p><strong>S</strong> <em>E</em> <b>B</b> <i>I</i> <code>c</code><br></p>',
			'<ul><li>one</li></ul><ol><li>two</li></ol>',
			'<blockquote>Quote</blockquote><hr><pre><code>x = 1</code></pre>',
			'<figure><img src="https://cdn.example/a.jpg" alt="A" width="640" height="360"><figcaption>Cap</figcaption></figure>',
		].join('')
		const out = sanitizeBlogHtml(html)
		for (const tag of [
			'h2',
			'h3',
			'h4',
			'p',
			'strong',
			'em',
			'b',
			'i',
			'code',
			'ul',
			'ol',
			'li',
			'blockquote',
			'pre',
			'figure',
			'figcaption',
		]) {
			expect(out, tag).toContain(`<${tag}>`)
		}
		expect(out).toContain('<br />')
		expect(out).toContain('<hr />')
		expect(out).toContain(
			'<img src="https://cdn.example/a.jpg" alt="A" width="640" height="360" loading="lazy" decoding="async" />',
		)

		expect(
			sanitizeBlogHtml(
				'<a href="https://example.org/a?b=1&amp;c=2" title="T" target="_blank" rel="opener">x</a>',
			),
		).toBe('<a href="https://example.org/a?b=1&amp;c=2" title="T" rel="noopener noreferrer">x</a>')
		expect(sanitizeBlogHtml('<a href="mailto:info@summit.example">mail</a>')).toBe(
			'<a href="mailto:info@summit.example" rel="noopener noreferrer">mail</a>',
		)
		expect(sanitizeBlogHtml('<a href="/register">Register</a>')).toBe(
			'<a href="/register" rel="noopener noreferrer">Register</a>',
		)
	})

	test('folds h1 into h2 and h5/h6 into h4 so the page keeps one h1', () => {
		expect(sanitizeBlogHtml('<h1>Top</h1><h5>Low</h5><h6>Lower</h6>')).toBe(
			'<h2>Top</h2><h4>Low</h4><h4>Lower</h4>',
		)
	})

	test('keeps Unicode text as it is and escapes markup-looking text', () => {
		expect(sanitizeBlogHtml('<p>Ɛyɛ GH₵ 2,800 — “Akwaaba” 👋 Ésaïe</p>')).toBe(
			'<p>Ɛyɛ GH₵ 2,800 — “Akwaaba” 👋 Ésaïe</p>',
		)
		expect(sanitizeBlogHtml('<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>')).toBe(
			'<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>',
		)
	})
	test('HTML pasted from Google Docs keeps headings, lists, links and bold, and loses its styles', () => {
		const docs =
			'<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b">' +
			'<h2 dir="ltr" style="line-height:1.38;margin-top:18pt"><span style="font-size:16pt;font-family:Arial;color:#000000">Five shifts</span></h2>' +
			'<p dir="ltr" style="line-height:1.38"><span style="font-family:Arial">Plain text, then </span><b style="font-weight:700">bold</b></p>' +
			'<ul style="margin-top:0"><li dir="ltr" style="list-style-type:disc"><p dir="ltr"><span>First</span></p></li>' +
			'<li dir="ltr"><p dir="ltr"><a href="https://theiia.org" style="text-decoration:none"><span style="color:#1155cc">IIA</span></a></p></li></ul></b>'
		expect(sanitizeBlogHtml(docs)).toBe(
			'<h2>Five shifts</h2><p>Plain text, then <b>bold</b></p>' +
				'<ul><li><p>First</p></li><li><p><a href="https://theiia.org" rel="noopener noreferrer">IIA</a></p></li></ul>',
		)
	})

	test('HTML pasted from Word loses its Office markup, classes and styles, and keeps its text', () => {
		const word =
			'<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}</style></head><body>' +
			'<h1 class="MsoTitle">Audit plan<o:p></o:p></h1>' +
			'<p class="MsoNormal" style="mso-line-height-alt:12pt"><i>Draft</i> for the committee<o:p></o:p></p>' +
			'<!--[if gte mso 9]><xml><o:OfficeDocumentSettings></o:OfficeDocumentSettings></xml><![endif]-->' +
			'</body></html>'
		expect(sanitizeBlogHtml(word)).toBe('<h2>Audit plan</h2><p><i>Draft</i> for the committee</p>')
	})
})

describe('blogExcerpt', () => {
	test('is plain text: tags removed, scripts dropped, entities decoded, blocks separated', () => {
		const html =
			'<h2>Why</h2><p>Audit &amp; <strong>risk</strong></p><script>alert(1)</script><ul><li>one</li><li>two</li></ul><p>1 &lt; 2 “ok”</p>'
		expect(blogExcerpt(html)).toBe('Why Audit & risk one two 1 < 2 “ok”')
	})

	test('is shortened on a word boundary to at most 200 characters with an ellipsis', () => {
		const words = Array.from({ length: 120 }, (_, i) => `word${i}`).join(' ')
		const out = blogExcerpt(`<p>${words}</p>`)
		expect(out.length).toBeLessThanOrEqual(200)
		expect(out.endsWith('…')).toBe(true)
		expect(words.startsWith(out.slice(0, -1))).toBe(true)
		expect(out.slice(0, -1)).toMatch(/word\d+$/)
		expect(blogExcerpt(`<p>${words}</p>`, 50).length).toBeLessThanOrEqual(50)
	})

	test('punctuation just before the ellipsis is dropped', () => {
		expect(blogExcerpt('<p>Audit first. Then assurance</p>', 15)).toBe('Audit first…')
		expect(blogExcerpt('<p>Audit, assurance and more</p>', 10)).toBe('Audit…')
	})

	test('a short post is kept whole, without an ellipsis', () => {
		expect(blogExcerpt('<p>Short and   sweet.</p>\n<p>Ɛyɛ.</p>')).toBe('Short and sweet. Ɛyɛ.')
	})
})

describe('toBlogCard', () => {
	test('formats the date and shortens the content for a card', () => {
		const card = toBlogCard({
			id: 7,
			category_id: 2,
			category_title: 'Audit Insights',
			excerpt: '',
			title: 'Auditing AI',
			author: 'Summit Editorial Team',
			published_at: '2026-11-12T10:00:00.000Z',
			content_html: `<p>${'Long text '.repeat(60)}</p><script>alert(1)</script>`,
			image_key: 'blog/ai',
		})
		expect(card).toMatchObject({
			id: 7,
			title: 'Auditing AI',
			author: 'Summit Editorial Team',
			imageKey: 'blog/ai',
			dateText: '12 November 2026',
			day: '2026-11-12',
			categoryId: 2,
			categoryTitle: 'Audit Insights',
		})
		expect(card.excerpt.length).toBeLessThanOrEqual(200)
		expect(card.excerpt).not.toMatch(/[<>]|alert/)
	})
})
