/**
 * The dashboard's set-up checklist (ADR 0055): what a new site still lacks before delegates can use
 * it, one step a line, each linking to the screen that does it. The steps, in the order an organiser
 * takes them:
 *
 * - Edition: an edition the public site shows that is not over (`getCurrentEdition`, `editionIsOver`)
 *   and has a start date.
 * - Venue and Fees: that edition's venue and regular fee.
 * - Speakers: at least one speaker. Agenda: at least one agenda session of that edition.
 * - Sponsor tiers, then Sponsors: at least one of each.
 * - Site settings: a contact e-mail address saved (`settings.contact_email`).
 * - Privacy notice: the notice saved once in the back office (its texts reviewed).
 * - Mail sender: `SMTP_URL` set, and `MAIL_FROM` an address that can receive replies, not one of a
 *   reserved domain (`.example`, `.test`, `.invalid`, `.localhost`, RFC 2606) such as the default's.
 *
 * `setupChecklist` answers null when every step is done: the dashboard then shows no checklist.
 */
import type { Handle } from '#app/db/handle.ts'
import { formatCedis, formatEventDate } from '#app/lib/format.ts'
import type { SetupChecklistData, SetupStep } from '#app/components/admin/setup-checklist.tsx'
import { editionIsOver } from '#app/modules/editions/edition.ts'
import { getCurrentEdition } from '#app/modules/editions/editions.queries.server.ts'
import { setupFigures } from './setup-checklist.queries.server.ts'

export type { SetupChecklistData, SetupStep } from '#app/components/admin/setup-checklist.tsx'

/** How the server sends mail: `SMTP_URL` (undefined: written to files) and `MAIL_FROM`. */
export interface MailSender {
	smtpUrl: string | undefined
	from: string
}

/** Top-level domains reserved for examples and tests (RFC 2606, RFC 6761): no mail reaches them. */
const RESERVED_DOMAIN = /\.(example|test|invalid|localhost)>?\s*$/i

/** True when `sender` sends real mail: an SMTP server, and a From address on a real domain. */
export function mailSenderReady(sender: MailSender): boolean {
	return sender.smtpUrl !== undefined && !RESERVED_DOMAIN.test(sender.from.trim())
}

/**
 * The checklist of the site in `db` at `now`, with `mail`, the server's mail settings; null when
 * every step is done. Reads the editions and one query of figures (`setupFigures`).
 */
export async function setupChecklist(
	db: Handle,
	now: Date,
	mail: MailSender,
): Promise<SetupChecklistData | null> {
	const current = await getCurrentEdition(db, now)
	const edition = current && !editionIsOver(current, now) ? current : undefined
	const figures = await setupFigures(db, edition?.id ?? null)
	const editEdition = edition ? `/admin/basic-data-edit/${edition.id}` : '/admin/basic-data'

	const steps: SetupStep[] = [
		edition?.starts_at
			? done('edition', 'Edition', `${edition.year}: ${formatEventDate(edition.starts_at)}.`)
			: {
					key: 'edition',
					label: 'Edition',
					done: false,
					text: edition
						? `The ${edition.year} edition has no start date yet: the site cannot count down or take the day’s check-ins.`
						: 'No edition ahead: add the year, theme and date of the next summit.',
					to: editEdition,
					linkText: edition ? 'Set its date' : 'Add the event data',
				},
		edition?.venue
			? done('venue', 'Venue', edition.venue)
			: todo('venue', 'Venue', 'No venue for the coming edition.', editEdition, 'Add the venue'),
		edition && edition.regular_fee_pesewas !== null
			? done('fees', 'Fees', `Regular fee ${formatCedis(edition.regular_fee_pesewas)}.`)
			: todo(
					'fees',
					'Fees',
					'No fee for the coming edition: the Event Rate card and invoices need one.',
					editEdition,
					'Add the fees',
				),
		figures.speakers
			? done('speakers', 'Speakers', 'Speakers are listed.')
			: todo('speakers', 'Speakers', 'No speakers yet.', '/admin/add-speaker', 'Add a speaker'),
		figures.sessions
			? done('agenda', 'Agenda', 'The coming edition has agenda sessions.')
			: todo(
					'agenda',
					'Agenda',
					'No agenda sessions for the coming edition.',
					edition ? '/admin/add-agenda' : '/admin/basic-data',
					edition ? 'Add a session' : 'Add the event data first',
				),
		figures.sponsorTiers
			? done('sponsor-tiers', 'Sponsor tiers', 'Sponsor tiers are set.')
			: todo(
					'sponsor-tiers',
					'Sponsor tiers',
					'No sponsor tiers yet: a sponsor is listed under one (e.g. “Gold Sponsor”).',
					'/admin/add-sponsor-tier',
					'Add a sponsor tier',
				),
		figures.sponsors
			? done('sponsors', 'Sponsors', 'Sponsors are listed.')
			: todo(
					'sponsors',
					'Sponsors',
					'No sponsors or partners yet.',
					figures.sponsorTiers ? '/admin/addpartner' : '/admin/add-sponsor-tier',
					figures.sponsorTiers ? 'Add a sponsor' : 'Add a sponsor tier first',
				),
		figures.contact
			? done('settings', 'Site settings', 'The contact details are saved.')
			: todo(
					'settings',
					'Site settings',
					'No contact e-mail address: the contact page, the footer and the privacy notice need one.',
					'/admin/settings',
					'Fill in the site settings',
				),
		figures.privacyNotice
			? done('privacy', 'Privacy notice', 'The privacy notice is saved.')
			: todo(
					'privacy',
					'Privacy notice',
					'The privacy notice is still the default text: read it, change what differs, and save it.',
					'/admin/privacy',
					'Review the privacy notice',
				),
		mailSenderReady(mail)
			? done('mail', 'Mail sender', `Mail is sent as ${mail.from}.`)
			: todo(
					'mail',
					'Mail sender',
					mail.smtpUrl === undefined
						? 'Mail is not sent: tickets and notices are only written as files. Whoever runs the server sets SMTP_URL and MAIL_FROM (README, “Configuration”).'
						: `Mail goes out as ${mail.from}, an address nobody can reply to. Whoever runs the server sets MAIL_FROM (README, “Configuration”).`,
					'/admin/mail',
					'Open the Mail screen',
				),
	]
	const remaining = steps.filter((step) => !step.done).length
	return remaining === 0 ? null : { steps, remaining }
}

function done(key: string, label: string, text: string): SetupStep {
	return { key, label, done: true, text, to: '', linkText: '' }
}

function todo(key: string, label: string, text: string, to: string, linkText: string): SetupStep {
	return { key, label, done: false, text, to, linkText }
}
