/**
 * The Mail screen (/admin/mail) for its route: one page of the outbox, newest first, with
 * the search by recipient or subject and the status filter (`status`: all, queued, sending, sent,
 * failed), and Resend (queues a failed or sent mail again, due now), with a toast; and the bursts of
 * mail the mail limits refused in the last week. Administrator only: the recipients and
 * client addresses are personal data.
 */
import { db } from '#app/db/db.server.ts'
import { env } from '#app/lib/env.server.ts'
import { formatDateTime } from '#app/lib/format.ts'
import { formRecordId, listRoute, loadListPage } from '#app/lib/list-loader.server.ts'
import { contentListOptions } from '#app/lib/list-params.ts'
import { requireSameSiteDownload } from '#app/lib/http/origin-check.server.ts'
import { mailQueued } from '#app/lib/mail/mail-signal.server.ts'
import { logger } from '#app/lib/logger.server.ts'
import { notFound, recordIdOr404 } from '#app/lib/page-data.server.ts'
import { mailFileStore } from '#app/lib/storage/file-store.server.ts'
import { countMailRefusals, listMailRefusals } from '#app/modules/outbox/mail-limits.queries.server.ts'
import { configuredMailLimits } from '#app/modules/outbox/mail-limits.server.ts'
import { readMailFile } from '#app/modules/outbox/mail-files.server.ts'
import {
	countAdminMails,
	listAdminMails,
	type MailFilter,
	type MailSort,
	requeueMail,
} from '#app/modules/outbox/outbox.queries.server.ts'

export const MAIL_FILTERS = [
	'all',
	'queued',
	'sending',
	'sent',
	'failed',
] as const satisfies readonly MailFilter[]
const MAIL_SORTS = ['date', 'to', 'status'] as const satisfies readonly MailSort[]

const MAIL_LIST = contentListOptions({
	defaultSize: 15,
	sortable: MAIL_SORTS,
	defaultSort: { sort: 'date', dir: 'desc' },
})

/** The status filter of a list URL (`?status=`); anything else is every mail. */
function parseMailFilter(url: URL): MailFilter {
	const value = url.searchParams.get('status')
	return (MAIL_FILTERS as readonly string[]).includes(value ?? '') ? (value as MailFilter) : 'all'
}

/** The refused-mail panel shows bursts whose last refusal is this many days old at most. */
export const REFUSALS_SHOWN_DAYS = 7

/** At most this many bursts are shown, newest first. */
export const REFUSALS_SHOWN = 25

/**
 * The refused-mail panel at `now`: the newest `REFUSALS_SHOWN` bursts of the last
 * `REFUSALS_SHOWN_DAYS` days with their first and last refusal in Accra time (`firstText`,
 * `lastText`), how many bursts there are in all, and the limits in force (mails per hour); or
 * `failed` when they could not be read (the rest of the screen still shows).
 */
async function loadRefusals(now: Date) {
	const since = new Date(now.getTime() - REFUSALS_SHOWN_DAYS * 24 * 60 * 60_000).toISOString()
	const limits = configuredMailLimits()
	try {
		const [bursts, total] = await Promise.all([
			listMailRefusals(db, since, REFUSALS_SHOWN),
			countMailRefusals(db, since),
		])
		return {
			failed: false,
			total,
			days: REFUSALS_SHOWN_DAYS,
			limits,
			bursts: bursts.map((burst) => ({
				...burst,
				firstText: formatDateTime(burst.firstAt),
				lastText: formatDateTime(burst.lastAt),
			})),
		}
	} catch (error) {
		logger.error({ err: error }, 'Mail refusals could not be read')
		return { failed: true, total: 0, days: REFUSALS_SHOWN_DAYS, limits, bursts: [] }
	}
}

/** The refused-mail panel's data (`loadRefusals`). */
export type MailRefusalsPanel = Awaited<ReturnType<typeof loadRefusals>>

/**
 * The Mail screen's `loader` and `action` (see `listRoute`). The loader data is a `ListPage` of the
 * outbox's rows with their dates in Accra (`dateText`, `sentText`), the filter in its params,
 * whether mail is written to files (`files`) and the refused-mail panel (`refusals`). The action's
 * `resend` queues the posted mail again.
 */
export const mailList = listRoute({
	load: async (request) => {
		const url = new URL(request.url)
		const status = parseMailFilter(url)
		const refusals = loadRefusals(new Date())
		const page = await loadListPage(
			url,
			MAIL_LIST,
			{
				count: ({ q }) => countAdminMails(db, { q, status }),
				page: (query) => listAdminMails(db, query),
			},
			{ filters: { status }, failureMessage: 'Unable to fetch mail. Please try again later.' },
		)
		return {
			...page,
			files: !env.SMTP_URL,
			refusals: await refusals,
			rows: page.rows.map((row) => ({
				...row,
				dateText: formatDateTime(row.createdAt),
				sentText: row.sentAt ? formatDateTime(row.sentAt) : null,
				nextText: formatDateTime(row.nextAttemptAt),
			})),
		}
	},
	intents: () => ({
		resend: async (form) => {
			const id = formRecordId(form, 'Unknown mail.')
			const queued = await requeueMail(db, id, new Date())
			if (queued) mailQueued()
			return queued
				? { type: 'success', title: 'Mail queued', description: 'It is sent again within a few seconds.' }
				: {
						type: 'error',
						title: 'Mail not queued',
						description: 'It is being sent right now, or it is gone.',
					}
		},
	}),
})

/** A row of the Mail screen. */
export type MailListItem = Awaited<ReturnType<typeof mailList.loader>>['rows'][number]

/**
 * The `.eml` file of mail `idParam` as a download (`message/rfc822`), for the Mail screen when mail
 * is written to files, read from the app's `mailFileStore` (shared by every instance: the file is
 * there whichever instance wrote it, ADR 0065). Throws 403 when another site started the download
 * (`requireSameSiteDownload`), 404 when the mail has no file or its file is gone or cannot be read.
 */
export async function mailFileResponse(request: Request, idParam: string | undefined): Promise<Response> {
	requireSameSiteDownload(request)
	const id = recordIdOr404(idParam, 'There is no such mail.')
	const file = await readMailFile(db, mailFileStore, id)
	if (file === 'none') notFound('This mail has no file.')
	if (file === 'gone') notFound('This mail’s file is gone.')
	const { name, body } = file
	return new Response(new Uint8Array(body), {
		headers: {
			'Content-Type': 'message/rfc822',
			'Content-Disposition': `attachment; filename="${name}"`,
			'Cache-Control': 'private, no-store',
		},
	})
}
