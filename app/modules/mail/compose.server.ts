/**
 * Composing each kind of queued mail at the moment it is sent, from what the database
 * holds then (a registrant's corrected name is used; a cancelled registration has no mail left to
 * send): HTML and plain text rendered from the React Email templates in `emails/`, and the
 * attachments (the ticket's QR code inline, the calendar file, a receipt's PDF). The mails about
 * money are composed in `payment-mails.server.ts`.
 */
import { ACCOUNT_FAILURES, ACCOUNT_WINDOW_MINUTES } from '#app/lib/auth/login-throttle.server.ts'
import QRCode from 'qrcode'
import type { Database } from '#app/db/handle.ts'
import { formatCedis, textLines } from '#app/lib/format.ts'
import { inLocale } from '#app/lib/i18n/locale.server.ts'
import { m } from '#app/lib/i18n/messages.ts'
import type { MailMessage } from '#app/lib/mail/transport.server.ts'
import { SITE_NAME } from '#app/lib/seo.ts'
import { findAttendee } from '#app/modules/attendees/attendees.queries.server.ts'
import { registrantLocale } from '#app/modules/payments/payments.queries.server.ts'
import { summitCalendar } from '#app/modules/agenda/agenda-ics.server.ts'
import { lastSessionEnd } from '#app/modules/agenda/sessions.queries.server.ts'
import { getEdition } from '#app/modules/editions/editions.queries.server.ts'
import { findEnquiry } from '#app/modules/partnerships/partnerships.queries.server.ts'
import { getSettings } from '#app/modules/settings/settings.queries.server.ts'
import { findGroup } from '#app/modules/registration/registration.queries.server.ts'
import {
	type ComposeContext,
	feeRuleLabel,
	oneLine,
	registrationLinks,
	renderBoth,
	summitTexts,
} from './compose-parts.server.ts'
import { AttendeeConfirmation, type ConfirmationMoney } from './emails/attendee-confirmation.tsx'
import { GroupSummary } from './emails/group-summary.tsx'
import { SignInWarning } from './emails/sign-in-warning.tsx'
import { PartnershipNotice } from './emails/partnership-notice.tsx'
import type { OutboxMail } from '#app/modules/outbox/outbox.queries.server.ts'
import { findGroupForMail } from './payment-mails.queries.server.ts'
import { evaluationInvite } from './evaluation-invites.server.ts'
// Announcements (docs/event-days.md): composed in their own file.
import { announcementMail } from './announcement-mail.server.ts'
import { testMailLocale } from '#app/modules/announcements/announcement-test-mail.ts'
import { certificateMail } from './certificate-mail.server.ts'
import {
	confirmationMoney,
	groupMoney,
	owedOf,
	paymentReceived,
	paymentReminder,
	registrationMoney,
} from './payment-mails.server.ts'

export type { ComposeContext } from './compose-parts.server.ts'

/** Without an agenda, the summit's calendar event lasts this long from its start. */
const DEFAULT_EVENT_MS = 9 * 60 * 60 * 1000

/**
 * What a confirmation says of the fee and its payment (docs/payments.md, "Mails and the
 * dashboard"): a group's colleague, that the group's contact pays (no fee shown, nothing asked); a
 * registration alone, its fee as fixed when it was made (`fee_pesewas`, `fee_rule`) and where its
 * payment stands now, with the pay link `payUrl` when online payment is offered.
 */
async function confirmationPayment(
	db: Database,
	attendee: { id: number; groupId: number | null },
	payUrl: string | null,
	settings: Awaited<ReturnType<typeof getSettings>>,
): Promise<{ fee: { label: string; amount: string } | null; money: ConfirmationMoney | null }> {
	// The group's contact and company only: a group of 50 sends 50 confirmations, none of which needs its colleagues.
	const group = attendee.groupId === null ? undefined : await findGroupForMail(db, attendee.groupId)
	if (group)
		return {
			fee: null,
			money: { kind: 'group', contactName: group.contactName, companyName: group.companyName },
		}
	const money = await registrationMoney(db, attendee.id)
	if (!money) return { fee: null, money: null }
	const { feePesewas, feeRule } = money.payer
	return {
		fee:
			feePesewas !== null && feePesewas > 0
				? { label: feeRule ? feeRuleLabel(feeRule) : m.mail_fee(), amount: formatCedis(feePesewas) }
				: null,
		money: confirmationMoney(money.balance, payUrl, settings),
	}
}

async function attendeeConfirmation(db: Database, mail: OutboxMail, context: ComposeContext) {
	const attendee = mail.attendeeId === null ? undefined : await findAttendee(db, mail.attendeeId)
	if (!attendee?.ticketRef || !attendee.deskRef) return null
	const [edition, settings] = await Promise.all([getEdition(db, attendee.editionId), getSettings(db)])
	if (!edition) return null
	const { ticketUrl, manageUrl, payUrl } = await registrationLinks(db, attendee.ticketRef, context.siteUrl)
	const data = {
		...summitTexts(edition, settings),
		again: mail.kind === 'already-registered',
		theme: edition.theme,
		attendeeName: attendee.fullName,
		...(await confirmationPayment(db, attendee, context.payOnline ? payUrl : null, settings)),
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
					mapHref: data.mapUrl,
					siteUrl: context.siteUrl,
				},
			),
		})
	}
	return {
		to: { name: oneLine(attendee.fullName), address: attendee.email },
		...(await renderBoth(element)),
		attachments,
		replyTo: settings.contact_email || undefined,
	}
}

async function groupSummary(db: Database, mail: OutboxMail, context: ComposeContext) {
	const group = mail.groupId === null ? undefined : await findGroup(db, mail.groupId)
	if (!group?.colleagues.length) return null
	const [edition, settings, money] = await Promise.all([
		getEdition(db, group.editionId),
		getSettings(db),
		groupMoney(db, group.id, context.siteUrl),
	])
	if (!edition || !money) return null
	const pageUrl = money.links?.pageUrl ?? null
	const owed = owedOf(money.balance, context.payOnline ? pageUrl : null, settings)
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
		owed,
		settledText: !owed && money.balance.state === 'paid' && group.totalPesewas ? m.mail_settled_paid() : null,
		groupPageUrl: pageUrl,
		contactEmail: settings.contact_email || null,
		contactPhones: textLines(settings.contact_phone),
	})
	return {
		to: { name: oneLine(group.contactName), address: group.contactEmail },
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
 * The message for queued mail `mail`, sent at `now`, or null when what it is about no longer exists
 * (a cancelled registration, a deleted enquiry, a reminder to someone who has paid since): then there
 * is nothing to send. A registrant's mail is composed in their language (`mailLocale`, ADR 0059):
 * its texts, dates, amounts, links and `lang`; its subject was written in it when it was queued.
 */
export async function composeMail(
	db: Database,
	mail: OutboxMail,
	context: ComposeContext,
	now: Date = new Date(),
): Promise<MailMessage | null> {
	const locale = await mailLocale(db, mail)
	const composed = await inLocale(locale, () => composeKind(db, mail, context, now))
	if (!composed) return null
	return { from: context.from, subject: mail.subject, messageId: mail.messageId, ...composed }
}

/**
 * The language `mail` is written in: its registrant's (the registration's, the group's, or the
 * receipt's payer's); English for the mails to staff (a partnership enquiry's notice, a sign-in
 * warning), since the back office is English.
 */
async function mailLocale(db: Database, mail: OutboxMail) {
	if (mail.kind === 'partnership-notice' || mail.kind === 'sign-in-warning') return 'en'
	// A staff member's test of an announcement: the language its subject is marked with.
	if (mail.kind === 'announcement-test') return testMailLocale(mail.subject)
	return registrantLocale(db, { attendeeId: mail.attendeeId, groupId: mail.groupId })
}

/** The recipient, body and attachments of `mail` by its kind (`MAIL_KINDS`), or null. */
async function composeKind(db: Database, mail: OutboxMail, context: ComposeContext, now: Date) {
	switch (mail.kind) {
		case 'attendee-confirmation':
		case 'already-registered':
			return attendeeConfirmation(db, mail, context)
		case 'partnership-notice':
			return partnershipNotice(db, mail, context)
		case 'group-summary':
			return groupSummary(db, mail, context)
		case 'sign-in-warning':
			return signInWarning(db, mail)
		case 'payment-received':
			return paymentReceived(db, mail, context)
		case 'payment-reminder':
			return paymentReminder(db, mail, context, now)
		case 'evaluation-invite':
			return evaluationInvite(db, mail, context, now)
		case 'announcement':
		case 'announcement-test':
			return announcementMail(db, mail, context)
		case 'certificate':
			return certificateMail(db, mail, context)
		default:
			return null
	}
}
