import { getTableColumns, inArray, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import type { ContentChanges } from './content-changes'
import type { Database } from './db/database'
import { AppError } from './errors'

/** What a list's order names: each item by id, and how people call it ("Cables"). */
export type OrderedItem = { id: string; name: string }

/** How a list's items are called in messages and in the audit log. */
export type Noun = { one: string; many: string }

const MAX_ITEMS = 1000

/** PUT /{list}/order: every item's id, first to last; `moved`, the one the person moved (for the audit log). */
export const OrderSchema = z.object({
  ids: z
    .array(
      z.string({ error: 'Each id must be a string' }).max(100, 'Each id must be at most 100 characters'),
      {
        error: 'ids must be the list of ids, first to last',
      },
    )
    .min(1, 'ids must name at least one item')
    .max(MAX_ITEMS, `ids must name at most ${MAX_ITEMS} items`),
  moved: z.string().max(100, 'moved must be at most 100 characters').optional(),
})
export type OrderInput = z.infer<typeof OrderSchema>

/** An item's move: from and to places (1-based), of how many. */
export type Move = { _id: string; name: string; from: number; to: number; of: number }

/** What PUT /{list}/order answers: the ids in their new order, and the item that moved (null: none, or many). */
export const OrderAnswerSchema = z.object({
  ids: z.array(z.string()),
  moved: z
    .object({ _id: z.string(), name: z.string(), from: z.number(), to: z.number(), of: z.number() })
    .nullable(),
})
export type OrderAnswer = z.infer<typeof OrderAnswerSchema>

const quoted = (names: string[]) => names.map((name) => `“${name}”`).join(', ')

/**
 * Why `ids` is not an order of the `current` items, in words for the person (or null when it is): each item once,
 * none missing, none unknown.
 */
export function orderProblem(
  current: readonly OrderedItem[],
  ids: readonly string[],
  noun: Noun,
): string | null {
  const seen = new Set<string>()
  const twice = new Set<string>()
  for (const id of ids) (seen.has(id) ? twice : seen).add(id)
  const nameOf = new Map(current.map((item) => [item.id, item.name]))
  if (twice.size > 0) {
    const names = [...twice].map((id) => nameOf.get(id) ?? id)
    return `The order names ${quoted(names)} more than once: name each ${noun.one} once`
  }
  const unknown = ids.filter((id) => !nameOf.has(id))
  if (unknown.length > 0) {
    return `The order names ${unknown.length === 1 ? `an id that is no ${noun.one}` : `ids that are no ${noun.many}`}: ${unknown.join(', ')}`
  }
  const missing = current.filter((item) => !seen.has(item.id))
  if (missing.length > 0) {
    return `The order leaves out ${quoted(missing.map((item) => item.name))}: name every ${noun.one} once (the list may have changed; reload it)`
  }
  return null
}

/**
 * The item whose move turns `before` into `after` (two orders of the same ids), with its places; null when nothing
 * moved or more than one item did. Two neighbours swapped are either one moving: `hint` (the id the person moved)
 * says which, else the one that went down.
 */
export function movedItem(
  before: readonly OrderedItem[],
  after: readonly string[],
  hint?: string,
): Move | null {
  const ids = before.map((item) => item.id)
  let first = 0
  while (first < ids.length && ids[first] === after[first]) first++
  if (first === ids.length) return null
  let last = ids.length - 1
  while (ids[last] === after[last]) last--
  const withOneMoved = (id: string, to: number) => {
    const rest = ids.filter((other) => other !== id)
    rest.splice(to, 0, id)
    return rest.every((other, index) => other === after[index])
  }
  const down = ids[first]!
  const up = ids[last]!
  const candidates = [
    { id: down, from: first, to: last },
    { id: up, from: last, to: first },
  ].filter((move) => withOneMoved(move.id, move.to))
  const move = candidates.find((candidate) => candidate.id === hint) ?? candidates[0]
  if (!move) return null
  const name = before[move.from]!.name
  return { _id: move.id, name, from: move.from + 1, to: move.to + 1, of: ids.length }
}

/**
 * The order of a table's rows kept in an integer column: the items in their order (optionally of some rows only,
 * such as top-level categories), and the write of a new one, one statement, that announces the content area.
 */
export function orderedRows(
  { db, changes }: { db: Database; changes: Pick<ContentChanges, 'changed'> },
  {
    table,
    id,
    order,
    name,
    ordering,
    where,
    area,
  }: {
    table: PgTable
    id: PgColumn
    /** The integer column that holds each row's place (0 first). */
    order: PgColumn
    /** What the item is called (an SQL expression for a name of several columns). */
    name: PgColumn | SQL
    /** The list's order as it is read (the order column first). */
    ordering: SQL[]
    where?: SQL
    area: string
  },
) {
  // The column's key in the table's rows (its SQL name is the database's casing of it).
  const orderKey = Object.entries(getTableColumns(table)).find(([, column]) => column === order)?.[0]
  if (!orderKey) throw new Error('The order column is not a column of the table')
  return {
    /** The items, first to last; locked until the transaction ends, so concurrent reorders queue up. */
    async current(): Promise<OrderedItem[]> {
      const rows = await db
        .select({ id: sql<string>`${id}`, name: sql<string>`${name}` })
        .from(table)
        .where(where)
        .orderBy(...ordering)
        .for('update')
      return rows
    },

    /** Numbers the rows 0, 1, 2… in the order of `ids` (which the caller has checked), in one statement. */
    async write(ids: readonly string[]): Promise<void> {
      const places = sql.join(
        ids.map((rowId, index) => sql`when ${rowId}::uuid then ${index}::integer`),
        sql` `,
      )
      await db
        .update(table)
        .set({ [orderKey]: sql`case ${id} ${places} end` })
        .where(inArray(id, [...ids]))
      changes.changed(area)
    },
  }
}

export type OrderedRows = ReturnType<typeof orderedRows>

/**
 * Checks and writes a new order; answers it with the item that moved (the audit log names it). An order like the
 * current one writes nothing.
 */
export async function saveOrder(rows: OrderedRows, input: OrderInput, noun: Noun): Promise<OrderAnswer> {
  const current = await rows.current()
  const problem = orderProblem(current, input.ids, noun)
  if (problem) throw AppError.badRequest(problem, { ids: problem })
  const changed = current.some((item, index) => item.id !== input.ids[index])
  if (changed) await rows.write(input.ids)
  const moved = movedItem(current, input.ids, input.moved)
  return { ids: input.ids, moved }
}

/**
 * How the audit log records a new order: "Moved category “Cables” to position 2 of 5" (the item, and its places
 * before and after), or "Reordered categories" when several items moved at once.
 */
export function orderAuditEntry(answer: OrderAnswer | undefined) {
  const moved = answer?.moved
  if (!moved) return { action: 'reorder', label: '', changes: {} }
  return {
    action: 'move',
    entityId: moved._id,
    label: moved.name,
    changes: { position: { from: `${moved.from} of ${moved.of}`, to: `${moved.to} of ${moved.of}` } },
  }
}
