import { m } from '#app/lib/i18n/messages.ts'
import { useScrolledPast } from './use-scrolled.ts'

/**
 * "Back to top" button shown after 100 px of scrolling; hidden until then, and on a page without
 * JavaScript (on a page sent without React, `static-page-script.js` shows it).
 */
export function BackToTop() {
	const visible = useScrolledPast(100)
	return (
		<a
			href="#top"
			hidden={!visible}
			data-back-to-top
			className="bg-gold-400 text-brand-900 hover:bg-gold-300 fixed right-4 bottom-4 z-30 flex size-12 items-center justify-center rounded-full shadow-lg print:hidden"
		>
			<span aria-hidden="true" className="text-xl font-bold">
				↑
			</span>
			<span className="sr-only">{m.common_back_to_top()}</span>
		</a>
	)
}
