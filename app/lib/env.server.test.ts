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
})
