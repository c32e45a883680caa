/**
 * The summit's mark, two peaks: gold behind, green in front. Decorative (`aria-hidden`): the site's
 * name always stands beside it. `tone` picks the colours of the place it stands in: the public site's
 * header, the back office's header (a lighter green, to tell the two apart) or the white sign-in
 * card; `className` sets its size.
 */
const TONES = {
	site: { back: '#fbbf24', front: '#065f46' },
	'back-office': { back: '#fbbf24', front: '#10b981' },
	'sign-in': { back: '#f59e0b', front: '#065f46' },
} as const

export function SummitMark({ tone, className }: { tone: keyof typeof TONES; className: string }) {
	const { back, front } = TONES[tone]
	return (
		<svg viewBox="0 0 32 32" className={className} aria-hidden="true">
			<path d="M16 3 29 27H3Z" fill={back} />
			<path d="M16 12 23 27H9Z" fill={front} />
		</svg>
	)
}
