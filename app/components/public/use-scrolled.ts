import { useEffect, useState } from 'react'

/** True once the page is scrolled past `threshold` pixels (100 px). */
export function useScrolledPast(threshold = 100): boolean {
	const [scrolled, setScrolled] = useState(false)
	useEffect(() => {
		const update = () => setScrolled(window.scrollY > threshold)
		update()
		window.addEventListener('scroll', update, { passive: true })
		return () => window.removeEventListener('scroll', update)
	}, [threshold])
	return scrolled
}
