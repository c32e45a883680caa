/**
 * Composing an announcement's mails (docs/event-days.md, "Announcements") when the worker sends
 * them, in the current language (`inLocale`: the registrant's, or the test's): kind `announcement`
 * to a registration or a group's contact, and kind `announcement-test` to the staff member who asked
 * for it. The text is the French twin when filled and the language is French, else the English,
 * read again through the blog allow-list; the registrant's manage page (a group's contact: the
 * group's page) is linked.
 */
import type { Database } from '#app/db/handle.ts'
import { textLines } from '#app/lib/format.ts'
import { currentLocale } from '#app/lib/i18n/locale.ts'
import { localized } from '#app/lib/i18n/localized.ts'
import { m } from '#app/lib/i18n/messages.ts'
import { SITE_NAME } from '#app/lib/seo.ts'
import { findAnnouncement } from '#app/modules/announcements/announcements.queries.server.ts'
import { findAttendee } from '#app/modules/attendees/attendees.queries.server.ts'
import { sanitizeBlogHtml } from '#app/modules/blog/blog-html.server.ts'
import { getEdition } from '#app/modules/editions/editions.queries.server.ts'
import type { OutboxMail } from '#app/modules/outbox/outbox.queries.server.ts'
import { getSettings } from '#app/modules/settings/settings.queries.server.ts'
import {
	type ComposeContext,
	groupLinks,
	oneLine,
	registrationLinks,
	renderBoth,
} from './compose-parts.server.ts'
import { AnnouncementMail } from './emails/announcement.tsx'
import { findGroupForMail } from './payment-mails.queries.server.ts'

/** `html` with its site-relative links and images (`/…`) made absolute on `siteUrl`. */
export function absoluteLinks(html: string, siteUrl: string): string {
	const origin = new URL(siteUrl).origin
	return html.replace(/\b(href|src)="\/(?![/\\])/g, `$1="${origin}/`)
}

/** Who an announcement's mail is to: their name, why they get it and their page. */
type Addressee = { name: string | null; why: string; page: { url: string; label: string } | null }

/**
 * The recipient of `mail` for an announcement of the edition `event` names ("Summit 2027"): the
 * registration (its manage page), the group's contact (the group's page), or a test (no page).
 * Null when the registration or group is gone.
 */
async function addressee(
	db: Database,
	mail: OutboxMail,
	event: string,
	context: ComposeContext,
): Promise<Addressee | null> {
	if (mail.kind === 'announcement-test')
		return { name: null, why: m.mail_announcement_why_registered({ event }), page: null }
	if (mail.attendeeId !== null) {
		const attendee = await findAttendee(db, mail.attendeeId)
		if (!attendee) return null
		const page = attendee.ticketRef
			? {
					url: (await registrationLinks(db, attendee.ticketRef, context.siteUrl)).manageUrl,
					label: m.mail_manage_registration(),
				}
			: null
		return { name: attendee.fullName, why: m.mail_announcement_why_registered({ event }), page }
	}
	if (mail.groupId !== null) {
		const group = await findGroupForMail(db, mail.groupId)
		if (!group) return null
		const page = group.manageRef
			? {
					url: (await groupLinks(db, group.manageRef, context.siteUrl)).pageUrl,
					label: m.mail_announcement_group_page(),
				}
			: null
		return {
			name: group.contactName,
			why: m.mail_announcement_why_group({ company: group.companyName, event }),
			page,
		}
	}
	return null
}

/**
 * The recipient, HTML and text of announcement mail `mail` (kinds `announcement` and
 * `announcement-test`) in the current language, or null when its announcement, edition, registration
 * or group is gone (nothing to send).
 */
export async function announcementMail(db: Database, mail: OutboxMail, context: ComposeContext) {
	const announcement =
		mail.announcementId === null ? undefined : await findAnnouncement(db, mail.announcementId)
	if (!announcement) return null
	const [edition, settings] = await Promise.all([getEdition(db, announcement.edition_id), getSettings(db)])
	if (!edition) return null
	const siteName = settings.site_name || SITE_NAME
	const to = await addressee(db, mail, `${siteName} ${edition.year}`, context)
	if (!to) return null
	const locale = currentLocale()
	const element = AnnouncementMail({
		siteName,
		year: edition.year,
		subject: localized(announcement.subject, announcement.subject_fr, locale),
		name: to.name,
		bodyHtml: absoluteLinks(
			sanitizeBlogHtml(localized(announcement.body_html, announcement.body_html_fr, locale)),
			context.siteUrl,
		),
		why: to.why,
		page: to.page,
		testNote: mail.kind === 'announcement-test' ? m.mail_announcement_test_note() : null,
		contactEmail: settings.contact_email || null,
		contactPhones: textLines(settings.contact_phone),
	})
	return {
		to: to.name ? { name: oneLine(to.name), address: mail.to } : mail.to,
		...(await renderBoth(element)),
		replyTo: settings.contact_email || undefined,
	}
}
