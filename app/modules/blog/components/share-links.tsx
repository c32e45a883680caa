/**
 * Share links for a blog post: Facebook, X (Twitter), LinkedIn and WhatsApp,
 * each carrying the page's absolute URL. Plain links (no scripts from the networks), opened in a new
 * tab without giving it access to this page.
 */
import { m } from '#app/lib/i18n/messages.ts'

/** The share URLs of `url` (absolute) titled `title`, in display order. */
export function shareTargets(url: string, title: string) {
	const u = encodeURIComponent(url)
	return [
		{ network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
		{
			network: 'X (Twitter)',
			href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
		},
		{ network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
		{ network: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
	] as const
}

export function ShareLinks({ url, title }: { url: string; title: string }) {
	return (
		<section aria-labelledby="share-title" className="border-brand-100 mt-10 border-t pt-6">
			<h2 id="share-title" className="text-brand-900 text-lg font-bold">
				{m.reading_share_title()}
			</h2>
			<ul className="mt-3 flex flex-wrap gap-2">
				{shareTargets(url, title).map((t) => (
					<li key={t.network}>
						<a
							href={t.href}
							target="_blank"
							rel="noopener noreferrer"
							className="ring-brand-100 text-brand-800 hover:bg-brand-50 inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold ring-1"
						>
							<svg
								viewBox="0 0 24 24"
								aria-hidden="true"
								className="size-4"
								fill="none"
								stroke="currentColor"
								strokeWidth="2"
								strokeLinecap="round"
								strokeLinejoin="round"
							>
								<circle cx="18" cy="5" r="3" />
								<circle cx="6" cy="12" r="3" />
								<circle cx="18" cy="19" r="3" />
								<path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
							</svg>
							<span>
								<span className="sr-only">{m.reading_share_on()} </span>
								{t.network}
								<span className="sr-only"> {m.reading_share_new_tab()}</span>
							</span>
						</a>
					</li>
				))}
			</ul>
		</section>
	)
}
