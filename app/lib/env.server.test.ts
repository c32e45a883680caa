import { describe, expect, test } from 'vitest'
import { EnvError, parseEnv } from './env.server.ts'

describe('parseEnv', () => {
	test('defaults give an embedded SQLite database on port 3000', () => {
		const env = parseEnv({})
		expect(env.PORT).toBe(3000)
		expect(env.DATABASE_URL).toBeUndefined()
		expect(env.DATABASE_PATH).toBe('data/summit.db')
		expect(env.uploadsDir).toMatch(/data\/uploads$/)
	})

	test('accepts a PostgreSQL URL', () => {
		expect(parseEnv({ DATABASE_URL: 'postgres://u:p@db:5432/summit' }).DATABASE_URL).toBe(
			'postgres://u:p@db:5432/summit',
		)
	})

	test('a bad value stops start-up with a message naming the variable', () => {
		expect(() => parseEnv({ PORT: 'eighty' })).toThrow(EnvError)
		expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/)
		expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/)
		expect(() => parseEnv({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/)
		expect(() => parseEnv({ ADMIN_EMAIL: 'not-an-email' })).toThrow(/ADMIN_EMAIL/)
	})

	test("S3_BUCKET turns the bucket on with the AWS SDK's variables; what is missing is named, no secret printed", () => {
		expect(parseEnv({}).S3_BUCKET).toBeUndefined()
		const bucket = parseEnv({
			S3_BUCKET: 'summit-files',
			AWS_REGION: 'eu-west-1',
			AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9000/',
			AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE',
			AWS_SECRET_ACCESS_KEY: 'secret-value-1234',
		})
		expect(bucket.S3_BUCKET).toBe('summit-files')
		expect(bucket.AWS_ENDPOINT_URL_S3).toBe('http://127.0.0.1:9000')
		expect(() => parseEnv({ S3_BUCKET: 'summit-files' })).toThrow(/AWS_REGION: must be set with S3_BUCKET/)
		expect(() => parseEnv({ S3_BUCKET: 'Summit_Files', AWS_REGION: 'auto' })).toThrow(
			/S3_BUCKET: must be a bucket name/,
		)
		expect(() => parseEnv({ AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9000' })).toThrow(
			/S3_BUCKET: must be set when AWS_ENDPOINT_URL_S3/,
		)
		expect(() =>
			parseEnv({ S3_BUCKET: 'summit-files', AWS_REGION: 'auto', AWS_ENDPOINT_URL_S3: 'ftp://x' }),
		).toThrow(/AWS_ENDPOINT_URL_S3/)
		let message = ''
		try {
			parseEnv({ S3_BUCKET: 'summit-files', AWS_REGION: 'auto', AWS_SECRET_ACCESS_KEY: 'secret-value-1234' })
		} catch (error) {
			message = (error as Error).message
		}
		expect(message).toMatch(/AWS_ACCESS_KEY_ID: must be set with the other/)
		expect(message).not.toContain('secret-value-1234')
	})

	test('production refuses to start without SITE_URL, saying what it is for; elsewhere it is localhost on PORT', () => {
		expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/SITE_URL: must be set in production/)
		expect(() => parseEnv({ NODE_ENV: 'production', SITE_URL: '' })).toThrow(/SITE_URL/)
		expect(parseEnv({ NODE_ENV: 'production', SITE_URL: 'https://summit.example.org/' }).SITE_URL).toBe(
			'https://summit.example.org',
		)
		expect(parseEnv({}).SITE_URL).toBe('http://localhost:3000')
		expect(parseEnv({ PORT: '8080' }).SITE_URL).toBe('http://localhost:8080')
	})

	test('SIGNING_SECRET and SIGNING_SECRET_PREVIOUS: at least 32 characters; the previous one only beside a different current one', () => {
		const secret = 's'.repeat(32)
		expect(parseEnv({}).SIGNING_SECRET).toBeUndefined()
		expect(parseEnv({ SIGNING_SECRET: '' }).SIGNING_SECRET).toBeUndefined()
		expect(parseEnv({ SIGNING_SECRET: secret, SIGNING_SECRET_PREVIOUS: 'p'.repeat(32) })).toMatchObject({
			SIGNING_SECRET: secret,
			SIGNING_SECRET_PREVIOUS: 'p'.repeat(32),
		})
		expect(() => parseEnv({ SIGNING_SECRET: 's'.repeat(31) })).toThrow(
			/SIGNING_SECRET: must be at least 32 characters/,
		)
		expect(() => parseEnv({ SIGNING_SECRET: secret, SIGNING_SECRET_PREVIOUS: 'short' })).toThrow(
			/SIGNING_SECRET_PREVIOUS: must be at least 32 characters/,
		)
		expect(() => parseEnv({ SIGNING_SECRET_PREVIOUS: secret })).toThrow(
			/SIGNING_SECRET_PREVIOUS: is the SIGNING_SECRET before a change, so it needs SIGNING_SECRET/,
		)
		expect(() => parseEnv({ SIGNING_SECRET: secret, SIGNING_SECRET_PREVIOUS: secret })).toThrow(
			/SIGNING_SECRET_PREVIOUS: must differ from SIGNING_SECRET/,
		)
	})

	test('TRUST_PROXY takes a hop count or addresses; true is refused, saying why', () => {
		expect(parseEnv({}).TRUST_PROXY).toBe(false)
		expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false)
		expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
		expect(parseEnv({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8, ::1, loopback' }).TRUST_PROXY).toEqual([
			'10.0.0.1',
			'10.0.0.0/8',
			'::1',
			'loopback',
		])
		expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(
			/TRUST_PROXY: true would believe any X-Forwarded-For a client writes: give the number of proxies/,
		)
		expect(() => parseEnv({ TRUST_PROXY: '11' })).toThrow(
			/TRUST_PROXY: a number of proxies must be from 0 to 10/,
		)
		expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
			/TRUST_PROXY: "10.0.0.0\/33" is not an address/,
		)
		expect(() => parseEnv({ TRUST_PROXY: 'nginx' })).toThrow(/"nginx" is not an address/)
	})

	test('the mail limits default to 300 per client network, 10 per mailbox and 1000 per domain an hour; a bad one names itself', () => {
		expect(parseEnv({})).toMatchObject({
			MAIL_LIMIT_PER_CLIENT: 300,
			MAIL_LIMIT_PER_RECIPIENT: 10,
			MAIL_LIMIT_PER_DOMAIN: 1000,
		})
		expect(parseEnv({ MAIL_LIMIT_PER_RECIPIENT: '3' }).MAIL_LIMIT_PER_RECIPIENT).toBe(3)
		expect(() => parseEnv({ MAIL_LIMIT_PER_CLIENT: '0' })).toThrow(/MAIL_LIMIT_PER_CLIENT/)
		expect(() => parseEnv({ MAIL_LIMIT_PER_RECIPIENT: 'ten' })).toThrow(/MAIL_LIMIT_PER_RECIPIENT/)
		expect(() => parseEnv({ MAIL_LIMIT_PER_DOMAIN: '2.5' })).toThrow(/MAIL_LIMIT_PER_DOMAIN/)
	})

	test('DATABASE_POOL_SIZE: 10 connections unless told, a whole number from 1 to 100, a bad one named with the range', () => {
		expect(parseEnv({}).DATABASE_POOL_SIZE).toBe(10)
		expect(parseEnv({ DATABASE_POOL_SIZE: '25' }).DATABASE_POOL_SIZE).toBe(25)
		for (const bad of ['0', '101', '2.5', 'ten', '-1'])
			expect(() => parseEnv({ DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE: must be .*100/)
	})

	test('Paystack: off without a secret key; the API and the payment pages at Paystack unless told otherwise', () => {
		const off = parseEnv({})
		expect(off.PAYSTACK_SECRET_KEY).toBeUndefined()
		expect(off.PAYSTACK_BASE_URL).toBe('https://api.paystack.co')
		expect(off.PAYSTACK_CHECKOUT_ORIGIN).toBe('https://checkout.paystack.com')
		expect(off.PAYSTACK_TIMEOUT_MS).toBe(5000)
		expect(parseEnv({ PAYSTACK_SECRET_KEY: '' }).PAYSTACK_SECRET_KEY).toBeUndefined()
		const on = parseEnv({
			PAYSTACK_SECRET_KEY: 'sk_test_0123456789abcdef',
			PAYSTACK_BASE_URL: 'http://127.0.0.1:4000/',
			PAYSTACK_CHECKOUT_ORIGIN: 'http://127.0.0.1:4000/checkout',
		})
		expect(on.PAYSTACK_BASE_URL).toBe('http://127.0.0.1:4000')
		expect(on.PAYSTACK_CHECKOUT_ORIGIN).toBe('http://127.0.0.1:4000')
		expect(() => parseEnv({ PAYSTACK_SECRET_KEY: 'sk live with spaces' })).toThrow(/PAYSTACK_SECRET_KEY/)
		expect(() => parseEnv({ PAYSTACK_BASE_URL: 'ftp://api.paystack.co' })).toThrow(/PAYSTACK_BASE_URL/)
		expect(() => parseEnv({ PAYSTACK_TIMEOUT_MS: '5' })).toThrow(/PAYSTACK_TIMEOUT_MS/)
	})
})
