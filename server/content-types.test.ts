import { is } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import * as tables from '../platform/db/tables'
import { auditEntityNames, contentAreas, type ContentType, mediaTables } from '../platform/content-types'
import { CONTENT_TYPES } from './content-types'

const TYPES: readonly ContentType[] = CONTENT_TYPES

const drizzleTables = new Map(
  (Object.values(tables) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => [getTableConfig(table).name, getTableConfig(table)]),
)
/** A column's name in SQL: the tables are declared in camelCase and stored in snake_case (platform/db/database). */
const sqlName = (column: { name: string }) =>
  column.name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
const columnOf = (table: string, column: string) =>
  drizzleTables.get(table)?.columns.find((candidate) => sqlName(candidate) === column)

const everyTable = TYPES.flatMap((type) => [type, ...(type.parts ?? [])])

describe('the content-type registry', () => {
  it('names tables and columns that exist, media columns of the right kind', () => {
    for (const { table, media } of everyTable) {
      expect(drizzleTables.has(table), table).toBe(true)
      for (const field of media) {
        const column = columnOf(table, field.column)
        expect(column, `${table}.${field.column}`).toBeDefined()
        // An address is text; one under a key is in a JSON object or list.
        expect(column!.getSQLType(), `${table}.${field.column}`).toBe('key' in field ? 'jsonb' : 'text')
      }
    }
    for (const type of TYPES) {
      for (const part of type.parts ?? []) {
        expect(columnOf(part.table, part.ownerKey), `${part.table}.${part.ownerKey}`).toBeDefined()
        const owner = drizzleTables.get(part.table)!.foreignKeys.map((key) => key.reference().foreignTable)
        expect(owner.map((table) => getTableConfig(table).name)).toContain(type.table)
      }
    }
  })

  it('declares every column of a content table that holds an image, so no file in use is ever released', () => {
    const looksLikeMedia = /(^|_)(image_url|logo|url|hero_images)$/
    // Addresses of other sites, not media files.
    const notMedia = new Set(['events.registration_url', 'partners.website'])
    for (const { table, media } of everyTable) {
      const declared = new Set(media.map((field) => field.column))
      const columns = drizzleTables.get(table)!.columns.map(sqlName)
      expect(columns.filter((column) => looksLikeMedia.test(column)).length, table).toBeGreaterThan(0)
      for (const column of columns) {
        if (!looksLikeMedia.test(column) || notMedia.has(`${table}.${column}`)) continue
        expect(declared.has(column), `${table}.${column}`).toBe(true)
      }
    }
  })

  it("declares fields that its table holds, each once, an image's among its media", () => {
    const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
    for (const type of TYPES) {
      const fields = type.fields ?? []
      expect(new Set(fields.map((field) => field.name)).size, type.name).toBe(fields.length)
      for (const field of fields) {
        expect(columnOf(type.table, snake(field.name)), `${type.table}.${field.name}`).toBeDefined()
        if (field.kind === 'image')
          expect(type.media.map((media) => media.column)).toContain(snake(field.name))
      }
    }
    // A part's declared fields are its table's (an event's, a product's).
    for (const part of TYPES.flatMap((type) => type.parts ?? [])) {
      for (const field of part.fields ?? []) {
        expect(columnOf(part.table, snake(field.name)), `${part.table}.${field.name}`).toBeDefined()
        if (field.kind === 'image')
          expect(part.media.map((media) => media.column)).toContain(snake(field.name))
      }
    }
    expect(
      TYPES.flatMap((type) => type.parts ?? [])
        .filter((part) => part.fields)
        .map((part) => part.table),
    ).toEqual(['events', 'products'])
    // Every type's edit window is made from its declaration (issue 33): the declared ones so far.
    expect(TYPES.filter((type) => type.fields).map((type) => type.name)).toEqual(
      expect.arrayContaining(['team', 'partners', 'clients', 'services', 'categories']),
    )
  })

  it('gives every type its own name and each area, table and audit name once', () => {
    const names = CONTENT_TYPES.map((type) => type.name)
    expect(new Set(names).size).toBe(names.length)
    expect(contentAreas(CONTENT_TYPES).sort()).toEqual(
      ['categories', 'clients', 'company', 'events', 'partners', 'products', 'services', 'team'].sort(),
    )
    const tableNames = everyTable.map((table) => table.table)
    expect(new Set(tableNames).size).toBe(tableNames.length)
    expect(mediaTables(CONTENT_TYPES).map((table) => table.table)).toEqual(tableNames)
    expect(auditEntityNames(CONTENT_TYPES)).toMatchObject({
      services: 'Service',
      'services/images': 'Service image',
      'categories/events': 'Event',
      'categories/products': 'Product',
      team: 'Team member',
      'company/info': 'Company information',
    })
  })
})
