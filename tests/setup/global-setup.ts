/**
 * Vitest global setup: the data-layer tests run on SQLite and PostgreSQL, so PostgreSQL must be
 * reachable. `npm test` starts a throwaway server and sets TEST_DATABASE_URL; without it the run
 * fails here (never a silent skip). Then it makes one migrated template database for the run, which
 * every PostgreSQL test database is copied from (a copy takes about half the time of migrating), and
 * drops it at the end.
 */
import crypto from 'node:crypto'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { createDatabase } from '#app/db/connect.server.ts'
import { migrateToLatest } from '#app/db/migrate.server.ts'

declare module 'vitest' {
	export interface ProvidedContext {
		/** The migrated PostgreSQL database each test database is created from. */
		postgresTemplate: string
	}
}

export default async function setup(project: TestProject) {
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

	const template = `summit_template_${crypto.randomBytes(6).toString('hex')}`
	await adminQuery(url, `create database ${template}`)
	const templateUrl = new URL(url)
	templateUrl.pathname = `/${template}`
	const db = createDatabase({ databaseUrl: templateUrl.toString(), databasePath: '' })
	try {
		await migrateToLatest(db)
	} finally {
		await db.destroy()
	}
	project.provide('postgresTemplate', template)
	return async () => {
		await adminQuery(url, `drop database if exists ${template} with (force)`)
	}
}

async function adminQuery(url: string, statement: string): Promise<void> {
	const client = new pg.Client({ connectionString: url })
	await client.connect()
	try {
		await client.query(statement)
	} finally {
		await client.end()
	}
}
