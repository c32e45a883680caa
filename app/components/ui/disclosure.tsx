/**
 * A `<details>` disclosure (works without JavaScript) that, once hydrated, also closes on Escape,
 * on a click outside and after following one of its links (on a page sent without React,
 * `static-page-script.js` does the first two).
 */
import { type ReactNode, useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

export function Disclosure({
	summary,
	summaryLabel,
	summaryClassName,
	className,
	children,
}: {
	summary: ReactNode
	summaryLabel?: string
	summaryClassName?: string
	className?: string
	children: ReactNode
}) {
	const ref = useRef<HTMLDetailsElement>(null)
	const location = useLocation()

	useEffect(() => {
		if (ref.current) ref.current.open = false
	}, [location])

	useEffect(() => {
		const details = ref.current
		if (!details) return
		const onKey = (event: KeyboardEvent) => {
			if (event.key === 'Escape' && details.open) {
				details.open = false
				details.querySelector('summary')?.focus()
			}
		}
		const onClick = (event: MouseEvent) => {
			if (details.open && !details.contains(event.target as Node)) details.open = false
		}
		document.addEventListener('keydown', onKey)
		document.addEventListener('click', onClick)
		return () => {
			document.removeEventListener('keydown', onKey)
			document.removeEventListener('click', onClick)
		}
	}, [])

	return (
		<details ref={ref} data-disclosure className={className}>
			<summary aria-label={summaryLabel} className={summaryClassName}>
				{summary}
			</summary>
			{children}
		</details>
	)
}
