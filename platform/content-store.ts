import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { hasAddress, slugForRestore } from './addresses'
import type { ContentPart, ContentType } from './content-types'
import type { Database } from './db/database'
import { isUuid } from './fields'

/**
 * One content item whole, as stored: its row and the rows of its parts (a category's events and products), every
 * column under its name in a Drizzle row ('shortDescription'), as JSON. What a revision, a trashed item and a
 * backup keep, read and written back by the declarations alone (platform/content-types.ts): no content type has
 * code of its own for it.
 */
export type ContentSnapshot = {
  fields: Record<string, unknown>
  /** Each part's rows, under the part's table name, oldest first. */
  parts: Record<string, Record<string, unknown>[]>
}

/** A restore's answer for a title that is taken (a unique one), with the way out: another name. */
export const titleTakenMessage = (type: ContentType, title: string) =>
  `A ${type.label.one.toLowerCase()} named "${title}" already exists. Restore it under another name.`

/** Whether the item is shown on the public site (always, for a type that cannot be hidden). */
export function isShown(type: ContentType, snapshot: ContentSnapshot): boolean {
  return !type.active || snapshot.fields[camel(type.active.column)] === type.active.on
}

/** Columns a save always changes, which say nothing about the content: left out of the fingerprint. */
const BOOKKEEPING = new Set(['updatedAt'])

const camel = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())
const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

function camelKeys(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [camel(key), value]))
}

function snakeKeys(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [snake(key), value]))
}

/** JSON with its keys in order at every depth: the same content always gives the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([key, entry]) => entry !== undefined && !BOOKKEEPING.has(key))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

/** The content's fingerprint: equal for two snapshots that differ in their update times only. */
export function fingerprint(snapshot: ContentSnapshot): string {
  return createHash('sha256').update(canonical(snapshot)).digest('base64url')
}

/** The name a person knows an item by (its declared title column), or '' when it has none. */
export function titleOf(type: ContentType, snapshot: ContentSnapshot): string {
  const value = snapshot.fields[camel(type.titleColumn)]
  return typeof value === 'string' ? value : ''
}

/** Every media address a snapshot holds, in its row and its parts (per the declared media columns). */
export function mediaOf(type: ContentType, snapshot: ContentSnapshot): string[] {
  const urls: string[] = []
  const collect = (row: Record<string, unknown>, table: Pick<ContentType, 'media'>) => {
    for (const field of table.media) {
      const value = row[camel(field.column)]
      if (!('key' in field)) {
        if (typeof value === 'string') urls.push(value)
      } else {
        const entries = 'list' in field ? (Array.isArray(value) ? value : []) : [value]
        for (const entry of entries) {
          const url = (entry as Record<string, unknown> | null)?.[field.key]
          if (typeof url === 'string' && url) urls.push(url)
        }
      }
    }
  }
  collect(snapshot.fields, type)
  for (const part of type.parts ?? []) {
    for (const row of snapshot.parts[part.table] ?? []) collect(row, part)
  }
  return urls
}

const id = (name: string) => sql.identifier(name)
const list = (names: string[]) =>
  sql.join(
    names.map((name) => id(name)),
    sql`, `,
  )

/**
 * Reads and writes content items whole, for every type of the registry it is given: the snapshot of an item, and
 * an item written back from one (a restore: the row updated, or inserted again with its id when it was deleted;
 * its parts replaced by the snapshot's, with their ids).
 */
export function createContentStore(types: readonly ContentType[]) {
  const columns = new Map<string, Promise<string[]>>()

  /** A table's columns as the database has them now (a snapshot from before a migration may lack some). */
  function columnsOf(db: Database, table: string): Promise<string[]> {
    let known = columns.get(table)
    if (!known) {
      known = db
        .execute<{ name: string }>(
          sql`select column_name as name from information_schema.columns
              where table_schema = current_schema() and table_name = ${table} order by ordinal_position`,
        )
        .then((result) => result.rows.map((row) => row.name))
      known.catch(() => columns.delete(table))
      columns.set(table, known)
    }
    return known
  }

  function typeNamed(name: string): ContentType | undefined {
    return types.find((type) => type.name === name)
  }

  /** The columns of `row` the table has, without those named in `except`. */
  async function writable(db: Database, table: string, row: Record<string, unknown>, except: string[]) {
    const present = new Set(Object.keys(row))
    return (await columnsOf(db, table)).filter((column) => present.has(column) && !except.includes(column))
  }

  async function insertRows(db: Database, table: string, rows: Record<string, unknown>[]) {
    if (rows.length === 0) return
    const stored = rows.map(snakeKeys)
    const names = await writable(db, table, Object.assign({}, ...stored) as Record<string, unknown>, [])
    await db.execute(
      sql`insert into ${id(table)} (${list(names)})
          select ${list(names)} from jsonb_populate_recordset(null::${id(table)}, ${JSON.stringify(stored)}::jsonb)`,
    )
  }

  return {
    types,
    typeNamed,

    /** The single item of a type that has one (the company's settings), or undefined before it exists. */
    async singleId(db: Database, type: ContentType): Promise<string | undefined> {
      const result = await db.execute<{ id: string }>(sql`select id from ${id(type.table)} limit 1`)
      return result.rows[0]?.id
    },

    /** The owner of a part's row (the category of an event), or undefined when the row is not there. */
    async ownerOf(db: Database, part: ContentPart, partId: string): Promise<string | undefined> {
      const result = await db.execute<{ owner: string }>(
        sql`select ${id(part.ownerKey)} as owner from ${id(part.table)} where id = ${partId}`,
      )
      return result.rows[0]?.owner
    },

    /** The item whole, or undefined when there is none with this id. */
    async snapshot(db: Database, type: ContentType, itemId: string): Promise<ContentSnapshot | undefined> {
      // One round trip: the row, and each part's rows as a JSON list (a save reads its item twice).
      const parts = (type.parts ?? []).map(
        (part, index) =>
          sql`, (select coalesce(jsonb_agg(to_jsonb(p) order by p.created_at, p.id), '[]'::jsonb)
                 from ${id(part.table)} p where p.${id(part.ownerKey)} = t.id) as ${id(`part${index}`)}`,
      )
      const result = await db.execute<Record<string, unknown>>(
        sql`select to_jsonb(t) as row${sql.join(parts, sql``)} from ${id(type.table)} t where t.id = ${itemId}`,
      )
      const found = result.rows[0]
      if (!found) return undefined
      return {
        fields: camelKeys(found.row as Record<string, unknown>),
        parts: Object.fromEntries(
          (type.parts ?? []).map((part, index) => [
            part.table,
            (found[`part${index}`] as Record<string, unknown>[]).map(camelKeys),
          ]),
        ),
      }
    },

    /** The ids of the items whose parent is this one (a category's subcategories). */
    async childrenOf(db: Database, type: ContentType, itemId: string): Promise<string[]> {
      if (!type.parentKey) return []
      const result = await db.execute<{ id: string }>(
        sql`select id from ${id(type.table)} where ${id(type.parentKey)} = ${itemId} order by id`,
      )
      return result.rows.map((row) => row.id)
    },

    /** Gives these items their parent back, where they have none now (a category restored with its subcategories). */
    async adopt(db: Database, type: ContentType, itemId: string, children: string[]): Promise<void> {
      if (!type.parentKey || children.length === 0) return
      await db.execute(
        sql`update ${id(type.table)} set ${id(type.parentKey)} = ${itemId}
            where ${id(type.parentKey)} is null and id in (${sql.join(
              children.map((child) => sql`${child}::uuid`),
              sql`, `,
            )})`,
      )
    },

    /**
     * Writes the item back as the snapshot has it, under `itemId`: its row updated (or inserted again), the update
     * time now, its parts replaced by the snapshot's. A parent that is gone is cleared. The caller runs it in a
     * transaction and announces the change.
     */
    async write(
      db: Database,
      type: ContentType,
      itemId: string,
      snapshot: ContentSnapshot,
    ): Promise<'updated' | 'inserted'> {
      const row = snakeKeys({ ...snapshot.fields, id: itemId })
      // An address another item has taken meanwhile stays theirs (platform/addresses.ts).
      if (hasAddress(type) && typeof row[type.address.column] === 'string') {
        row[type.address.column] = await slugForRestore(db, type, itemId, row[type.address.column] as string)
      }
      if (type.parentKey && row[type.parentKey]) {
        const parent = await db.execute(
          sql`select 1 from ${id(type.table)} where id = ${row[type.parentKey] as string}`,
        )
        if (parent.rows.length === 0 || row[type.parentKey] === itemId) row[type.parentKey] = null
      }
      const json = JSON.stringify(row)
      const names = await writable(db, type.table, row, ['id', 'created_at', 'updated_at'])
      const updated = await db.execute(
        sql`update ${id(type.table)} t set (${list(names)}, updated_at) =
            (select ${list(names.map((name) => name))}, now() from jsonb_populate_record(null::${id(type.table)}, ${json}::jsonb))
            where t.id = ${itemId} returning t.id`,
      )
      const outcome = updated.rows.length > 0 ? 'updated' : 'inserted'
      if (outcome === 'inserted')
        await insertRows(db, type.table, [{ ...row, updated_at: new Date().toISOString() }])
      for (const part of type.parts ?? []) {
        await db.execute(sql`delete from ${id(part.table)} where ${id(part.ownerKey)} = ${itemId}`)
        await insertRows(
          db,
          part.table,
          (snapshot.parts[part.table] ?? []).map((partRow) => ({
            ...partRow,
            [camel(part.ownerKey)]: itemId,
          })),
        )
      }
      return outcome
    },

    /** Shows or hides the item on the public site, by its declared flag (a type without one: nothing to do). */
    async setActive(db: Database, type: ContentType, itemId: string, on: boolean): Promise<void> {
      if (!type.active) return
      const value = on ? type.active.on : type.active.off
      await db.execute(
        sql`update ${id(type.table)} set ${id(type.active.column)} = ${value}, updated_at = now() where id = ${itemId}`,
      )
    },

    /** Deletes the item's row (its parts go with it: their keys cascade). */
    async remove(db: Database, type: ContentType, itemId: string): Promise<boolean> {
      const result = await db.execute(sql`delete from ${id(type.table)} where id = ${itemId} returning id`)
      return result.rows.length > 0
    },

    /** What the item is called (its title column), or undefined when there is none with this id. */
    async titleOfItem(db: Database, type: ContentType, itemId: string): Promise<string | undefined> {
      if (!isUuid(itemId)) return undefined
      const result = await db.execute<{ title: unknown }>(
        sql`select ${id(type.titleColumn)} as title from ${id(type.table)} where id = ${itemId}`,
      )
      const title = result.rows[0]?.title
      return typeof title === 'string' && title.trim() ? title.trim() : undefined
    },

    /** Whether another item of the type has this title, ignoring case (for types whose titles are unique). */
    async titleTaken(db: Database, type: ContentType, title: string, exceptId: string): Promise<boolean> {
      const result = await db.execute(
        sql`select 1 from ${id(type.table)} where lower(${id(type.titleColumn)}) = lower(${title}) and id <> ${exceptId}`,
      )
      return result.rows.length > 0
    },
  }
}

export type ContentStore = ReturnType<typeof createContentStore>
