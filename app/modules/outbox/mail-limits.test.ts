import { describe, expect, test } from 'vitest'
import {
	BUCKET_MS,
	bucketOf,
	clientNetwork,
	countedKeys,
	findBreaches,
	foldRecipient,
	mailLimitMessage,
	recipientDomain,
} from './mail-limits.ts'

describe('foldRecipient: the mailbox an address reaches', () => {
	test('a +tag, dots and case all fold to one mailbox', () => {
		for (const address of [
			'victim@example.org',
			'Victim+1@Example.ORG',
			'victim+anything+more@example.org',
			'v.i.c.t.i.m@example.org',
			'V.ictim+2@example.org ',
		])
			expect(foldRecipient(address), address).toBe('victim@example.org')
	})

	test('googlemail.com is gmail.com; other domains and local parts stay apart', () => {
		expect(foldRecipient('ama.mensah+x@googlemail.com')).toBe('amamensah@gmail.com')
		expect(foldRecipient('ama@example.org')).not.toBe(foldRecipient('ama@example.com'))
		expect(foldRecipient('ama@example.org')).not.toBe(foldRecipient('kofi@example.org'))
	})

	test('a local part that would fold to nothing is kept', () => {
		expect(foldRecipient('+tag@example.org')).toBe('+tag@example.org')
	})

	test('the domain is counted lower-cased, subdomains as written', () => {
		expect(recipientDomain('Ama@Mail.Example.ORG')).toBe('mail.example.org')
		expect(recipientDomain('ama@GoogleMail.com')).toBe('gmail.com')
	})
})

describe('clientNetwork: what the per-client limit counts', () => {
	test('an IPv4 address as it is, also when written as IPv6', () => {
		expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7')
		expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7')
	})

	test('every address of one IPv6 /64 counts as one network', () => {
		const networks = new Set(
			[
				'2001:db8:0:1::1',
				'2001:db8:0:1:ffff:ffff:ffff:fffe',
				'2001:0DB8:0000:0001:0:0:0:42',
				'2001:db8::1:0:0:0:9',
			].map(clientNetwork),
		)
		expect([...networks]).toEqual(['2001:db8:0:1::/64'])
		expect(clientNetwork('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64')
		expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
	})

	test('anything else as it is', () => {
		expect(clientNetwork('unknown')).toBe('unknown')
	})
})

describe('countedKeys: what one submission counts', () => {
	test('every mail for the client; mail to strangers for its folded mailbox and domain too', () => {
		expect(
			countedKeys('203.0.113.7', [
				{ to: 'victim+1@example.org' },
				{ to: 'victim+2@example.org' },
				{ to: 'kofi@gmail.com' },
				{ to: 'notices@organiser.example', toStaff: true },
			]),
		).toEqual([
			{ scope: 'client', key: '203.0.113.7', mails: 4 },
			{ scope: 'recipient', key: 'kofi@gmail.com', mails: 1 },
			{ scope: 'recipient', key: 'victim@example.org', mails: 2 },
			{ scope: 'domain', key: 'example.org', mails: 2 },
			{ scope: 'domain', key: 'gmail.com', mails: 1 },
		])
		expect(countedKeys('203.0.113.7', [])).toEqual([])
	})
})

describe('findBreaches: the hour counted in 5-minute steps', () => {
	const limits = { client: 300, recipient: 10, domain: 1000 }
	const now = new Date('2026-11-22T10:02:30.000Z')
	const current = bucketOf(now)
	const keys = [{ scope: 'recipient' as const, key: 'victim@example.org', mails: 2 }]
	const rows = (counts: [number, number][]) =>
		counts.map(([stepsAgo, count]) => ({
			scope: 'recipient' as const,
			key: 'victim@example.org',
			bucket: current - stepsAgo,
			count,
		}))

	test('up to the limit goes through; one over is a breach', () => {
		expect(findBreaches(keys, rows([[0, 10]]), limits, now)).toEqual([])
		expect(findBreaches(keys, rows([[0, 11]]), limits, now)).toMatchObject([
			{ scope: 'recipient', key: 'victim@example.org', limit: 10, mails: 2, total: 11 },
		])
	})

	test('steps an hour old or more no longer count', () => {
		expect(
			findBreaches(
				keys,
				rows([
					[12, 50],
					[0, 2],
				]),
				limits,
				now,
			),
		).toEqual([])
		expect(
			findBreaches(
				keys,
				rows([
					[11, 9],
					[0, 2],
				]),
				limits,
				now,
			),
		).toHaveLength(1)
	})

	test('the wait is until enough earlier mails have left the hour', () => {
		// 6 mails 55 minutes ago (step 11 back), 3 mails 10 minutes ago, and now 2: 11 > 10. The
		// oldest step leaves the hour when the step after the current one begins.
		const [breach] = findBreaches(
			keys,
			rows([
				[11, 6],
				[2, 3],
				[0, 2],
			]),
			limits,
			now,
		)
		const leaves = (current + 1) * BUCKET_MS
		expect(breach!.retryAfterSeconds).toBe(Math.ceil((leaves - now.getTime()) / 1000))
		// A submission alone over the limit can never go through.
		expect(
			findBreaches([{ ...keys[0]!, mails: 11 }], rows([[0, 11]]), limits, now)[0]!.retryAfterSeconds,
		).toBeNull()
	})
})

describe('mailLimitMessage', () => {
	const breach = {
		scope: 'recipient' as const,
		key: 'victim@example.org',
		limit: 10,
		mails: 1,
		total: 11,
		retryAfterSeconds: 600,
	}

	test('names the limit, says nothing was stored and when to try again', () => {
		expect(mailLimitMessage([breach], 'this email address')).toBe(
			'Too many mails have gone to this email address in the last hour (at most 10 an hour). Nothing was stored. Please try again in 10 minutes.',
		)
	})

	test('the client network’s limit is named before a mailbox’s; a domain by its name', () => {
		expect(
			mailLimitMessage(
				[breach, { ...breach, scope: 'client', key: '203.0.113.7', limit: 300 }],
				'this email address',
			),
		).toMatch(
			/^Too many mails have gone because of forms sent from your network in the last hour \(at most 300/,
		)
		expect(
			mailLimitMessage([{ ...breach, scope: 'domain', key: 'gmail.com', limit: 1000 }], 'these addresses'),
		).toMatch(/^Too many mails have gone to addresses at gmail.com in the last hour/)
	})

	test('a submission alone over the limit is told it can never go through as it is', () => {
		expect(
			mailLimitMessage([{ ...breach, mails: 12, retryAfterSeconds: null }], 'the addresses marked below'),
		).toBe(
			'At most 10 mails an hour can go to one mailbox, and the addresses marked below would get 12 (addresses that differ only by dots or a +tag reach one mailbox). Nothing was stored.',
		)
	})
})
