import { expect, test } from 'vitest'
import { loggedPath } from './logged-path.ts'

test('a logged path has no query string or fragment', () => {
	expect(loggedPath('/admin/attendees?q=Ama%20Mensah&page=2')).toBe('/admin/attendees')
	expect(loggedPath('/admin/login?redirectTo=%2Fadmin%2Fmail#top')).toBe('/admin/login')
	expect(loggedPath('/agenda')).toBe('/agenda')
	expect(loggedPath('/')).toBe('/')
})

test('the token of a ticket or manage link is never logged, in the page or its data', () => {
	const token = 'R-7KQ2.Xy9_aB-cD3eF'
	expect(loggedPath(`/ticket/${token}`)).toBe('/ticket/:token')
	expect(loggedPath(`/ticket/${token}?print=1`)).toBe('/ticket/:token')
	expect(loggedPath(`/registration/${token}`)).toBe('/registration/:token')
	expect(loggedPath(`/registration/${token}.data`)).toBe('/registration/:token.data')
	// Other pages keep their path.
	expect(loggedPath('/registration-cancelled')).toBe('/registration-cancelled')
	expect(loggedPath('/speakers/12')).toBe('/speakers/12')
})

test('the token of a group link, and of the pages under a token (paying, receipts), is never logged', () => {
	const token = 'R-7KQ2.Xy9_aB-cD3eF'
	expect(loggedPath(`/group/${token}`)).toBe('/group/:token')
	expect(loggedPath(`/group/${token}/pay`)).toBe('/group/:token/pay')
	expect(loggedPath(`/registration/${token}/pay.data`)).toBe('/registration/:token/pay.data')
	expect(loggedPath(`/ticket/${token}/pay?reference=SUM-2027-ABC`)).toBe('/ticket/:token/pay')
	expect(loggedPath(`/registration/${token}/receipts/RCT-2027-0001.pdf`)).toBe(
		'/registration/:token/receipts/RCT-2027-0001.pdf',
	)
	expect(loggedPath('/payments/paystack/return?reference=SUM-2027-ABC')).toBe('/payments/paystack/return')
})

test('a French personal page hides its token as the English one does', () => {
	const token = 'R-7KQ2.Xy9_aB-cD3eF'
	expect(loggedPath(`/fr/ticket/${token}`)).toBe('/fr/ticket/:token')
	expect(loggedPath(`/fr/registration/${token}.data`)).toBe('/fr/registration/:token.data')
	expect(loggedPath(`/fr/group/${token}/pay?reference=SUM-2027-ABC`)).toBe('/fr/group/:token/pay')
	expect(loggedPath('/fr/registration-cancelled')).toBe('/fr/registration-cancelled')
})
