/**
 * Vitest global setup: the data-layer tests run on SQLite and PostgreSQL, so PostgreSQL must be
 * reachable. `npm test` starts a throwaway server and sets TEST_DATABASE_URL; without it the run
 * fails here (never a silent skip).
 */
import pg from 'pg'

export default async function setup() {
	const url = process.env.TEST_DATABASE_URL
	if (!url) {
		throw new Error(
			'TEST_DATABASE_URL is not set. Run `npm test` (it starts a throwaway PostgreSQL) or point ' +
				'TEST_DATABASE_URL at a PostgreSQL database whose user may create databases.',
		)
	}
	const client = new pg.Client({ connectionString: url })
	try {
		await client.connect()
		await client.query('select 1')
	} catch (error) {
		throw new Error(`PostgreSQL at TEST_DATABASE_URL is not reachable: ${String(error)}`, { cause: error })
	} finally {
		await client.end().catch(() => {})
	}
}
