/**
 * Rules about summit editions that the spec left open and the
 * fee card. Pure functions: safe in the browser and on the server.
 * All calendar days are in Africa/Accra, which is UTC+0 all year (no daylight saving).
 */

import { accraDate } from '#app/lib/format.ts'
import type { EventEdition } from '#app/db/schema.ts'

export interface EditionDates {
	id: number
	year: number
	/** ISO-8601 UTC start of the event, or null while the date is not announced. */
	starts_at: string | null
}

/**
 * The edition the public site shows at `now`: the one with the nearest start still ahead; else an
 * edition of this year or later whose date is not announced yet (lowest year); else the most recent
 * past one (latest start, then latest year). Returns undefined for an empty list.
 */
export function pickCurrentEdition<E extends EditionDates>(editions: readonly E[], now: Date): E | undefined {
	const nowMs = now.getTime()
	const dated = editions.filter((e) => e.starts_at !== null)
	const ahead = dated
		.filter((e) => Date.parse(e.starts_at!) > nowMs)
		.sort((a, b) => Date.parse(a.starts_at!) - Date.parse(b.starts_at!))
	if (ahead[0]) return ahead[0]

	const thisYear = now.getUTCFullYear()
	const announced = editions
		.filter((e) => e.starts_at === null && e.year >= thisYear)
		.sort((a, b) => a.year - b.year)
	if (announced[0]) return announced[0]

	return [...editions].sort(
		(a, b) =>
			(b.starts_at ? Date.parse(b.starts_at) : -Infinity) -
				(a.starts_at ? Date.parse(a.starts_at) : -Infinity) || b.year - a.year,
	)[0]
}

/**
 * 'past' once the edition's start is at or before `now` (hero). An undated edition is
 * upcoming while its year has not ended.
 */
export function editionPhase(edition: EditionDates, now: Date): 'upcoming' | 'past' {
	if (edition.starts_at === null) return edition.year >= now.getUTCFullYear() ? 'upcoming' : 'past'
	return Date.parse(edition.starts_at) > now.getTime() ? 'upcoming' : 'past'
}

/** Whole seconds from `now` until `startsAt` (ISO), never below zero (countdown). */
export function secondsUntil(startsAt: string, now: Date): number {
	return Math.max(0, Math.floor((Date.parse(startsAt) - now.getTime()) / 1000))
}

export interface CountdownParts {
	days: number
	hours: number
	minutes: number
	seconds: number
}

/**
 * How far (seconds) the visitor's clock may be from the server's before the countdown uses the
 * server's instead: more than a page can be old when it arrives (10 s fresh and 30 s stale behind a
 * proxy). A right clock is then used as it is, so a kept page counts exactly; a wrong one
 * is corrected to within the page's age (ADR 0026).
 */
export const CLOCK_TRUST_SECONDS = 60

/**
 * What to add to the visitor's clock (ms) for the countdown: 0 while it is within
 * `CLOCK_TRUST_SECONDS` of `serverNow` (the server's clock when it rendered the page, ms since
 * epoch), otherwise the difference. `clientNow` is the visitor's `Date.now()`.
 */
export function clockSkew(serverNow: number, clientNow: number): number {
	const skew = serverNow - clientNow
	return Math.abs(skew) > CLOCK_TRUST_SECONDS * 1000 ? skew : 0
}

/** Splits a number of seconds into the countdown's Days, Hours, Minutes, Seconds. */
export function countdownParts(totalSeconds: number): CountdownParts {
	const s = Math.max(0, Math.floor(totalSeconds))
	return {
		days: Math.floor(s / 86_400),
		hours: Math.floor((s % 86_400) / 3600),
		minutes: Math.floor((s % 3600) / 60),
		seconds: s % 60,
	}
}

export interface FeeInput {
	regular_fee_pesewas: number | null
	early_bird_fee_pesewas: number | null
	/** Last day (inclusive, `YYYY-MM-DD`) of the early-bird fee. */
	early_bird_expires_on: string | null
}

export interface FeeCard {
	regularPesewas: number
	earlyBird: { pesewas: number; expiresOn: string } | null
}

/**
 * The Event Rate card: null when no regular fee exists; the early-bird fee is offered up to
 * and including its expiry day in Accra.
 */
export function feeCard(edition: FeeInput, now: Date): FeeCard | null {
	if (edition.regular_fee_pesewas === null) return null
	const earlyBird =
		edition.early_bird_fee_pesewas !== null &&
		edition.early_bird_expires_on !== null &&
		accraDate(now) <= edition.early_bird_expires_on
			? { pesewas: edition.early_bird_fee_pesewas, expiresOn: edition.early_bird_expires_on }
			: null
	return { regularPesewas: edition.regular_fee_pesewas, earlyBird }
}

/**
 * The first instant after `now` (ms since the epoch) at which what the public pages show for these
 * editions can change with time alone (never later than next New Year):
 * - an edition's start (the current edition moves on, registration closes, the countdown ends);
 * - the end of an early-bird expiry day in Accra (UTC+0, so 00:00 UTC of the next day), when the
 *   fee card drops the early-bird fee;
 * - 1 January UTC of next year, when editions announced by year alone may stop being current and
 *   the footer's year turns.
 * The page cache drops every page at this instant, so no page outlives its fee or date.
 */
export function nextEditionChange(
	editions: readonly (EditionDates & Pick<FeeInput, 'early_bird_expires_on'>)[],
	now: Date,
): number {
	const nowMs = now.getTime()
	const instants = [Date.UTC(now.getUTCFullYear() + 1, 0, 1)]
	for (const edition of editions) {
		if (edition.starts_at) instants.push(Date.parse(edition.starts_at))
		if (edition.early_bird_expires_on) {
			instants.push(Date.parse(`${edition.early_bird_expires_on}T00:00:00Z`) + 86_400_000)
		}
	}
	return Math.min(...instants.filter((instant) => instant > nowMs))
}

/** What a registration owes, fixed when it is made (docs/payments.md): pesewas and the rule that gave it. */
export interface OwedFee {
	fee_pesewas: number | null
	fee_rule: 'early-bird' | 'regular' | 'group-discount' | null
}

/**
 * The fee owed by one person registering alone at `now`: the early-bird fee up to and including its
 * expiry day in Accra, else the regular fee (`feeCard`); both null when the edition has no fee.
 */
export function feeOwedAlone(edition: FeeInput, now: Date): OwedFee {
	const card = feeCard(edition, now)
	if (!card) return { fee_pesewas: null, fee_rule: null }
	return card.earlyBird
		? { fee_pesewas: card.earlyBird.pesewas, fee_rule: 'early-bird' }
		: { fee_pesewas: card.regularPesewas, fee_rule: 'regular' }
}

/** The fee owed by each colleague of a group whose fee is `fee` (`groupFee`): its per-person fee. */
export function feeOwedInGroup(fee: GroupFee | null): OwedFee {
	if (!fee) return { fee_pesewas: null, fee_rule: null }
	return {
		fee_pesewas: fee.perPersonPesewas,
		fee_rule: fee.discountPercent
			? 'group-discount'
			: fee.baseLabel === 'Early-bird fee'
				? 'early-bird'
				: 'regular',
	}
}

/** An edition's group-discount rule (both columns set, or none). */
export interface GroupRuleInput {
	group_min_size: number | null
	group_discount_percent: number | null
}

/** The group-discount rule, or null when the edition has none: `percent` off from `minSize` people. */
export function groupRule(edition: GroupRuleInput): { minSize: number; percent: number } | null {
	if (edition.group_min_size === null || edition.group_discount_percent === null) return null
	return { minSize: edition.group_min_size, percent: edition.group_discount_percent }
}

/** What a group of attendees pays (pesewas), as `groupFee` works it out. */
export interface GroupFee {
	/** The fee one person pays alone at that moment: the early-bird fee while it runs, else the regular. */
	basePesewas: number
	baseLabel: 'Early-bird fee' | 'Regular fee'
	/** The discount applied: the rule's percentage when the group is large enough, else 0. */
	discountPercent: number
	perPersonPesewas: number
	totalPesewas: number
}

/**
 * What each of a group of `size` pays from `basePesewas`, one person's fee: less `rule`'s discount
 * once `size` reaches its minimum, rounded to the nearest pesewa; and the total, that times `size`.
 */
export function discountedFee(
	basePesewas: number,
	rule: { minSize: number; percent: number } | null,
	size: number,
): Pick<GroupFee, 'discountPercent' | 'perPersonPesewas' | 'totalPesewas'> {
	const discountPercent = rule && size >= rule.minSize ? rule.percent : 0
	const perPersonPesewas = Math.round((basePesewas * (100 - discountPercent)) / 100)
	return { discountPercent, perPersonPesewas, totalPesewas: perPersonPesewas * size }
}

/**
 * The fee of a group of `size` attendees registered at `now`: each pays the fee of the moment
 * (`feeCard`) less the edition's group discount (`discountedFee`). Null when the edition has no
 * regular fee.
 */
export function groupFee(edition: FeeInput & GroupRuleInput, size: number, now: Date): GroupFee | null {
	const card = feeCard(edition, now)
	if (!card) return null
	const base = card.earlyBird
		? { basePesewas: card.earlyBird.pesewas, baseLabel: 'Early-bird fee' as const }
		: { basePesewas: card.regularPesewas, baseLabel: 'Regular fee' as const }
	return { ...base, ...discountedFee(base.basePesewas, groupRule(edition), size) }
}

/**
 * True once `edition`'s day is over at `now` (UTC, Accra's time): from midnight after its start
 * date; an undated edition once its year has ended. Until then its desk may still check people in.
 */
export function editionIsOver(edition: Pick<EventEdition, 'starts_at' | 'year'>, now: Date): boolean {
	if (edition.starts_at === null) return edition.year < now.getUTCFullYear()
	const start = new Date(edition.starts_at)
	const nextMidnight = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + 1)
	return now.getTime() >= nextMidnight
}
