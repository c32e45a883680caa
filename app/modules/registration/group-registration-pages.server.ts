/**
 * What the group registration page (/register/group) needs, on the app's own database: the current
 * edition with its fee and group-discount rule, the form's captcha while registration is open, the
 * rows the form shows, and the registration itself. The form works without JavaScript: "Add more
 * rows" and "Remove" are submit buttons (`intent`) answered with the same page, the input kept and
 * the rows changed: counted against the address's limit, but before the schema and the captcha
 * (nothing is stored).
 */
import { m } from '#app/lib/i18n/messages.ts'
import { localeOfRequest } from '#app/lib/i18n/locale.server.ts'
import { db } from '#app/db/db.server.ts'
import { formCaptcha } from '#app/lib/captcha/challenge.server.ts'
import { formReply } from '#app/lib/form-outcome.server.ts'
import { storeFailure, submitPublicForm } from '#app/lib/public-form.server.ts'
import { groupFee, groupRule } from '#app/modules/editions/edition.ts'
import { getCurrentEdition } from '#app/modules/editions/editions.queries.server.ts'
import { toEditionView } from '#app/modules/editions/event-view.server.ts'
import { visitorMail } from '#app/modules/outbox/mail-limits.server.ts'
import {
	COLLEAGUE_FIELDS,
	GROUP_ROWS,
	GROUP_SIZE,
	type GroupFeeRule,
	GroupRegistrationSchema,
} from './group-registration.schema.ts'
import { registerGroup } from './group-registration.server.ts'

/**
 * The group page: the current edition (null before there is one), its fee rule (null without a
 * fee), and, only while registration is open, the form's captcha. The same for every visitor: the
 * page is kept in the page cache.
 */
export async function loadGroupRegistrationPage() {
	const now = new Date()
	const edition = await getCurrentEdition(db, now)
	const view = edition ? toEditionView(edition, now) : null
	const captcha = view?.phase === 'upcoming' ? formCaptcha() : null
	// One person's fee of the moment, as a group's fee starts from it (`groupFee`).
	const alone = edition ? groupFee(edition, 1, now) : null
	const feeRule: GroupFeeRule | null =
		edition && alone
			? {
					basePesewas: alone.basePesewas,
					baseLabel:
						alone.baseLabel === 'Early-bird fee'
							? view?.fee?.earlyBird
								? m.forms_fee_early_bird_until({ date: view.fee.earlyBird.until })
								: m.forms_fee_early_bird()
							: m.forms_fee_regular(),
					discount: groupRule(edition),
				}
			: null
	return { edition: view, captcha, feeRule }
}

/** A colleague's field as the page names it: `colleagues[<row>].<field>`. */
const ROW_FIELD = new RegExp(`^colleagues\\[(\\d+)\\]\\.(${COLLEAGUE_FIELDS.join('|')})$`)

/** The contact's fields: every field of the form but the rows. */
const CONTACT_FIELDS = new Set(
	Object.keys(GroupRegistrationSchema.shape).filter((name) => name !== 'colleagues'),
)

/**
 * The same page for a row button (`intent` "more-rows" or "remove-<n>"): the contact's fields and
 * the rows as posted (nothing else: the captcha's fields are dropped), `GROUP_ROWS.step` more rows
 * (at most `GROUP_SIZE.max`), or row n taken out (never below `GROUP_SIZE.min` rows); null for a
 * submission. One pass over the posted fields: rows are kept in the order of their numbers, and
 * nothing is allocated by a number the client sent (a forged `colleagues[99999999]` is one row).
 */
function changeRows(formData: FormData) {
	const intent = formData.get('intent')
	if (typeof intent !== 'string' || intent === '') return null
	const contact: Record<string, string> = {}
	const byNumber = new Map<number, Record<string, string>>()
	for (const [name, value] of formData) {
		if (typeof value !== 'string') continue
		const field = ROW_FIELD.exec(name)
		if (field) {
			const number = Number(field[1])
			byNumber.set(number, { ...byNumber.get(number), [field[2]!]: value })
		} else if (CONTACT_FIELDS.has(name)) contact[name] = value
	}
	const rows: Record<string, string>[] = [...byNumber.keys()]
		.sort((a, b) => a - b)
		.map((n) => byNumber.get(n)!)
	const removed = /^remove-(\d+)$/.exec(intent)
	if (removed) rows.splice(Number(removed[1]), 1)
	const wanted = intent === 'more-rows' ? rows.length + GROUP_ROWS.step : rows.length
	const count = Math.min(GROUP_SIZE.max, Math.max(GROUP_SIZE.min, wanted))
	rows.splice(count)
	while (rows.length < count) rows.push({})
	return formReply(200, {
		result: { initialValue: { ...contact, colleagues: rows } },
		message: '',
		at: Date.now(),
	})
}

/**
 * Answers the group form of `request`, every post counted as an attempt against the address's limit:
 * a row button gets the page back with its rows changed (`changeRows`); a submission registers the
 * group for the current edition (`registerGroup`): the form's messages (429 thrown past the
 * address's limit, or answered when the group's mail is over a mail limit, the full mailboxes named
 * on their rows; 400 fields, rows or captcha; 409 colleagues already registered, named on their
 * rows; 403 closed or not open; 500 when it cannot be stored) or a redirect to the home page's
 * thank-you dialog with the group's size. It counts as one accepted submission against the
 * address's limit.
 */
export async function registerGroupFromForm(request: Request) {
	return submitPublicForm(request, 'registration', GroupRegistrationSchema, {
		early: changeRows,
		// The mail is counted for the visitor's network, each mailbox and each domain.
		save: (value, now) => {
			const mail = visitorMail(request)
			return registerGroup(db, value, now, mail.messageIdHost, mail.sender, localeOfRequest(request))
		},
		failure: storeFailure('Group registration', m.forms_store_failed_group()),
		answer: (outcome, refuse) => {
			if (outcome.ok) return { redirectTo: `/?group=${outcome.size}` }
			if (outcome.reason === 'mail-limit') return refuse(429, outcome.message, outcome.fieldErrors)
			if (outcome.reason !== 'duplicate') return refuse(403, outcome.message)
			const fieldErrors = Object.fromEntries(
				outcome.rows.map((row) => [`colleagues[${row.index}].email`, [row.message]]),
			)
			return refuse(409, outcome.message, fieldErrors)
		},
	})
}
