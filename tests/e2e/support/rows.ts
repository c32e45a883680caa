/**
 * Reading back what a screen stored: small queries on the worker's database that many specs ask,
 * by table name, so a test states what it looks for rather than how to query it.
 */
import type { Selectable } from 'kysely'
import type { Database } from '#app/db/connect.server.ts'
import type { DB } from '#app/db/schema.ts'

/** A table of the app's database. */
type Table = keyof DB

/** A column of `T`. */
type Column<T extends Table> = keyof DB[T] & string

/** The tables with an `id` column (every table but the settings). */
type TableWithId = { [T in Table]: 'id' extends keyof DB[T] ? T : never }[Table]

/**
 * The one row of `table` whose `column` is `value` (every column), to check what a screen stored.
 * Throws when there is none.
 */
export async function storedRow<T extends Table>(
	db: Database,
	table: T,
	column: Column<T>,
	value: string | number,
): Promise<Selectable<DB[T]>> {
	const row = await db
		.selectFrom(table as Table)
		.selectAll()
		.where(column as never, '=', value as never)
		.executeTakeFirstOrThrow()
	return row as unknown as Selectable<DB[T]>
}

/**
 * The row of `table` with the lowest id (every column): one the seed made, since tests add theirs
 * after it. Throws when the table is empty.
 */
export async function firstRow<T extends TableWithId>(db: Database, table: T): Promise<Selectable<DB[T]>> {
	const row = await db
		.selectFrom(table as TableWithId)
		.selectAll()
		.orderBy('id')
		.executeTakeFirstOrThrow()
	return row as unknown as Selectable<DB[T]>
}

/** The ids of the rows of `table` whose `column` is `value`, lowest first: `[]` when none. */
export async function idsWhere<T extends TableWithId>(
	db: Database,
	table: T,
	column: Column<T>,
	value: string | number,
): Promise<number[]> {
	const rows = await db
		.selectFrom(table as TableWithId)
		.select('id')
		.where(column as never, '=', value as never)
		.orderBy('id')
		.execute()
	return rows.map((r) => Number(r.id))
}

/** The highest id in `table` now (0 when it is empty): rows made later have higher ids. */
export async function highestId(db: Database, table: TableWithId): Promise<number> {
	const row = await db
		.selectFrom(table)
		.select((eb) => eb.fn.max('id').as('id'))
		.executeTakeFirst()
	return Number(row?.id ?? 0)
}

/** How many rows `table` holds now. */
export async function countRows(db: Database, table: Table): Promise<number> {
	const row = await db
		.selectFrom(table)
		.select((eb) => eb.fn.countAll<number>().as('n'))
		.executeTakeFirstOrThrow()
	return Number(row.n)
}
