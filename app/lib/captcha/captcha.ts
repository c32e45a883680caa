/**
 * The form captcha's shared names and texts. Browser-safe: the form component and the
 * server checks both read them.
 */
import { m } from '#app/lib/i18n/messages.ts'

/** Names of the form fields the captcha adds to a form. */
export const CAPTCHA_FIELDS = {
	/** The ALTCHA widget's solved payload (the widget's default field name). */
	altcha: 'altcha',
	/** Id of the server-rendered fallback question (hidden). */
	fallbackId: 'captcha_id',
	/** The visitor's answer to the fallback question. */
	fallbackAnswer: 'captcha_answer',
	/** Honeypot: visually hidden, left empty by people, often filled by bots. */
	honeypot: 'website',
} as const

/** Every captcha field name, e.g. to leave them out of a form reply (`hideFields`). */
export const CAPTCHA_FIELD_NAMES: string[] = Object.values(CAPTCHA_FIELDS)

/** How long an ALTCHA challenge or a fallback question can be answered and submitted. */
export const CHALLENGE_TTL_MS = 10 * 60_000

/** URL the widget fetches a fresh ALTCHA challenge from (`routes/resources/captcha-challenge.ts`). */
export const CAPTCHA_CHALLENGE_URL = '/captcha/challenge'

/** Why a submission's captcha was refused; each reason has one message. */
export type CaptchaFailure = 'missing' | 'invalid' | 'expired' | 'replayed' | 'wrong-answer' | 'honeypot'

/** The message of each refusal, in the current language (the request's, on the server). */
export const CAPTCHA_MESSAGES: Record<CaptchaFailure, () => string> = {
	missing: m.forms_captcha_missing,
	invalid: m.forms_captcha_invalid,
	expired: m.forms_captcha_expired,
	replayed: m.forms_captcha_invalid,
	'wrong-answer': m.forms_captcha_wrong_answer,
	honeypot: m.forms_captcha_honeypot,
}

/** Outcome of checking a submission's captcha. */
export type CaptchaCheck =
	{ ok: true; method: 'altcha' | 'fallback' } | { ok: false; reason: CaptchaFailure; message: string }

/**
 * A server-rendered fallback question, for a visitor without JavaScript or whose browser cannot run
 * the widget: it comes with the answer to a submission that carried no widget solution (ADR 0050),
 * never with the page itself, so the page is the same for every visitor.
 */
export interface FallbackChallenge {
	id: string
	question: string
}

/**
 * The built files of the ALTCHA widget (`altcha-widget.client.ts`), as URLs: a page sent without
 * React loads them itself once a visitor starts on its form.
 */
export interface CaptchaWidgetFiles {
	/** The widget's module script. */
	script: string
	/** Its stylesheets, which a module loaded by hand does not bring in itself. */
	styles: string[]
}

/**
 * What a public form's captcha needs from the page's loader: the same for every visitor, so the
 * page can be kept in the page cache (ADR 0050).
 */
export interface FormCaptcha {
	/** Null when the widget's files cannot be found: a submission then gets the question. */
	widgetFiles: CaptchaWidgetFiles | null
}

/**
 * The question a form's failure reply carries: undefined when none is needed (the submission
 * carried a widget solution that was not refused: the widget solves again on the page), null when
 * the visitor's address has been given its share of questions, else the question.
 */
export type CaptchaQuestion = FallbackChallenge | null | undefined

/** Builds a refusal with the message of `reason`, in the current language. */
export function captchaRefusal(reason: CaptchaFailure): CaptchaCheck {
	return { ok: false, reason, message: CAPTCHA_MESSAGES[reason]() }
}
