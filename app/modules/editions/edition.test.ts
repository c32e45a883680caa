import { describe, expect, test } from 'vitest'
import { now } from '#tests/setup/clock.ts'
import {
	CLOCK_TRUST_SECONDS,
	clockSkew,
	countdownParts,
	editionPhase,
	feeCard,
	groupFee,
	pickCurrentEdition,
	secondsUntil,
} from './edition.ts'

const past2025 = { id: 1, year: 2025, starts_at: '2025-10-16T09:00:00.000Z' }
const next2027 = { id: 2, year: 2027, starts_at: '2027-03-25T08:30:00.000Z' }
const later2028 = { id: 3, year: 2028, starts_at: '2028-03-23T08:30:00.000Z' }

describe('pickCurrentEdition', () => {
	test('picks the nearest edition still ahead, whatever the row order', () => {
		expect(pickCurrentEdition([later2028, past2025, next2027], now)?.id).toBe(2)
		expect(pickCurrentEdition([next2027, later2028, past2025], now)?.id).toBe(2)
	})

	test('falls back to the most recent past edition when none is ahead', () => {
		const older = { id: 9, year: 2024, starts_at: '2024-10-10T09:00:00.000Z' }
		expect(pickCurrentEdition([older, past2025], now)?.id).toBe(1)
	})

	test('prefers an announced edition of this year or later without a date over a past one', () => {
		const undated = { id: 4, year: 2027, starts_at: null }
		expect(pickCurrentEdition([past2025, undated], now)?.id).toBe(4)
	})

	test('an edition whose start has passed is no longer ahead', () => {
		const startedToday = { id: 5, year: 2026, starts_at: '2026-11-22T08:00:00.000Z' }
		expect(pickCurrentEdition([past2025, startedToday], now)?.id).toBe(5)
		expect(editionPhase(startedToday, now)).toBe('past')
	})

	test('an undated edition of an earlier year is past, not open for registration', () => {
		const stale = { id: 6, year: 2024, starts_at: null }
		expect(pickCurrentEdition([stale], now)?.id).toBe(6)
		expect(editionPhase(stale, now)).toBe('past')
		expect(editionPhase({ ...stale, year: 2027 }, now)).toBe('upcoming')
	})

	test('returns undefined without editions', () => {
		expect(pickCurrentEdition([], now)).toBeUndefined()
	})
})

describe('countdown', () => {
	test('counts whole seconds to the start and never below zero', () => {
		expect(secondsUntil('2026-11-23T11:01:01.900Z', now)).toBe(86_400 + 3600 + 61)
		expect(secondsUntil('2026-11-01T00:00:00.000Z', now)).toBe(0)
	})

	test('splits seconds into days, hours, minutes and seconds', () => {
		expect(countdownParts(2 * 86_400 + 3 * 3600 + 4 * 60 + 5)).toEqual({
			days: 2,
			hours: 3,
			minutes: 4,
			seconds: 5,
		})
		expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
	})
})

describe('clockSkew (the countdown trusts a clock near the server’s)', () => {
	const serverNow = Date.UTC(2027, 2, 1, 12, 0, 0)
	test('a page up to CLOCK_TRUST_SECONDS old, on a right clock: no correction, so the count is exact', () => {
		expect(CLOCK_TRUST_SECONDS).toBe(60)
		expect(clockSkew(serverNow, serverNow)).toBe(0)
		expect(clockSkew(serverNow, serverNow + 40_000)).toBe(0)
		expect(clockSkew(serverNow, serverNow + 60_000)).toBe(0)
	})

	test('a clock further off, either way: corrected to the server’s', () => {
		expect(clockSkew(serverNow, serverNow + 60_001)).toBe(-60_001)
		expect(clockSkew(serverNow, serverNow - 3_600_000)).toBe(3_600_000)
	})
})

describe('feeCard (Event Rate)', () => {
	const fees = {
		regular_fee_pesewas: 250_000,
		early_bird_fee_pesewas: 200_000,
		early_bird_expires_on: '2026-11-22',
	}

	test('no card without a regular fee', () => {
		expect(feeCard({ ...fees, regular_fee_pesewas: null }, now)).toBeNull()
	})

	test('offers the early-bird fee through its expiry day in Accra', () => {
		expect(feeCard(fees, new Date('2026-11-22T23:59:59Z'))?.earlyBird).toEqual({
			pesewas: 200_000,
			expiresOn: '2026-11-22',
		})
		expect(feeCard(fees, new Date('2026-11-23T00:00:00Z'))).toEqual({
			regularPesewas: 250_000,
			earlyBird: null,
		})
	})
})

describe('groupFee', () => {
	const edition = {
		regular_fee_pesewas: 280_000,
		early_bird_fee_pesewas: 230_000,
		early_bird_expires_on: '2026-12-31',
		group_min_size: 5,
		group_discount_percent: 10,
	}
	const during = new Date('2026-12-31T23:59:00.000Z')
	const after = new Date('2027-01-01T00:00:00.000Z')

	test('from the minimum size each person pays the fee of the moment less the discount', () => {
		expect(groupFee(edition, 5, during)).toEqual({
			basePesewas: 230_000,
			baseLabel: 'Early-bird fee',
			discountPercent: 10,
			perPersonPesewas: 207_000,
			totalPesewas: 1_035_000,
		})
		expect(groupFee(edition, 50, after)).toMatchObject({
			baseLabel: 'Regular fee',
			perPersonPesewas: 252_000,
			totalPesewas: 12_600_000,
		})
	})

	test('below the minimum, or without a rule, no discount; without a fee, no figure', () => {
		expect(groupFee(edition, 4, after)).toMatchObject({
			discountPercent: 0,
			perPersonPesewas: 280_000,
			totalPesewas: 1_120_000,
		})
		expect(
			groupFee({ ...edition, group_min_size: null, group_discount_percent: null }, 10, after),
		).toMatchObject({
			discountPercent: 0,
			totalPesewas: 2_800_000,
		})
		expect(groupFee({ ...edition, regular_fee_pesewas: null }, 10, after)).toBeNull()
	})

	test('a discount that leaves part of a pesewa rounds to the nearest pesewa', () => {
		expect(
			groupFee({ ...edition, regular_fee_pesewas: 250_005, group_discount_percent: 15 }, 5, after),
		).toMatchObject({
			perPersonPesewas: 212_504, // 212,504.25
			totalPesewas: 1_062_520,
		})
	})
})
