import { and, count as sqlCount, eq, getTableName, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from './database'

/** A table whose rows have a uuid `id` (and, for `update`, an `updatedAt` column). */
type TableWithId = PgTable & { id: PgColumn }

/** Which page of a list (1-based), of how many rows. */
export type Page = { page: number; limit: number }

/** `column = value`, or no condition when the value is not given (an optional filter). */
export function equalsIfGiven<T>(column: PgColumn, value: T | undefined): SQL | undefined {
  return value === undefined ? undefined : eq(column, value)
}

/** The first row of `table` matching `where` (a unique key: an address, a token's hash); undefined when none does. */
export async function firstRow<T extends PgTable>(
  db: Database,
  table: T,
  where: SQL | undefined,
): Promise<T['$inferSelect'] | undefined> {
  // Drizzle's builder cannot resolve its result type over a generic table: the untyped view.
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1)
  return rows[0] as T['$inferSelect'] | undefined
}

/**
 * The queries every entity table answers the same way: its rows in one fixed order, one row by id, how many there
 * are, insert / update / delete returning the row. A feature's repository adds only the queries of its own.
 * Every method takes the database (or a transaction) first, so that one instance serves both.
 */
export function tableRows<T extends TableWithId>(table: T, ordering: SQL[]) {
  type Row = T['$inferSelect']
  type NewRow = T['$inferInsert']
  // Drizzle's builders cannot resolve their result types over a generic table: these are the untyped views.
  const from = (db: Database) => db.select().from(table as PgTable)
  const ordered = (db: Database, where?: SQL) =>
    from(db)
      .where(where)
      .orderBy(...ordering)
  async function count(db: Database, where?: SQL): Promise<number> {
    const [row] = await db
      .select({ n: sqlCount() })
      .from(table as PgTable)
      .where(where)
    return row?.n ?? 0
  }
  const byId = (id: string, where?: SQL) => and(eq(table.id, id), where)

  return {
    /** The rows matching `where` (all by default), in the table's order. */
    async list(db: Database, where?: SQL): Promise<Row[]> {
      return ordered(db, where) as Promise<Row[]>
    },

    /** One page of the rows matching `where`, and how many match in all. */
    async page(db: Database, where: SQL | undefined, { page, limit }: Page) {
      const [rows, total] = await Promise.all([
        ordered(db, where)
          .limit(limit)
          .offset((page - 1) * limit) as Promise<Row[]>,
        count(db, where),
      ])
      return { rows, total }
    },

    /** The row with this id (and matching `where`, when given); undefined when there is none. */
    find: (db: Database, id: string, where?: SQL): Promise<Row | undefined> =>
      firstRow(db, table, byId(id, where)),

    count,

    async insert(db: Database, values: NewRow): Promise<Row> {
      const [row] = (await db.insert(table).values(values).returning()) as Row[]
      if (!row) throw new Error(`insert into ${getTableName(table)} returned no row`)
      return row
    },

    /** Changes the columns given (undefined ones stay) and sets updatedAt; undefined when the row is gone. */
    async update(db: Database, id: string, values: Partial<NewRow>): Promise<Row | undefined> {
      const [row] = (await db
        .update(table)
        .set({ ...values, updatedAt: sql`now()` } as never)
        .where(byId(id))
        .returning()) as Row[]
      return row
    },

    /** Deletes the row, returning it; undefined when there was none. */
    async remove(db: Database, id: string): Promise<Row | undefined> {
      const [row] = (await db.delete(table).where(byId(id)).returning()) as Row[]
      return row
    },
  }
}
