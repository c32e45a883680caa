/**
 * The ledger screen's URL state and the payments screen's forms: every bad parameter falls back to
 * its default, and every bad amount or missing reference gets its message.
 */
import { describe, expect, test } from 'vitest'
import { RecordPaymentSchema, RefundSchema, WaiveSchema } from './payments-admin.schema.ts'
import { describeLedgerFilter, ledgerExportSearch, parseLedgerFilters } from './payments-list.ts'

describe('the ledger screen’s URL', () => {
	const parse = (search: string) =>
		parseLedgerFilters(new URL(`https://x/admin/payments${search}`), [3, 4], 4)

	test('reads the edition, method, kind and days; anything else is the default', () => {
		expect(parse('?edition=3&method=bank&kind=refund&from=2027-03-01&to=2027-03-31')).toEqual({
			editionId: 3,
			method: 'bank',
			kind: 'refund',
			from: '2027-03-01',
			to: '2027-03-31',
		})
		expect(parse('?edition=99&method=bitcoin&kind=gift&from=2027-02-30&to=tomorrow')).toEqual({
			editionId: 4,
			method: null,
			kind: null,
			from: null,
			to: null,
		})
		// Days the wrong way round are swapped.
		expect(parse('?from=2027-03-31&to=2027-03-01')).toMatchObject({ from: '2027-03-01', to: '2027-03-31' })
	})

	test('the CSV link keeps the edition, search and filters, and the log says what they were', () => {
		const filters = { ...parse('?edition=3&method=momo&from=2027-03-01'), q: 'GCB' }
		expect(ledgerExportSearch(filters)).toBe('?edition=3&q=GCB&method=momo&from=2027-03-01')
		expect(describeLedgerFilter(filters)).toBe('search “GCB”, Mobile money transfer, from 2027-03-01')
		expect(describeLedgerFilter({ ...parse(''), q: '' })).toBe('no filter')
	})
})

describe('the payments screen’s forms', () => {
	const issues = (result: {
		success: boolean
		error?: { issues: { path: PropertyKey[]; message: string }[] }
	}) => (result.success ? [] : result.error!.issues.map((i) => [i.path.join('.'), i.message]))

	test('an amount in cedis becomes whole pesewas; a bank or MoMo payment needs its reference', () => {
		expect(
			RecordPaymentSchema.parse({
				intent: 'payment',
				seen: '4',
				method: 'bank',
				amount: '2,500.50',
				reference: 'GCB-1',
			}),
		).toMatchObject({ amount: 250_050, seen: 4, reference: 'GCB-1' })
		expect(
			issues(RecordPaymentSchema.safeParse({ intent: 'payment', seen: '0', method: 'momo', amount: '100' })),
		).toEqual([['reference', 'Enter the mobile money reference, as it appears on the statement.']])
		expect(
			RecordPaymentSchema.safeParse({ intent: 'payment', seen: '0', method: 'cash', amount: '100' }).success,
		).toBe(true)
	})

	test('a negative, zero, fractional-pesewa or missing amount, and a missing reason, are refused with a message', () => {
		const waive = (amount: string | undefined, reason?: string) =>
			issues(WaiveSchema.safeParse({ intent: 'waiver', seen: '0', amount, reason }))
		expect(waive('-5', 'x')).toEqual([['amount', 'Enter the amount without a minus sign.']])
		expect(waive('0', 'x')).toEqual([['amount', 'Enter an amount above zero.']])
		expect(waive('10.005', 'x')).toEqual([
			['amount', 'An amount has at most two decimals (pesewas), e.g. 2500.50.'],
		])
		expect(waive(undefined, 'x')).toEqual([['amount', 'Enter the amount in cedis, e.g. 2500 or 2500.50.']])
		expect(waive('100')).toEqual([['reason', 'Say why the fee is waived.']])
		expect(
			issues(
				RefundSchema.safeParse({ intent: 'refund', seen: '0', method: 'cheque', amount: '1', reason: 'x' }),
			),
		).toEqual([['method', 'Choose how the money moved.']])
	})
})
