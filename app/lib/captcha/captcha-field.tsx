/**
 * The captcha part of a public form: a honeypot, and either the ALTCHA widget or the
 * server-rendered fallback question.
 *
 * The server shows the fallback question, so the form works without JavaScript. On a page sent
 * without React (the public forms) the page's inline script swaps the question for the
 * widget once the visitor starts on the form, loading the widget's files named in the fieldset's
 * `data-widget-*` attributes. When React renders the form (after client navigation), the widget
 * replaces the question at once, its code imported in an effect. Either way, when the widget cannot
 * run (its script or challenge fails to load, or an error state), the question comes back.
 */
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import type {} from 'altcha/types/react'
import { CAPTCHA_CHALLENGE_URL, CAPTCHA_FIELDS, type FallbackChallenge, type FormCaptcha } from './captcha.ts'

const controlClasses =
	'block w-full min-h-11 max-w-40 rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600'

const noop = () => () => {}

/** False on the server and during hydration, true afterwards. */
function useHydrated(): boolean {
	return useSyncExternalStore(
		noop,
		() => true,
		() => false,
	)
}

/** The form's captcha fieldset. */
export function CaptchaField({
	captcha: { fallback, widgetFiles },
	resetKey,
}: {
	/** The question and the widget's files, from the route's loader. */
	captcha: FormCaptcha
	/** Change it (e.g. after a refused submission) to solve a fresh challenge. */
	resetKey?: string | number
}) {
	const hydrated = useHydrated()
	const [widgetFailed, setWidgetFailed] = useState(false)
	const onFailure = useCallback(() => setWidgetFailed(true), [])
	const showWidget = hydrated && !widgetFailed
	// What the inline script of a page sent without React needs to load the widget by itself.
	const staticWidget =
		!hydrated && widgetFiles
			? {
					'data-widget-script': widgetFiles.script,
					'data-widget-styles': widgetFiles.styles.join(' '),
					'data-widget-challenge': CAPTCHA_CHALLENGE_URL,
					'data-widget-name': CAPTCHA_FIELDS.altcha,
					'data-widget-configuration': WIDGET_CONFIGURATION,
				}
			: {}

	return (
		<fieldset className="space-y-2" {...staticWidget}>
			<legend className="text-sm font-semibold text-slate-800">Verification</legend>
			{showWidget ? (
				<AltchaWidget key={resetKey} onFailure={onFailure} />
			) : (
				<FallbackQuestion key={fallback?.id} fallback={fallback} widgetFailed={widgetFailed} />
			)}
			<Honeypot />
		</fieldset>
	)
}

/** The widget's settings (its `configuration` attribute): no "Protected by ALTCHA" footer. */
const WIDGET_CONFIGURATION = JSON.stringify({ hideFooter: true })

const WIDGET_FAILED_HINT = 'The automatic check could not run in this browser. Answer with a number instead.'

/** Shown instead of the question once the visitor's address has been given its share of them. */
const FALLBACK_PAUSED =
	'The verification question is paused for your network after many page views. With JavaScript on, the check runs by itself; otherwise please try again in a few minutes.'

function FallbackQuestion({
	fallback,
	widgetFailed,
}: {
	fallback: FallbackChallenge | null
	widgetFailed: boolean
}) {
	const id = useId()
	if (!fallback)
		return (
			<div data-captcha-fallback>
				<p className="text-sm text-slate-700">{FALLBACK_PAUSED}</p>
			</div>
		)
	return (
		<div data-captcha-fallback>
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
			<p id={`${id}-hint`} className="mt-1 text-sm text-slate-600" data-failed-hint={WIDGET_FAILED_HINT}>
				{widgetFailed ? WIDGET_FAILED_HINT : 'Answer with a number, to show you are not a robot.'}
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
				configuration={WIDGET_CONFIGURATION}
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
