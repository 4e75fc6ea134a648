/**
 * What every mechanism that applies to all content (the page caches, media references, the audit log's names;
 * next history, drafts, trash, slugs and backups) needs to know of one content type, declared once in the type's
 * feature folder (`features/<type>/<type>.content-type.ts`) and collected in one registry
 * (`server/content-types.ts`) that the composition roots hand down. Plain data: it runs on the server and in the
 * browser alike, and names tables and columns as SQL does (a test holds every name against the Drizzle tables).
 */

import type { ContentField } from './content-fields'

/** A column that holds the address of a media file: the text itself, or a key of a JSON object or list of them. */
export type MediaField =
  /** A text column holding one address (or null). */
  | { column: string }
  /** A JSON object column whose `key` holds an address: `{ imageUrl, altText }`. */
  | { column: string; key: string }
  /** A JSON list of objects, each with an address under `key`: `[{ imageUrl, altText }, …]`. */
  | { column: string; key: string; list: true }

/** One table of a content type: the type's own, or one of its parts (a service's gallery, a category's events). */
export type ContentTable = {
  /** The table's name in SQL. */
  table: string
  /** The columns that hold media addresses. */
  media: readonly MediaField[]
}

/** A part of a content type kept in a table of its own, written with or under its owner. */
export type ContentPart = ContentTable & {
  /** The column that names the owner's row. */
  ownerKey: string
  /** Its name in the API path after the owner's and in the audit log ('categories/events'). */
  entity: string
  /** What one of it is called, for a person: 'Event'. */
  label: string
  /**
   * The part of the public site's content its writes change, when it is not the owner's (events and products are
   * cached apart from the categories that hold them).
   */
  area?: string
  /** Its own address under /api, when it is also written there and not only under its owner's ('/events'). */
  path?: string
  /** Its fields and their kinds, in the order its edit window shows them (platform/content-fields.ts). */
  fields?: readonly ContentField[]
}

/** How an item is switched on and off for the public site: a column and its two values. */
export type ActiveFlag = { column: string; on: string | boolean; off: string | boolean }

export type ContentType = ContentTable & {
  /**
   * The type's name: its API path (`/api/services`), its part of the site's content (the caches forget what shows
   * it when it changes), its name in the audit log and in the back-office's query keys.
   */
  name: string
  /** What one and several of it are called, for a person: `{ one: 'Service', many: 'Services' }`. */
  label: { one: string; many: string }
  /** Whether there is exactly one (the company's settings) rather than a list. */
  single?: boolean
  /** Its address under /api when it is not `/{name}` (the company's settings: '/company/info'). */
  apiPath?: string
  /** Its parts in tables of their own, written with it and deleted with it. */
  parts?: readonly ContentPart[]
  /**
   * The public pages that show it, as route patterns ('/service/:id'); the home page shows nearly everything. What
   * previews, the sitemap and redirects need to know of where it is seen.
   */
  pages: readonly string[]
  /** The audit log's names of the sub-resources its routes record beyond the parts ('services/main-image'). */
  auditNames?: Readonly<Record<string, string>>
  /** The column that names an item for a person ('title', 'name'): the Trash's and History's label. */
  titleColumn: string
  /** Unique among the items, ignoring case (a category's title): a restore whose name is taken is refused. */
  uniqueTitle?: boolean
  /** How it is shown and hidden (scheduling activates and deactivates; a new draft is hidden); none if always shown. */
  active?: ActiveFlag
  /**
   * Who may edit it, beyond its own routes (history, drafts, trash): the access group of platform/auth/access.ts,
   * 'content' unless it says otherwise (the company's settings hold its contact data: 'settings').
   */
  access?: 'content' | 'settings'
  /** A column naming another item of the same type (a category's parent), cleared when that item is gone. */
  parentKey?: string
  /** Readable addresses (features/addresses): where its public page is, by the item's slug. */
  address?: ContentAddress
  /**
   * Its fields and their kinds, in the order its edit window shows them (platform/content-fields.ts): the form, its
   * checks and History's names of the changes are made from them.
   */
  fields?: readonly ContentField[]
}

/**
 * A type whose items have readable addresses (docs/product.md#addresses). The item's page is `page` with its slug;
 * `page` with its id, with any slug it had before, and every alias with its id or any slug of it answer a 301 there.
 */
export type ContentAddress = {
  /** The column holding the slug (unique in the table; earlier ones are kept in content_slugs by a trigger). */
  column: string
  /** The canonical page, a route pattern with `:slug` ('/service/:slug'). */
  page: string
  /** Other patterns that lead to the same page ('/category/:slug'): always answered with a 301. */
  aliases?: readonly string[]
  /** What an item with a title that gives no slug (only symbols or another script) is called: 'service'. */
  fallback: string
}

/** A content type's declaration, checked and kept with its literal names (for the area names' type). */
export function defineContentType<const T extends ContentType>(type: T): T {
  return type
}

/** The part of the site's content (cache area) of each of a registry's types and parts: a union of literals. */
export type ContentAreaOf<Types extends readonly ContentType[]> = {
  [K in keyof Types]:
    | Types[K]['name']
    | (Types[K]['parts'] extends readonly (infer P)[]
        ? P extends { area: infer A extends string }
          ? A
          : never
        : never)
}[number]

/** Every part of the site's content the registry's types make up, each once. */
export function contentAreas(types: readonly ContentType[]): string[] {
  return [
    ...new Set(
      types.flatMap((type) => [type.name, ...(type.parts ?? []).map((part) => part.area ?? type.name)]),
    ),
  ]
}

/** The areas a type's writes change: its own and those of its parts. */
export function areasOf<const T extends ContentType>(type: T): ContentAreaOf<[T]>[] {
  return contentAreas([type]) as ContentAreaOf<[T]>[]
}

/** Every table of the registry's types that holds media, with its media columns. */
export function mediaTables(types: readonly ContentType[]): ContentTable[] {
  return types
    .flatMap((type) => [type, ...(type.parts ?? [])])
    .filter((table) => table.media.length > 0)
    .map(({ table, media }) => ({ table, media }))
}

/** The audit log's entity names of every type and part, in words a person reads: 'categories/events' → 'Event'. */
export function auditEntityNames(types: readonly ContentType[]): Record<string, string> {
  const names: Record<string, string> = {}
  for (const type of types) {
    names[type.name] = type.label.one
    for (const part of type.parts ?? []) names[part.entity] = part.label
    Object.assign(names, type.auditNames)
  }
  return names
}

/** The address under /api of every route that writes a type: the first segment of its path ('/company'). */
export const routeBaseOf = (type: Pick<ContentType, 'name' | 'apiPath'>) =>
  `/${apiPathOf(type).split('/')[1]}`

/** The public address of an item of a type with readable addresses: `/service/power-distribution`. */
export const pageOf = (address: Pick<ContentAddress, 'page'>, slug: string) =>
  address.page.replace(':slug', encodeURIComponent(slug))

/** A type's address under /api: `/{name}` unless it says otherwise. */
export const apiPathOf = (type: Pick<ContentType, 'name' | 'apiPath'>) => type.apiPath ?? `/${type.name}`
