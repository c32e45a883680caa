/**
 * Registrations as a visitor without JavaScript makes them, for the cluster test and bench: load
 * /register, answer its fallback question, post the form (the approach of
 * bench/registration-burst.ts, against any origin — nginx or one instance).
 */

/** How the site answered a registration: accepted (the thank-you redirect), refused, a 5xx, or no answer. */
export type RegistrationOutcome = 'accepted' | 'refused' | 'server-error' | 'network-error'

export interface RegistrationResult {
	email: string
	outcome: RegistrationOutcome
	/** The HTTP status of the POST (0 when none came). */
	status: number
	/** The POST's time, in milliseconds (0 when none came). */
	ms: number
	/** What went wrong, for a failure's message: the start of a refusal's body, or the error. */
	detail?: string
}

/** The no-JavaScript question of a page (its id and answer), or null when the page has none. */
function questionOf(page: string): { id: string; answer: string } | null {
	const id = /name="captcha_id" value="([^"]+)"/.exec(page)?.[1]
	const sum = /What is (\d+) \+ (\d+)\?/.exec(page)
	return id && sum ? { id, answer: String(Number(sum[1]) + Number(sum[2])) } : null
}

/** A delegate's fields, as the registration form names them; `email` is theirs alone. */
function delegateFields(email: string, i: number) {
	return {
		name: `Cluster Delegate ${i}`,
		company_name: 'Cluster Assurance Ltd',
		role: 'Internal Auditor',
		email,
		whatsapp_number: `+233 24 ${String(1_000_000 + i).slice(-7)}`,
		consent: 'on',
		website: '',
	}
}

/**
 * Registers delegate `i` under `email` at `origin` (`http://host:port`, sent as the form's
 * `Origin`): loads /register and answers its question (when the page asks none, posts once and
 * takes the question the answer asks), then posts the form. Never throws: a failed request is a
 * `network-error`.
 */
export async function registerDelegate(
	origin: string,
	email: string,
	i: number,
): Promise<RegistrationResult> {
	const headers = { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' }
	const fields = delegateFields(email, i)
	try {
		let question = questionOf(await (await fetch(`${origin}/register`)).text())
		let refusal = 'no question to answer'
		if (!question) {
			const answer = await fetch(`${origin}/register`, {
				method: 'POST',
				body: new URLSearchParams(fields),
				redirect: 'manual',
				headers,
			})
			const page = await answer.text()
			question = questionOf(page)
			refusal = `no question to answer; the form posted without one answered ${answer.status}: ${page.slice(0, 80)}`
		}
		if (!question) return { email, outcome: 'refused', status: 0, ms: 0, detail: refusal }
		const started = performance.now()
		const response = await fetch(`${origin}/register`, {
			method: 'POST',
			body: new URLSearchParams({ ...fields, captcha_id: question.id, captcha_answer: question.answer }),
			redirect: 'manual',
			headers,
		})
		const body = await response.text()
		const ms = performance.now() - started
		// Accepted: the thank-you redirect (the browser's own submit), or 201 (a page that sends the form itself).
		const thanked = /^\/\?registered=/.test(response.headers.get('location') ?? '')
		const accepted =
			((response.status === 302 || response.status === 303) && thanked) || response.status === 201
		const outcome = accepted ? 'accepted' : response.status >= 500 ? 'server-error' : 'refused'
		return { email, outcome, status: response.status, ms, detail: accepted ? undefined : body.slice(0, 120) }
	} catch (error) {
		return { email, outcome: 'network-error', status: 0, ms: 0, detail: String(error) }
	}
}

/** Runs `task(0)` … `task(count - 1)`, `concurrency` at a time; resolves with the results in order. */
export async function inPool<T>(
	count: number,
	concurrency: number,
	task: (i: number) => Promise<T>,
): Promise<T[]> {
	const out: T[] = []
	let next = 0
	await Promise.all(
		Array.from({ length: Math.min(concurrency, count) }, async () => {
			while (next < count) {
				const mine = next++
				out[mine] = await task(mine)
			}
		}),
	)
	return out
}
