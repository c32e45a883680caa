/** An inline spinning circle; `label` is announced to screen readers. */
export function Spinner({
	label = 'Loading...',
	className = 'size-4',
}: {
	label?: string
	className?: string
}) {
	return (
		<span role="status" className="inline-flex items-center">
			<svg className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
				<circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" opacity="0.25" />
				<path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
			</svg>
			<span className="sr-only">{label}</span>
		</span>
	)
}
