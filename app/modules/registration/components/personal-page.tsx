/**
 * The frame of a registrant's own pages (their ticket, their registration, the group contact's page,
 * the Pay pages): a heading with the
 * summit's name above it, on the public site's layout, and what keeps such a page private (never
 * stored by a cache, never indexed; the token in its URL is not sent to other sites).
 */
import type { ReactNode } from 'react'

/**
 * Response headers of a personal page. `same-origin`, not `no-referrer`: the token in the address is
 * still never sent to another site, while the page's own forms (Pay now, the invoice, and every form
 * without JavaScript) carry their real `Origin`, which the origin check requires (`no-referrer`
 * makes a browser send `Origin: null`).
 */
export function personalHeaders() {
	return {
		'Cache-Control': 'private, no-store',
		'X-Robots-Tag': 'noindex, nofollow',
		'Referrer-Policy': 'same-origin',
	}
}

/** The document title and the robots rule of a personal page. */
export function personalMeta(title: string) {
	return [
		{ title: `${title} | Internal Audit Leadership Summit` },
		{ name: 'robots', content: 'noindex, nofollow' },
	]
}

export function PersonalPage({
	kicker,
	title,
	children,
}: {
	kicker: string
	title: string
	children: ReactNode
}) {
	return (
		<div className="mx-auto max-w-3xl px-4 py-8 sm:py-12 print:max-w-none print:p-0">
			<p className="text-gold-700 text-sm font-semibold tracking-wide uppercase print:text-black">{kicker}</p>
			<h1
				id="page-title"
				className="text-brand-900 mt-1 mb-6 text-3xl font-bold break-words print:text-black"
			>
				{title}
			</h1>
			{children}
		</div>
	)
}
