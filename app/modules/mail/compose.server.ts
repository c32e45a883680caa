/**
 * Composing each kind of queued mail at the moment it is sent, from what the database
 * holds then (a registrant's corrected name is used; a cancelled registration has no mail left to
 * send): HTML and plain text rendered from the React Email templates in `emails/`, and the
 * attachments (the ticket's QR code inline, the calendar file).
 */
import { ACCOUNT_FAILURES, ACCOUNT_WINDOW_MINUTES } from '#app/lib/auth/login-throttle.server.ts'
import { plainTextSelectors, render, toPlainText } from '@react-email/components'
import QRCode from 'qrcode'
import type { Database } from '#app/db/handle.ts'
import { formatCedis, formatEventDate, formatEventTime, textLines } from '#app/lib/format.ts'
import type { MailMessage } from '#app/lib/mail/transport.server.ts'
import { SITE_NAME } from '#app/lib/seo.ts'
import { findAttendee } from '#app/modules/attendees/attendees.queries.server.ts'
import { signTicketRef, ticketSecret } from '#app/modules/registration/ticket-token.server.ts'
import { summitCalendar } from '#app/modules/agenda/agenda-ics.server.ts'
import { lastSessionEnd } from '#app/modules/agenda/sessions.queries.server.ts'
import { feeCard } from '#app/modules/editions/edition.ts'
import { getEdition } from '#app/modules/editions/editions.queries.server.ts'
import { findEnquiry } from '#app/modules/partnerships/partnerships.queries.server.ts'
import { getSettings } from '#app/modules/settings/settings.queries.server.ts'
import { findGroup, findGroupFee } from '#app/modules/registration/registration.queries.server.ts'
import { AttendeeConfirmation } from './emails/attendee-confirmation.tsx'
import { GroupSummary } from './emails/group-summary.tsx'
import { SignInWarning } from './emails/sign-in-warning.tsx'
import { PartnershipNotice } from './emails/partnership-notice.tsx'
import type { OutboxMail } from '#app/modules/outbox/outbox.queries.server.ts'

export interface ComposeContext {
	/** The public origin, for links (SITE_URL). */
	siteUrl: string
	/** The sender (MAIL_FROM). */
	from: string
}

/** Plain text as written: headings keep their case (a name in capitals reads as shouting). */
const PLAIN_TEXT_SELECTORS = [
	...plainTextSelectors,
	...['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
]

/** Both renderings of a mail's React Email element: the text is read from the HTML (one render). */
async function renderBoth(element: React.ReactElement) {
	const html = await render(element)
	return { html, text: toPlainText(html, { selectors: PLAIN_TEXT_SELECTORS }) }
}

/**
 * What every registrant's mail says of the summit: its name (the site's), the edition's year, the
 * day and time in Accra (null while not announced), the venue and the map link.
 */
function summitTexts(
	edition: NonNullable<Awaited<ReturnType<typeof getEdition>>>,
	settings: Awaited<ReturnType<typeof getSettings>>,
) {
	return {
		siteName: settings.site_name || SITE_NAME,
		year: edition.year,
		dateText: edition.starts_at ? formatEventDate(edition.starts_at) : null,
		timeText: edition.starts_at ? `${formatEventTime(edition.starts_at)} (Accra time, GMT)` : null,
		venue: edition.venue,
		mapUrl: settings.map_link_url,
	}
}

/** Without an agenda, the summit's calendar event lasts this long from its start. */
const DEFAULT_EVENT_MS = 9 * 60 * 60 * 1000

/** The ticket and manage links of ticket reference `ref`. */
async function ticketLinks(db: Database, ref: string, siteUrl: string) {
	const secret = await ticketSecret(db)
	return {
		ticketUrl: new URL(`/ticket/${signTicketRef(secret, ref, 'ticket')}`, siteUrl).toString(),
		manageUrl: new URL(`/registration/${signTicketRef(secret, ref, 'manage')}`, siteUrl).toString(),
	}
}

/**
 * The fee a confirmation names: a group member's fee per person as its group stored it, else the fee
 * of the day of registration (`fees`); null without a fee.
 */
function confirmationFee(fees: ReturnType<typeof feeCard>, group: Awaited<ReturnType<typeof findGroupFee>>) {
	if (group && group.feePerPersonPesewas !== null)
		return {
			label: group.discountPercent ? `Group fee (${group.discountPercent}% off)` : 'Group fee',
			amount: formatCedis(group.feePerPersonPesewas),
		}
	if (!fees) return null
	return fees.earlyBird
		? { label: 'Early-bird fee', amount: formatCedis(fees.earlyBird.pesewas) }
		: { label: 'Regular fee', amount: formatCedis(fees.regularPesewas) }
}

async function attendeeConfirmation(db: Database, mail: OutboxMail, context: ComposeContext) {
	const attendee = mail.attendeeId === null ? undefined : await findAttendee(db, mail.attendeeId)
	if (!attendee?.ticketRef || !attendee.deskRef) return null
	const [edition, settings] = await Promise.all([getEdition(db, attendee.editionId), getSettings(db)])
	if (!edition) return null
	const { ticketUrl, manageUrl } = await ticketLinks(db, attendee.ticketRef, context.siteUrl)
	const fees = feeCard(edition, new Date(attendee.createdAt))
	// The group's fee only: a group of 50 sends 50 confirmations, none of which needs its colleagues.
	const group = attendee.groupId === null ? undefined : await findGroupFee(db, attendee.groupId)
	const data = {
		...summitTexts(edition, settings),
		again: mail.kind === 'already-registered',
		theme: edition.theme,
		attendeeName: attendee.fullName,
		fee: confirmationFee(fees, group),
		paymentLines: textLines(settings.payment_instructions),
		ticketUrl,
		manageUrl,
		deskRef: attendee.deskRef,
		contactEmail: settings.contact_email || null,
		contactPhones: textLines(settings.contact_phone),
	}
	const element = AttendeeConfirmation(data)
	const attachments: NonNullable<MailMessage['attachments']> = [
		{
			filename: 'ticket.png',
			cid: 'ticket-qr',
			// 300 px: sharp at the 200 px it is shown, and a third of the encoding time of 400 px.
			content: await QRCode.toBuffer(ticketUrl, { errorCorrectionLevel: 'M', width: 300, margin: 2 }),
			contentType: 'image/png',
		},
	]
	if (edition.starts_at) {
		const endsAt =
			(await lastSessionEnd(db, edition.id)) ??
			new Date(Date.parse(edition.starts_at) + DEFAULT_EVENT_MS).toISOString()
		attachments.push({
			filename: `summit-${edition.year}.ics`,
			contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
			content: summitCalendar(
				{ startsAt: edition.starts_at, endsAt, uid: `summit-${edition.year}` },
				{
					calendarName: `${data.siteName} ${edition.year}`,
					location: edition.venue,
					siteUrl: context.siteUrl,
				},
			),
		})
	}
	return {
		// One line, whatever was typed: nodemailer encodes the name, so it can never add a header.
		to: { name: attendee.fullName.replace(/\s+/g, ' ').trim(), address: attendee.email },
		...(await renderBoth(element)),
		attachments,
		replyTo: settings.contact_email || undefined,
	}
}

async function groupSummary(db: Database, mail: OutboxMail) {
	const group = mail.groupId === null ? undefined : await findGroup(db, mail.groupId)
	if (!group?.colleagues.length) return null
	const [edition, settings] = await Promise.all([getEdition(db, group.editionId), getSettings(db)])
	if (!edition) return null
	const element = GroupSummary({
		...summitTexts(edition, settings),
		contactName: group.contactName,
		companyName: group.companyName,
		colleagues: group.colleagues,
		fee:
			group.feePerPersonPesewas === null || group.totalPesewas === null
				? null
				: {
						perPerson: formatCedis(group.feePerPersonPesewas),
						total: formatCedis(group.totalPesewas),
						discountPercent: group.discountPercent,
					},
		paymentLines: textLines(settings.payment_instructions),
		contactEmail: settings.contact_email || null,
		contactPhones: textLines(settings.contact_phone),
	})
	return {
		to: { name: group.contactName.replace(/\s+/g, ' ').trim(), address: group.contactEmail },
		...(await renderBoth(element)),
		replyTo: settings.contact_email || undefined,
	}
}

async function signInWarning(db: Database, mail: OutboxMail) {
	const settings = await getSettings(db)
	const element = SignInWarning({
		siteName: settings.site_name || SITE_NAME,
		failures: ACCOUNT_FAILURES,
		minutes: ACCOUNT_WINDOW_MINUTES,
		contactEmail: settings.contact_email || null,
	})
	return { to: mail.to, ...(await renderBoth(element)) }
}

async function partnershipNotice(db: Database, mail: OutboxMail, context: ComposeContext) {
	const enquiry = mail.enquiryId === null ? undefined : await findEnquiry(db, mail.enquiryId)
	if (!enquiry) return null
	const element = PartnershipNotice({
		...enquiry,
		backOfficeUrl: new URL(
			`/admin/partnerships?q=${encodeURIComponent(enquiry.reference)}`,
			context.siteUrl,
		).toString(),
	})
	return {
		to: mail.to,
		...(await renderBoth(element)),
		replyTo: enquiry.email,
	}
}

/**
 * The message for queued mail `mail`, or null when what it is about no longer exists (a cancelled
 * registration, a deleted enquiry): then there is nothing to send.
 */
export async function composeMail(
	db: Database,
	mail: OutboxMail,
	context: ComposeContext,
): Promise<MailMessage | null> {
	const composed =
		mail.kind === 'attendee-confirmation' || mail.kind === 'already-registered'
			? await attendeeConfirmation(db, mail, context)
			: mail.kind === 'partnership-notice'
				? await partnershipNotice(db, mail, context)
				: mail.kind === 'group-summary'
					? await groupSummary(db, mail)
					: mail.kind === 'sign-in-warning'
						? await signInWarning(db, mail)
						: null
	if (!composed) return null
	return { from: context.from, subject: mail.subject, messageId: mail.messageId, ...composed }
}
