/**
 * The reminder to the unpaid (docs/payments.md, "Mails and the dashboard"): with the setting
 * `payment_reminder_days` = N, from the Accra day N days before the current edition's start until
 * its start, every registration of that edition made before that day and still owing (unpaid or
 * part-paid) gets one `payment-reminder` mail; a group's colleagues are reminded through their
 * contact, once per group. The mail worker runs `remindUnpaid` every few minutes.
 */
import type { Database } from '#app/db/handle.ts'
import { accraDay } from '#app/lib/format.ts'
import { m } from '#app/lib/i18n/messages.ts'
import { SITE_NAME } from '#app/lib/seo.ts'
import { getCurrentEdition } from '#app/modules/editions/editions.queries.server.ts'
import { getSettings } from '#app/modules/settings/settings.queries.server.ts'
import { queuePaymentReminders } from './payment-mails.queries.server.ts'

const DAY_MS = 86_400_000

/**
 * When the reminders of an edition starting at `startsAt` (ISO) go, with `days` the setting: from
 * 00:00 in Accra (UTC+0) of the day `days` days before the start's day (`from`, ISO) until the start
 * (`until`, ISO). Null when the setting is off (null or below zero).
 */
export function reminderWindow(
	startsAt: string,
	days: number | null,
): { from: string; until: string } | null {
	if (days === null || days < 0 || !Number.isSafeInteger(days)) return null
	const startDay = Date.parse(`${accraDay(startsAt)}T00:00:00.000Z`)
	return { from: new Date(startDay - days * DAY_MS).toISOString(), until: startsAt }
}

/**
 * Queues the payment reminders due at `now` (see the module's comment), with Message-IDs on
 * `messageIdHost`; returns how many were queued. Cheap when none is due: the settings and the
 * editions are read, nothing else. Safe to run from several processes at once
 * (`queuePaymentReminders`).
 */
export async function remindUnpaid(db: Database, now: Date, messageIdHost: string): Promise<number> {
	const settings = await getSettings(db)
	if (settings.payment_reminder_days === null) return 0
	const edition = await getCurrentEdition(db, now)
	if (!edition?.starts_at) return 0
	const window = reminderWindow(edition.starts_at, settings.payment_reminder_days)
	const at = now.getTime()
	if (!window || at < Date.parse(window.from) || at >= Date.parse(window.until)) return 0
	return queuePaymentReminders(
		db,
		edition.id,
		window.from,
		{
			en: m.mail_subject_reminder({ summit: SITE_NAME, year: edition.year }, { locale: 'en' }),
			fr: m.mail_subject_reminder({ summit: SITE_NAME, year: edition.year }, { locale: 'fr' }),
		},
		messageIdHost,
		now,
	)
}
