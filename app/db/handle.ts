/**
 * The types a query function takes as its first argument. A query function accepts either the
 * process's database (`db` in `db.server.ts`, or a test's own) or an open transaction, so the same
 * function composes inside a transaction (`writeTransaction`) and runs on SQLite and PostgreSQL alike
 * (docs/architecture.md, "Data access").
 */
import type { Kysely, Transaction } from 'kysely'
import type { DB } from './schema.ts'

/** A whole database: opened by `createDatabase` in `connect.server.ts`. */
export type Database = Kysely<DB>

/** A database or a transaction on it: what every query function takes first. */
export type Handle = Database | Transaction<DB>
