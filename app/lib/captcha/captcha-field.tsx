/**
 * The captcha part of a public form (ADR 0009): a honeypot, and either the ALTCHA widget or the
 * server-rendered fallback question.
 *
 * The server (and the first render in the browser) shows the fallback question, so the form works
 * without JavaScript. After hydration the question is replaced by the widget, which solves its proof
 * of work as soon as the page loads. The widget's code is imported in an effect, so the server never
 * loads it. When the widget cannot run (its script or challenge fails to load, or an error state),
 * the question comes back.
 */
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import type {} from 'altcha/types/react'
import { CAPTCHA_CHALLENGE_URL, CAPTCHA_FIELDS, type FallbackChallenge } from './captcha.ts'

const controlClasses =
	'block w-full min-h-11 max-w-40 rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30'

const noop = () => () => {}

/** False on the server and during hydration, true afterwards. */
function useHydrated(): boolean {
	return useSyncExternalStore(
		noop,
		() => true,
		() => false,
	)
}

export function CaptchaField({
	fallback,
	resetKey,
}: {
	/** The question issued by the route's loader. */
	fallback: FallbackChallenge
	/** Change it (e.g. after a refused submission) to solve a fresh challenge. */
	resetKey?: string | number
}) {
	const hydrated = useHydrated()
	const [widgetFailed, setWidgetFailed] = useState(false)
	const onFailure = useCallback(() => setWidgetFailed(true), [])
	const showWidget = hydrated && !widgetFailed

	return (
		<fieldset className="space-y-2">
			<legend className="text-sm font-semibold text-slate-800">Verification</legend>
			{showWidget ? (
				<AltchaWidget key={resetKey} onFailure={onFailure} />
			) : (
				<FallbackQuestion key={fallback.id} fallback={fallback} widgetFailed={widgetFailed} />
			)}
			<Honeypot />
		</fieldset>
	)
}

function FallbackQuestion({
	fallback,
	widgetFailed,
}: {
	fallback: FallbackChallenge
	widgetFailed: boolean
}) {
	const id = useId()
	return (
		<div>
			<input type="hidden" name={CAPTCHA_FIELDS.fallbackId} value={fallback.id} />
			<label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
				{fallback.question}
				<span className="text-red-700" aria-hidden="true">
					{' '}
					*
				</span>
			</label>
			<input
				id={id}
				name={CAPTCHA_FIELDS.fallbackAnswer}
				type="text"
				inputMode="numeric"
				autoComplete="off"
				required
				maxLength={4}
				aria-describedby={`${id}-hint`}
				className={controlClasses}
			/>
			<p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
				{widgetFailed
					? 'The automatic check could not run in this browser. Answer with a number instead.'
					: 'Answer with a number, to show you are not a robot.'}
			</p>
		</div>
	)
}

function AltchaWidget({ onFailure }: { onFailure: () => void }) {
	const ref = useRef<HTMLElement>(null)
	useEffect(() => {
		const widget = ref.current
		let active = true
		const onStateChange = (event: Event) => {
			if ((event as CustomEvent<{ state?: string }>).detail?.state === 'error') onFailure()
		}
		widget?.addEventListener('statechange', onStateChange)
		import('./altcha-widget.client.ts').catch(() => {
			if (active) onFailure()
		})
		return () => {
			active = false
			widget?.removeEventListener('statechange', onStateChange)
		}
	}, [onFailure])
	return (
		<div className="min-h-16">
			<altcha-widget
				ref={ref}
				challenge={CAPTCHA_CHALLENGE_URL}
				auto="onload"
				name={CAPTCHA_FIELDS.altcha}
				configuration={JSON.stringify({ hideFooter: true })}
			/>
		</div>
	)
}

/** A text field people never see or reach; bots that fill every field give themselves away. */
function Honeypot() {
	const id = useId()
	return (
		<div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
			<label htmlFor={id}>Leave this field empty</label>
			<input id={id} name={CAPTCHA_FIELDS.honeypot} type="text" tabIndex={-1} autoComplete="off" />
		</div>
	)
}
