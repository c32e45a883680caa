/**
 * The current edition as the public pages show it: texts formatted on the server (so server and
 * browser render the same characters) with the spec's fallback texts.
 */
import type { EventEdition } from '#app/db/schema.ts'
import { editionPhase, feeCard, groupRule, secondsUntil } from './edition.ts'
import { formatCalendarDay, formatCedis, formatEventDate, formatEventTime } from '#app/lib/format.ts'
import { localized } from '#app/lib/i18n/localized.ts'
import { venueMapHref } from '#app/lib/map-address.ts'

export interface EditionView {
	id: number
	year: number
	phase: 'upcoming' | 'past'
	theme: string | null
	venue: string | null
	/** The venue's own map link when the edition has one and a venue (ADR 0054), else null. */
	venueMapHref: string | null
	/** e.g. "Thursday, 18 March 2027", or null when not announced. */
	dateText: string | null
	/** e.g. "8:30 AM", or null when not announced. */
	timeText: string | null
	startsAt: string | null
	secondsLeft: number | null
	serverNow: number
	fee: { regular: string; earlyBird: { amount: string; until: string } | null } | null
	/** The stored fees, for structured data (JSON-LD offers). */
	regularFeePesewas: number | null
	earlyBirdFeePesewas: number | null
	earlyBirdExpiresOn: string | null
	/** The group discount: `percent` off each person's fee from `minSize` colleagues; null without one. */
	groupDiscount: { minSize: number; percent: number } | null
}

/** Builds the view of `edition` at `now`, its theme in the page's language (`localized`, ADR 0059). */
export function toEditionView(edition: EventEdition, now: Date): EditionView {
	const card = feeCard(edition, now)
	return {
		id: edition.id,
		year: edition.year,
		phase: editionPhase(edition, now),
		theme: localized(edition.theme, edition.theme_fr),
		venue: edition.venue,
		venueMapHref:
			edition.venue && edition.venue_map_url ? venueMapHref(edition.venue, edition.venue_map_url) : null,
		dateText: edition.starts_at ? formatEventDate(edition.starts_at) : null,
		timeText: edition.starts_at ? formatEventTime(edition.starts_at) : null,
		startsAt: edition.starts_at,
		secondsLeft: edition.starts_at ? secondsUntil(edition.starts_at, now) : null,
		serverNow: now.getTime(),
		fee: card
			? {
					regular: formatCedis(card.regularPesewas),
					earlyBird: card.earlyBird
						? {
								amount: formatCedis(card.earlyBird.pesewas),
								until: formatCalendarDay(card.earlyBird.expiresOn),
							}
						: null,
				}
			: null,
		regularFeePesewas: edition.regular_fee_pesewas,
		earlyBirdFeePesewas: edition.early_bird_fee_pesewas,
		earlyBirdExpiresOn: edition.early_bird_expires_on,
		groupDiscount: groupRule(edition),
	}
}
