/**
 * The hero countdown: Days, Hours, Minutes, Seconds to the event, recalculated every second,
 * stopping at zero; still (as the page opened) for a visitor who asks for less motion. Starts from the server's figure (so the HTML has it without JavaScript) and
 * corrects a visitor's clock that is far from the server's (`clockSkew`). On a page sent without
 * React, `static-page-script.js` ticks it from the `data-` attributes.
 */
import { useEffect, useState } from 'react'
import { m } from '#app/lib/i18n/messages.ts'
import { CLOCK_TRUST_SECONDS, clockSkew, countdownParts } from '../edition.ts'

export interface CountdownProps {
	/** ISO start of the event. */
	startsAt: string
	/** Seconds left when the server rendered the page. */
	secondsLeft: number
	/** The server's clock (ms since epoch) when it computed `secondsLeft`. */
	serverNow: number
}

export function Countdown({ startsAt, secondsLeft, serverNow }: CountdownProps) {
	const [seconds, setSeconds] = useState<number | null>(secondsLeft)

	useEffect(() => {
		const skew = clockSkew(serverNow, Date.now())
		const target = Date.parse(startsAt)
		let timer: ReturnType<typeof setInterval> | undefined
		const tick = () => {
			const left = Math.max(0, Math.floor((target - (Date.now() + skew)) / 1000))
			setSeconds(left)
			if (left === 0 && timer) clearInterval(timer)
		}
		tick()
		// Asked for less motion: the figures as the page opened, not ticking (WCAG 2.2.2, 2.3.3).
		const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
		if (!still && Math.floor((target - (Date.now() + skew)) / 1000) > 0) timer = setInterval(tick, 1000)
		return () => clearInterval(timer)
	}, [startsAt, serverNow])

	if (seconds === null) return <p className="text-lg">{m.pages_countdown_loading()}</p>
	const parts = countdownParts(seconds)
	// `data-unit` names a figure for the page's script (English, whatever the page's language).
	const units = [
		['Days', m.pages_countdown_days(), parts.days],
		['Hours', m.pages_countdown_hours(), parts.hours],
		['Minutes', m.pages_countdown_minutes(), parts.minutes],
		['Seconds', m.pages_countdown_seconds(), parts.seconds],
	] as const
	return (
		<div
			role="timer"
			aria-label={m.pages_countdown_label()}
			data-testid="countdown"
			data-countdown-target={startsAt}
			data-server-now={serverNow}
			data-clock-trust-seconds={CLOCK_TRUST_SECONDS}
			className="flex max-w-md gap-1.5 sm:gap-4"
		>
			{units.map(([unit, label, value]) => (
				<div
					key={unit}
					className="flex min-w-0 flex-1 flex-col items-center rounded-lg bg-white/10 px-1 py-3 ring-1 ring-white/20 backdrop-blur sm:w-24 sm:flex-none sm:px-2"
				>
					<span data-unit={unit} className="text-2xl font-bold text-white tabular-nums sm:text-4xl">
						{String(value).padStart(2, '0')}
					</span>
					<span className="text-gold-300 mt-1 text-xs font-medium tracking-wide uppercase sm:text-sm">
						{label}
					</span>
				</div>
			))}
		</div>
	)
}
