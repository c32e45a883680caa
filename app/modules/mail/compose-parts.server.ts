/**
 * What the composing of every registrant's mail shares (`compose.server.ts`,
 * `payment-mails.server.ts`): the context the worker gives, rendering a React Email element to HTML
 * and text, the summit's texts, and the signed links a mail carries (ADR 0034): a registration's
 * ticket, manage and pay links, a group's page (its contact's link, token purpose `group`).
 */
import { plainTextSelectors, render, toPlainText } from '@react-email/components'
import type { Database } from '#app/db/handle.ts'
import type { EventEdition } from '#app/db/schema.ts'
import type { FeeRule } from '#app/db/schema.ts'
import { formatEventDate, formatEventTime } from '#app/lib/format.ts'
import { currentLocale, localizedPath } from '#app/lib/i18n/locale.ts'
import { m } from '#app/lib/i18n/messages.ts'
import { venueMapHref } from '#app/lib/map-address.ts'
import { SITE_NAME } from '#app/lib/seo.ts'
import type { SiteSettings } from '#app/modules/settings/settings.queries.server.ts'
import { signTicketRef, ticketSecret } from '#app/modules/registration/ticket-token.server.ts'
import type { ReceiptPdfRenderer } from './receipt-attachment.server.ts'

export interface ComposeContext {
	/** The public origin, for links (SITE_URL). */
	siteUrl: string
	/** The sender (MAIL_FROM). */
	from: string
	/**
	 * Whether delegates can pay online (Paystack is configured: `PAYSTACK_SECRET_KEY` is set): the
	 * mails that ask for money then offer "Pay now". False or absent: the manual instructions only.
	 */
	payOnline?: boolean
	/**
	 * Renders a receipt as its PDF, attached to the "payment received" mail (the payments module's
	 * receipt renderer, given by `server/main.ts`). Absent: the mail goes with the receipt's link only.
	 */
	receiptPdf?: ReceiptPdfRenderer
}

/** Plain text as written: headings keep their case (a name in capitals reads as shouting). */
const PLAIN_TEXT_SELECTORS = [
	...plainTextSelectors,
	...['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
]

/** Both renderings of a mail's React Email element: the text is read from the HTML (one render). */
export async function renderBoth(element: React.ReactElement) {
	const html = await render(element)
	return { html, text: toPlainText(html, { selectors: PLAIN_TEXT_SELECTORS }) }
}

/**
 * What every registrant's mail says of the summit: its name (the site's), the edition's year, the
 * day and time in Accra (null while not announced), the venue and its map link: the edition's own
 * venue map link, else a maps search for the venue (`venueMapHref`, ADR 0054); never the contact
 * page's map, which shows the organiser's office. In the current language (`inLocale`).
 */
export function summitTexts(edition: EventEdition, settings: SiteSettings) {
	return {
		siteName: settings.site_name || SITE_NAME,
		year: edition.year,
		dateText: edition.starts_at ? formatEventDate(edition.starts_at) : null,
		timeText: edition.starts_at ? m.mail_accra_time({ time: formatEventTime(edition.starts_at) }) : null,
		venue: edition.venue,
		mapUrl: venueMapHref(edition.venue, edition.venue_map_url),
	}
}

/** A recipient's display name on one line, whatever was typed: nodemailer encodes it, so it can never add a header. */
export function oneLine(name: string): string {
	return name.replace(/\s+/g, ' ').trim()
}

/**
 * The links of the registration whose ticket reference is `ref`: its ticket page, its manage page,
 * the page to pay its balance (`/registration/<manage token>/pay`) and the base of its documents
 * (`/registration/<manage token>`, under which `receipts/<number>.pdf` lives). The pages are in the
 * current language (`/fr/ticket/…` in French, ADR 0059); a receipt's PDF has one address, and is in
 * the registrant's language whoever opens it.
 */
export async function registrationLinks(db: Database, ref: string, siteUrl: string) {
	const secret = await ticketSecret(db)
	const manage = `/registration/${signTicketRef(secret, ref, 'manage')}`
	return {
		ticketUrl: pageUrl(`/ticket/${signTicketRef(secret, ref, 'ticket')}`, siteUrl),
		manageUrl: pageUrl(manage, siteUrl),
		payUrl: pageUrl(`${manage}/pay`, siteUrl),
		receiptUrl: (number: string) => new URL(`${manage}/receipts/${number}.pdf`, siteUrl).toString(),
	}
}

/**
 * The links of the group whose `manage_ref` is `ref` (its contact's): the group's page
 * (`/group/<token>`: its fee, payments, Pay now, invoice, receipts; in the current language) and a
 * receipt's PDF under it.
 */
export async function groupLinks(db: Database, ref: string, siteUrl: string) {
	const secret = await ticketSecret(db)
	const page = `/group/${signTicketRef(secret, ref, 'group')}`
	return {
		pageUrl: pageUrl(page, siteUrl),
		receiptUrl: (number: string) => new URL(`${page}/receipts/${number}.pdf`, siteUrl).toString(),
	}
}

/** The absolute address of public page `path` (from the root) in the current language. */
function pageUrl(path: string, siteUrl: string): string {
	return new URL(localizedPath(path, currentLocale()), siteUrl).toString()
}

/** A fee rule's name in the current language ("Early-bird fee"). */
export function feeRuleLabel(rule: FeeRule): string {
	if (rule === 'early-bird') return m.mail_fee_early_bird()
	return rule === 'regular' ? m.mail_fee_regular() : m.mail_fee_group()
}
