/**
 * Reads a PDF back as text, as a reader would copy it: one string per page, each text run on its
 * own line. Uses pdfjs-dist 4 (its legacy build runs on Node 20; 5.x needs Node 22, ADR 0048).
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** The text of each page of `pdf`, in order. */
export async function pdfPages(pdf: Uint8Array): Promise<string[]> {
	// pdfjs takes the bytes over: give it a copy.
	const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 })
		.promise
	try {
		const pages: string[] = []
		for (let number = 1; number <= document.numPages; number++) {
			const content = await (await document.getPage(number)).getTextContent()
			pages.push(
				content.items
					.map((item) => ('str' in item ? item.str : ''))
					.filter((text) => text.trim() !== '')
					.join('\n'),
			)
		}
		return pages
	} finally {
		await document.destroy()
	}
}

/** The text of every page of `pdf`, joined. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
	return (await pdfPages(pdf)).join('\n')
}
