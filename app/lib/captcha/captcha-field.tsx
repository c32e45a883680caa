/**
 * The captcha part of a public form: a honeypot, and either the ALTCHA widget or the
 * server-rendered fallback question.
 *
 * The page itself is the same for every visitor (ADR 0050): it holds no question, only a line
 * saying one may be asked. On a page sent without React (the public forms) the page's inline
 * script puts the widget in that line's place once the visitor starts on the form, loading the
 * widget's files named in the fieldset's `data-widget-*` attributes. When React renders the form
 * (after client navigation), the widget shows at once, its code imported in an effect. A submission
 * without a widget solution (no JavaScript, or the widget could not run) is answered with the form
 * as typed and a question (`question`), which works without JavaScript; the widget may still take
 * its place unless the visitor has begun answering it.
 */
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import type {} from 'altcha/types/react'
import { m } from '#app/lib/i18n/messages.ts'
import { type Locale, useLocale } from '#app/lib/i18n/locale.ts'
import { CAPTCHA_CHALLENGE_URL, CAPTCHA_FIELDS, type CaptchaQuestion, type FormCaptcha } from './captcha.ts'

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
	captcha: { widgetFiles },
	question,
	resetKey,
}: {
	/** The widget's files, from the route's loader. */
	captcha: FormCaptcha
	/** The question of the server's last answer to the form (`CaptchaQuestion`). */
	question: CaptchaQuestion
	/** Change it (e.g. after a refused submission) to solve a fresh challenge. */
	resetKey?: string | number
}) {
	const hydrated = useHydrated()
	const locale = useLocale()
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
					'data-widget-configuration': widgetConfiguration(locale),
				}
			: {}

	return (
		<fieldset className="space-y-2" {...staticWidget}>
			<legend className="text-sm font-semibold text-slate-800">{m.forms_captcha_legend()}</legend>
			{showWidget ? (
				<AltchaWidget key={resetKey} onFailure={onFailure} configuration={widgetConfiguration(locale)} />
			) : (
				<FallbackQuestion key={question?.id} question={question} widgetFailed={widgetFailed} />
			)}
			<Honeypot />
		</fieldset>
	)
}

/**
 * The widget's settings (its `configuration` attribute): no "Protected by ALTCHA" footer, and its
 * texts in the page's language (the French ones are registered by `altcha-widget.client.ts`).
 */
function widgetConfiguration(locale: Locale): string {
	return JSON.stringify({ hideFooter: true, language: locale })
}

function FallbackQuestion({ question, widgetFailed }: { question: CaptchaQuestion; widgetFailed: boolean }) {
	const id = useId()
	if (question === undefined)
		return (
			<div data-captcha-fallback>
				<p className="text-sm text-slate-700" data-failed-hint={m.forms_captcha_failed_later()}>
					{widgetFailed ? m.forms_captcha_failed_later() : m.forms_captcha_later()}
				</p>
			</div>
		)
	if (question === null)
		return (
			<div data-captcha-fallback>
				<p className="text-sm text-slate-700">{m.forms_captcha_paused()}</p>
			</div>
		)
	const fallback = question
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
			<p
				id={`${id}-hint`}
				className="mt-1 text-sm text-slate-600"
				data-failed-hint={m.forms_captcha_failed_hint()}
			>
				{widgetFailed ? m.forms_captcha_failed_hint() : m.forms_captcha_answer_hint()}
			</p>
		</div>
	)
}

function AltchaWidget({ onFailure, configuration }: { onFailure: () => void; configuration: string }) {
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
				configuration={configuration}
			/>
		</div>
	)
}

/** A text field people never see or reach; bots that fill every field give themselves away. */
function Honeypot() {
	const id = useId()
	return (
		<div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
			<label htmlFor={id}>{m.forms_honeypot_label()}</label>
			<input id={id} name={CAPTCHA_FIELDS.honeypot} type="text" tabIndex={-1} autoComplete="off" />
		</div>
	)
}
