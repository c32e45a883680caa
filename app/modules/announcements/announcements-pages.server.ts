/**
 * What the back office's announcement screens call (docs/event-days.md, "Announcements"), on the
 * app's own database: the list (/admin/announcements), the new form (/admin/announcements/new) and
 * an announcement's page (/admin/announcements/{announcementId}) with its form while it is a draft or
 * scheduled, its preview, the number of recipients its audience selects now, and its actions (test,
 * send now, schedule, cancel schedule). Administrators only: the routes check the role, and the
 * list's loader and action (`announcementList`) check it themselves. Times are shown and typed in
 * Accra time (UTC+0).
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { db } from '#app/db/db.server.ts'
import type { AnnouncementStatus } from '#app/db/schema.ts'
import type { Actor } from '#app/lib/auth/actor.ts'
import { formatDateTime, textLines } from '#app/lib/format.ts'
import { type FormOutcome, formReply } from '#app/lib/form-outcome.server.ts'
import { alertReplies, type FormResult, submitForm } from '#app/lib/form-submission.server.ts'
import type { Locale } from '#app/lib/i18n/locale.ts'
import { localized } from '#app/lib/i18n/localized.ts'
import { m } from '#app/lib/i18n/messages.ts'
import { listRoute, loadListPage } from '#app/lib/list-loader.server.ts'
import { contentListOptions } from '#app/lib/list-params.ts'
import { mailQueued } from '#app/lib/mail/mail-signal.server.ts'
import { recordIdOr404, recordOr404, readOr500 } from '#app/lib/page-data.server.ts'
import { SITE_NAME } from '#app/lib/seo.ts'
import { isoToAccraLocal } from '#app/modules/blog/blog-post.schema.ts'
import { sanitizeBlogHtml } from '#app/modules/blog/blog-html.server.ts'
import { pickCurrentEdition } from '#app/modules/editions/edition.ts'
import { listEditions } from '#app/modules/editions/editions.queries.server.ts'
import { siteMessageIdHost } from '#app/modules/outbox/mail-limits.server.ts'
import { getSettings } from '#app/modules/settings/settings.queries.server.ts'
import { audienceLabel } from './announcement-audience.ts'
import {
	ANNOUNCEMENT_MISSING,
	type AnnouncementRefusal,
	cancelAnnouncementSchedule,
	queueAnnouncement,
	saveAnnouncement,
	scheduleAnnouncement,
	sendAnnouncementTest,
} from './announcement-admin.server.ts'
import { AnnouncementSchema, ScheduleSchema } from './announcement.schema.ts'
import {
	announcementMailCounts,
	announcementRecipients,
	type AnnouncementRow,
	type AnnouncementSort,
	countAnnouncements,
	findAnnouncement,
	listAnnouncementsPage,
	listSessionChoices,
} from './announcements.queries.server.ts'

const READ_FAILURE = {
	message: 'Unable to fetch announcements. Please try again later.',
	log: 'Announcements could not be read',
}

/** Each status as staff read it. */
export const STATUS_LABELS: Record<AnnouncementStatus, string> = {
	draft: 'Draft',
	scheduled: 'Scheduled',
	queued: 'Sent',
	cancelled: 'Cancelled',
}

const LIST = contentListOptions<AnnouncementSort>({
	defaultSize: 15,
	sortable: ['date', 'subject', 'status'],
	defaultSort: { sort: 'date', dir: 'desc' },
})

/** "Scheduled for 25 Mar 2027, 08:00", "Sent 25 Mar 2027, 08:00", or "Not sent" (Accra time). */
function whenText(row: {
	status: AnnouncementStatus
	sendAt: string | null
	queuedAt: string | null
}): string {
	if (row.status === 'queued' && row.queuedAt) return `Sent ${formatDateTime(row.queuedAt)}`
	if (row.status === 'scheduled' && row.sendAt) return `Scheduled for ${formatDateTime(row.sendAt)}`
	return row.status === 'cancelled' ? 'Cancelled, not sent' : 'Not sent'
}

/** "Checked in", or "A session's attendees: Opening keynote". */
function audienceText(audience: AnnouncementRow['audience'], sessionHeading: string | null): string {
	return audience === 'session' && sessionHeading
		? `${audienceLabel(audience)}: ${sessionHeading}`
		: audienceLabel(audience)
}

/**
 * The Announcements screen's `loader` and `action` (see `listRoute`): one page of the announcements
 * whose subject contains the search, newest change first, each with its edition, audience, status,
 * when it was scheduled or sent (Accra) and the counts of its mails (queued, sent, failed). No
 * actions of its own: each announcement's page has them.
 */
export const announcementList = listRoute({
	load: async (request) => {
		const page = await loadListPage(
			new URL(request.url),
			LIST,
			{ count: ({ q }) => countAnnouncements(db, q), page: (query) => listAnnouncementsPage(db, query) },
			{ failureMessage: READ_FAILURE.message },
		)
		const counts = await readOr500(
			() =>
				announcementMailCounts(
					db,
					page.rows.map((row) => row.id),
				),
			READ_FAILURE,
		)
		return {
			...page,
			rows: page.rows.map((row) => ({
				...row,
				audienceText: audienceText(row.audience, row.sessionHeading),
				statusText: STATUS_LABELS[row.status],
				whenText: whenText(row),
				counts: counts.get(row.id) ?? { queued: 0, sent: 0, failed: 0 },
			})),
		}
	},
	intents: () => ({}),
})

/** A row of the Announcements screen. */
export type AnnouncementListItem = Awaited<ReturnType<typeof announcementList.loader>>['rows'][number]

/** An option of the form's selects. */
export interface AnnouncementOption {
	value: string
	label: string
}

/**
 * The form's choices: every edition (latest first, the current one marked, which is the default) and
 * every session of every edition ("2027 · Opening keynote (25 Mar 2027, 09:00)").
 */
async function formChoices() {
	const [editions, sessions] = await Promise.all([listEditions(db), listSessionChoices(db)])
	const current = pickCurrentEdition(editions, new Date())
	return {
		currentEditionId: current?.id ?? null,
		editions: editions.map((e) => ({
			value: String(e.id),
			label: `${e.year}${e.id === current?.id ? ' (current edition)' : ''}`,
		})),
		sessions: sessions.map((s) => ({
			value: String(s.id),
			label: `${s.year} · ${s.heading} (${formatDateTime(s.startsAt)})`,
		})),
	}
}

/** The form's values, as it holds them. */
export interface AnnouncementFormDefaults {
	editionId: string
	subject: string
	subjectFr: string
	body: string
	bodyFr: string
	audience: string
	sessionId: string
}

/** The new announcement page: the choices and an empty form for the current edition, to everyone. */
export async function loadAnnouncementNewPage() {
	const choices = await readOr500(formChoices, READ_FAILURE)
	return {
		choices,
		defaults: {
			editionId: choices.currentEditionId === null ? '' : String(choices.currentEditionId),
			subject: '',
			subjectFr: '',
			body: '',
			bodyFr: '',
			audience: 'all',
			sessionId: '',
		} satisfies AnnouncementFormDefaults,
	}
}

/** One language's preview of an announcement: what a registrant in `locale` reads. */
function previewIn(
	row: AnnouncementRow,
	locale: Locale,
	settings: { siteName: string; contactEmail: string | null; contactPhones: string[] },
) {
	const event = `${settings.siteName} ${row.edition_year}`
	return {
		locale,
		event,
		subject: localized(row.subject, row.subject_fr, locale),
		greeting: m.mail_announcement_greeting({ name: 'Ama Mensah' }, { locale }),
		bodyHtml: sanitizeBlogHtml(localized(row.body_html, row.body_html_fr, locale)),
		pageLabel: m.mail_manage_registration({}, { locale }),
		why: m.mail_announcement_why_registered({ event }, { locale }),
		questions: m.mail_questions({}, { locale }),
		contactEmail: settings.contactEmail,
		contactPhones: settings.contactPhones,
		/** Whether this language falls back to the English text (no French written). */
		fallsBack: locale === 'fr' && !row.body_html_fr,
	}
}

/**
 * The page of the announcement `idParam` names: what it is (subject, edition, audience, status, when
 * scheduled or sent, who wrote it), its mail counts, its preview in English and French, and, while
 * it is a draft or scheduled, the number of recipients its audience selects now, the form's values
 * and choices, and the schedule's time as typed (Accra). Throws 404 for no announcement, 500 when it
 * cannot be read.
 */
export async function loadAnnouncementPage(idParam: string | undefined) {
	const row = await recordOr404(idParam, (id) => findAnnouncement(db, id), {
		missing: ANNOUNCEMENT_MISSING,
		failure: READ_FAILURE,
	})
	const open = row.status === 'draft' || row.status === 'scheduled'
	const [counts, settings, recipients, choices] = await readOr500(
		() =>
			Promise.all([
				announcementMailCounts(db, [row.id]),
				getSettings(db),
				open
					? announcementRecipients(db, {
							editionId: row.edition_id,
							audience: row.audience,
							sessionId: row.session_id,
						})
					: Promise.resolve(null),
				open ? formChoices() : Promise.resolve(null),
			]),
		READ_FAILURE,
	)
	const frame = {
		siteName: settings.site_name || SITE_NAME,
		contactEmail: settings.contact_email || null,
		contactPhones: textLines(settings.contact_phone),
	}
	return {
		announcement: {
			id: row.id,
			subject: row.subject,
			status: row.status,
			statusText: STATUS_LABELS[row.status],
			open,
			editionYear: row.edition_year,
			audienceText: audienceText(row.audience, row.session_heading),
			whenText: whenText({ status: row.status, sendAt: row.send_at, queuedAt: row.queued_at }),
			recipientCount: row.recipient_count,
			createdBy: row.created_by,
			sendAtLocal: row.send_at ? isoToAccraLocal(row.send_at) : '',
		},
		counts: counts.get(row.id) ?? { queued: 0, sent: 0, failed: 0 },
		recipientsNow: recipients?.length ?? null,
		previews: [previewIn(row, 'en', frame), previewIn(row, 'fr', frame)],
		choices,
		defaults: {
			editionId: String(row.edition_id),
			subject: row.subject,
			subjectFr: row.subject_fr ?? '',
			body: row.body_html,
			bodyFr: row.body_html_fr ?? '',
			audience: row.audience,
			sessionId: row.session_id === null ? '' : String(row.session_id),
		} satisfies AnnouncementFormDefaults,
	}
}

/** What the page's forms read back after a refused or failed post. */
export type AnnouncementActionData =
	{ result: FormResult } | { schedule: { sendAt: string; error: string } } | { notice: { message: string } }

/** Where a refusal's message goes on the form: under its field, else at the top. */
function refusalErrors(refusal: Extract<AnnouncementRefusal, { reason: 'refused' }>) {
	return refusal.field && refusal.field !== 'sendAt'
		? { fieldErrors: { [refusal.field]: [refusal.message] } }
		: { formErrors: [refusal.message] }
}

/**
 * Saves the announcement form by `actor`: a new draft when `id` is null, else announcement `id`.
 * Answers 400 with the fields' messages (input kept), 409 for a refusal (a session of another
 * edition, a text the allow-list empties, an announcement already sent), 500 when saving fails, or
 * a redirect to the announcement's page with a toast. Throws 404 when the announcement is gone.
 */
async function saveFromForm(
	actor: Actor,
	id: number | null,
	formData: FormData,
): Promise<FormOutcome<{ result: FormResult }>> {
	return submitForm(parseWithZod(formData, { schema: AnnouncementSchema }), alertReplies, {
		failure: id === null ? 'Add announcement failed' : 'Update announcement failed',
		save: (value) => saveAnnouncement(db, actor, id, value, new Date()),
		answer: (result, reply) => {
			if (!result.ok) {
				if (result.reason === 'not-found') throw data(ANNOUNCEMENT_MISSING, { status: 404 })
				return formReply(409, reply(refusalErrors(result)))
			}
			return {
				redirectTo: `/admin/announcements/${result.id}`,
				toast: {
					type: 'success',
					title: id === null ? 'Announcement saved as a draft' : 'Announcement saved',
					description: 'Check the preview and send yourself a test before sending it.',
				},
			}
		},
	})
}

/** The new announcement form's action by `actor` (see `saveFromForm`). */
export async function addAnnouncementFromForm(actor: Actor, request: Request) {
	return saveFromForm(actor, null, await request.formData())
}

/** A redirect back to the page with a toast. */
function toastTo(
	id: number,
	type: 'success' | 'error',
	title: string,
	description: string,
): FormOutcome<never> {
	return { redirectTo: `/admin/announcements/${id}`, toast: { type, title, description } }
}

/**
 * The forms of an announcement's page by `staff` (the signed-in Administrator), by their `intent`:
 * `save-announcement` (the form), `send-test` (to `staff.email`), `send-now` (after the
 * confirmation naming the count), `schedule` (`sendAt`, Accra time) and `cancel-schedule`. Success
 * redirects back with a toast. A refused send or test answers 409 with a notice on the page (an
 * empty audience: nothing changed); a refused schedule answers 400 or 409 with the time kept and its
 * message. Throws 404 for a malformed id or a gone announcement, 400 for another intent.
 */
export async function announcementPageAction(
	staff: Actor & { email: string },
	idParam: string | undefined,
	request: Request,
): Promise<FormOutcome<AnnouncementActionData>> {
	const id = recordIdOr404(idParam, ANNOUNCEMENT_MISSING)
	const form = await request.formData()
	const now = new Date()
	const gone = (): never => {
		throw data(ANNOUNCEMENT_MISSING, { status: 404 })
	}
	/** A refused send: 404 when the announcement is gone, else 409 with the reason on the page. */
	const refused = (result: { reason: string; message?: string }) =>
		result.reason === 'not-found' ? gone() : formReply(409, { notice: { message: result.message ?? '' } })
	switch (form.get('intent')) {
		case 'save-announcement':
			return saveFromForm(staff, id, form)
		case 'send-test': {
			const result = await sendAnnouncementTest(db, staff, id, siteMessageIdHost(), now)
			if (!result.ok) return refused(result)
			mailQueued()
			return toastTo(
				id,
				'success',
				result.count === 2 ? 'Tests sent' : 'Test sent',
				`${result.count === 2 ? 'The English and French tests go' : 'The test goes'} to ${result.to} in a moment, marked “[Test]”.`,
			)
		}
		case 'send-now': {
			const result = await queueAnnouncement(db, staff, id, siteMessageIdHost(), now)
			if (!result.ok) return refused(result)
			mailQueued()
			return toastTo(
				id,
				'success',
				'Announcement sent',
				`${result.count} ${result.count === 1 ? 'mail is' : 'mails are'} queued: the counts below follow them as they go out.`,
			)
		}
		case 'schedule': {
			const sendAt = String(form.get('sendAt') ?? '')
			const submission = parseWithZod(form, { schema: ScheduleSchema })
			if (submission.status !== 'success')
				return formReply(400, {
					schedule: { sendAt, error: submission.error?.sendAt?.[0] ?? 'Enter a date and time' },
				})
			const result = await scheduleAnnouncement(db, staff, id, submission.value.sendAt, now)
			if (!result.ok)
				return result.reason === 'not-found'
					? gone()
					: formReply(409, { schedule: { sendAt, error: result.message } })
			return toastTo(
				id,
				'success',
				'Announcement scheduled',
				`It is sent on ${formatDateTime(submission.value.sendAt)} (Accra time) to whoever its audience selects then.`,
			)
		}
		case 'cancel-schedule': {
			const result = await cancelAnnouncementSchedule(db, staff, id, now)
			if (!result.ok)
				return result.reason === 'not-found'
					? gone()
					: toastTo(id, 'error', 'Schedule not cancelled', result.message)
			return toastTo(
				id,
				'success',
				'Schedule cancelled',
				'The announcement is a draft again: nothing will be sent.',
			)
		}
		default:
			throw data('Unknown action.', { status: 400 })
	}
}
