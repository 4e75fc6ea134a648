import { sql } from 'drizzle-orm'
import { type ContentAddress, type ContentType, pageOf } from './content-types'
import type { Database } from './db/database'
import { AppError } from './errors'
import { isUuid } from './fields'
import { firstFreeSlug, SLUG_MAX, SLUG_PATTERN, slugify } from './slugs'

/**
 * Readable addresses for every type that declares them (docs/product.md#addresses, platform/content-types.ts):
 * a new item's slug, a slug someone typed checked, an old address resolved to the current one, and every old
 * address as a redirect. The earlier slugs themselves are kept by the database (a trigger on each such table, see
 * the migration `0006_slugs`), whatever writes the row: a save, a restore, a published draft.
 */

type Addressed = ContentType & { address: ContentAddress }

/** Whether a path segment can be a slug at all (anything may arrive from the address bar). */
const isSlug = (key: string) => key.length <= SLUG_MAX && SLUG_PATTERN.test(key)

export const hasAddress = (type: ContentType): type is Addressed => type.address !== undefined

const id = (name: string) => sql.identifier(name)

/** The SQL condition "shown on the public site" of a type's rows (`t`), or true when it cannot be hidden. */
function shown(type: ContentType) {
  return type.active ? sql`t.${id(type.active.column)} = ${type.active.on}` : sql`true`
}

/** What someone asks for a slug of an item: the slug typed (none: made from the title), and whether to take it back. */
export type SlugRequest = {
  /** The item being saved; none for a new one. */
  itemId?: string
  /** Its title, to make a slug from when none is given. */
  title: string
  /** The slug typed in the form, already checked for its shape (platform/slugs.ts's slugField). */
  slug?: string
  /** The person said to take the address back from the page that still redirects from it. */
  reclaim?: boolean
}

/** The item of a type that has this slug now, or had it before (and is still there), with its title. */
async function holderOf(db: Database, type: Addressed, slug: string) {
  const result = await db.execute<{ id: string; title: string; current: boolean }>(
    sql`select t.id, t.${id(type.titleColumn)} as title, true as current
          from ${id(type.table)} t where t.${id(type.address.column)} = ${slug}
        union all
        select t.id, t.${id(type.titleColumn)} as title, false as current
          from content_slugs s join ${id(type.table)} t on t.id = s.item_id
          where s.type = ${type.name} and s.slug = ${slug}
        limit 1`,
  )
  return result.rows[0]
}

/** Every slug of the type, current or earlier, that starts with `base` (to find the first free one). */
async function slugsLike(db: Database, type: Addressed, base: string): Promise<Set<string>> {
  const pattern = `${base.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
  const result = await db.execute<{ slug: string }>(
    sql`select ${id(type.address.column)} as slug from ${id(type.table)} where ${id(type.address.column)} like ${pattern}
        union select slug from content_slugs where type = ${type.name} and slug like ${pattern}`,
  )
  return new Set(result.rows.map((row) => row.slug))
}

/** The message of a slug another item has now. */
export const slugTakenMessage = (type: Addressed, slug: string, title: string) =>
  `The address ${pageOf(type.address, slug)} is already used by "${title}". Choose another one.`

/** The message of a slug another item had before: its old address still leads there. */
export const slugRedirectsMessage = (type: Addressed, slug: string, title: string) =>
  `The address ${pageOf(type.address, slug)} still redirects to "${title}", which had it before. Taking it over breaks that old link.`

/**
 * The slug an item is saved with: the one typed, when no other item has it (409 otherwise) and no other item had
 * it before, unless the person said to take it back (409 with `reclaimSlug` among the errors otherwise); none typed,
 * a new item gets the first free one made from its title and an existing item keeps its own (`undefined`).
 */
export async function slugFor(
  db: Database,
  type: Addressed,
  request: SlugRequest,
): Promise<string | undefined> {
  if (request.slug === undefined) {
    if (request.itemId) return undefined
    const base = slugify(request.title) || type.address.fallback
    const taken = await slugsLike(db, type, base)
    return firstFreeSlug(base, (slug) => taken.has(slug))
  }
  const holder = await holderOf(db, type, request.slug)
  if (!holder || holder.id === request.itemId) return request.slug
  if (holder.current) {
    const message = slugTakenMessage(type, request.slug, holder.title)
    throw AppError.conflict(message, { slug: message })
  }
  if (!request.reclaim) {
    const message = slugRedirectsMessage(type, request.slug, holder.title)
    throw AppError.conflict(message, {
      slug: message,
      reclaimSlug: `Take the address over from "${holder.title}"`,
    })
  }
  return request.slug
}

/**
 * The slug a restored item is written back with: its snapshot's when no other item has it now or had it before,
 * else the one it has now, else (an item coming back from the Trash) the first free one from `slug`.
 */
export async function slugForRestore(
  db: Database,
  type: Addressed,
  itemId: string,
  slug: string,
): Promise<string> {
  const holder = await holderOf(db, type, slug)
  if (!holder || holder.id === itemId) return slug
  const current = await db.execute<{ slug: string }>(
    sql`select ${id(type.address.column)} as slug from ${id(type.table)} where id = ${itemId}`,
  )
  if (current.rows[0]) return current.rows[0].slug
  const taken = await slugsLike(db, type, slug)
  return firstFreeSlug(slug, (candidate) => taken.has(candidate))
}

/** The item's slug now, when it is shown on the public site. */
export async function currentSlug(
  db: Database,
  type: Addressed,
  itemId: string,
): Promise<string | undefined> {
  const result = await db.execute<{ slug: string }>(
    sql`select t.${id(type.address.column)} as slug from ${id(type.table)} t where t.id = ${itemId} and ${shown(type)}`,
  )
  return result.rows[0]?.slug
}

/**
 * Where an address that is not an item's current one leads (`key`: the last segment of the path): the page of the
 * shown item whose id it is or whose slug it was; undefined when there is none.
 */
export async function resolveAddress(
  db: Database,
  type: Addressed,
  key: string,
): Promise<string | undefined> {
  // An address no item can have (from the address bar: anything) is not looked for.
  if (!isUuid(key) && !isSlug(key)) return undefined
  const result = await db.execute<{ slug: string }>(
    isUuid(key)
      ? sql`select t.${id(type.address.column)} as slug from ${id(type.table)} t where t.id = ${key} and ${shown(type)}`
      : sql`select t.${id(type.address.column)} as slug from content_slugs s join ${id(type.table)} t on t.id = s.item_id
            where s.type = ${type.name} and s.slug = ${key} and ${shown(type)}`,
  )
  const slug = result.rows[0]?.slug
  return slug === undefined ? undefined : pageOf(type.address, slug)
}

/** A permanent redirect from an old address to the current one. */
export type AddressRedirect = { from: string; to: string }

/**
 * Every old address of every shown item of the types that have readable addresses, each to the item's page: the
 * page by id, by each earlier slug, and each alias by id, slug and earlier slugs. What the redirect table answers
 * before rendering (features/redirects), rebuilt when one of these types changes.
 */
export async function addressRedirects(
  db: Database,
  types: readonly ContentType[],
): Promise<AddressRedirect[]> {
  const redirects: AddressRedirect[] = []
  for (const type of types.filter(hasAddress)) {
    const result = await db.execute<{ id: string; slug: string; earlier: string[] }>(
      sql`select t.id, t.${id(type.address.column)} as slug,
                 coalesce(array_agg(s.slug order by s.slug) filter (where s.slug is not null), '{}') as earlier
            from ${id(type.table)} t left join content_slugs s on s.type = ${type.name} and s.item_id = t.id
            where ${shown(type)} group by t.id`,
    )
    for (const row of result.rows) {
      const to = pageOf(type.address, row.slug)
      const keys = [row.id, row.slug, ...row.earlier]
      for (const pattern of [type.address.page, ...(type.address.aliases ?? [])]) {
        for (const key of keys) {
          const from = pattern.replace(':slug', encodeURIComponent(key))
          if (from !== to) redirects.push({ from, to })
        }
      }
    }
  }
  return redirects
}

/** An earlier address a slug change left behind, with the item it leads to and since when (its page now: `to`). */
export type SlugChange = {
  from: string
  to: string
  /** The content type's name and what one of it is called ('Service'). */
  type: string
  typeLabel: string
  itemId: string
  title: string
  /** When the item left this address (ISO). */
  since: string
}

/**
 * The earlier addresses of every shown item whose slug changed (content_slugs), each to the item's page now: the
 * automatic redirects the Redirects screen lists (docs/product.md#redirects-screen), newest first. The page by id
 * and the aliases are served too (addressRedirects) but are no change anyone made, so they are not listed.
 */
export async function slugChanges(db: Database, types: readonly ContentType[]): Promise<SlugChange[]> {
  const changes: SlugChange[] = []
  for (const type of types.filter(hasAddress)) {
    const result = await db.execute<{
      earlier: string
      since: Date | string
      id: string
      slug: string
      title: string
    }>(
      sql`select s.slug as earlier, s.created_at as since, t.id, t.${id(type.address.column)} as slug,
                 t.${id(type.titleColumn)} as title
            from content_slugs s join ${id(type.table)} t on t.id = s.item_id
            where s.type = ${type.name} and ${shown(type)}`,
    )
    for (const row of result.rows) {
      changes.push({
        from: pageOf(type.address, row.earlier),
        to: pageOf(type.address, row.slug),
        type: type.name,
        typeLabel: type.label.one,
        itemId: row.id,
        title: row.title,
        since: new Date(row.since).toISOString(),
      })
    }
  }
  return changes.sort((a, b) => b.since.localeCompare(a.since) || a.from.localeCompare(b.from))
}

/** The item of a type whose current slug this is, or undefined. */
export async function itemWithSlug(db: Database, type: Addressed, slug: string): Promise<string | undefined> {
  if (!isSlug(slug)) return undefined
  const result = await db.execute<{ id: string }>(
    sql`select id from ${id(type.table)} where ${id(type.address.column)} = ${slug}`,
  )
  return result.rows[0]?.id
}

/** Readable addresses over one database and the registry's types, by type name (the public pages' reads). */
export function createAddresses(db: Database, types: readonly ContentType[]) {
  const typeNamed = (name: string): Addressed => {
    const type = types.find((candidate) => candidate.name === name)
    if (!type || !hasAddress(type)) throw new Error(`${name} has no readable addresses`)
    return type
  }
  return {
    /** The id of the item whose current slug this is; 404 (`notFound`) when none. */
    async itemId(typeName: string, slug: string, notFound: string): Promise<string> {
      const itemId = await itemWithSlug(db, typeNamed(typeName), slug)
      if (!itemId) throw AppError.notFound(notFound)
      return itemId
    },
    /** Where an id or an earlier slug of a shown item leads now, or undefined. */
    resolve: (typeName: string, key: string) => resolveAddress(db, typeNamed(typeName), key),
    /** Every old address of every shown item, to its page (the redirect table's source). */
    redirects: () => addressRedirects(db, types),
  }
}

export type Addresses = ReturnType<typeof createAddresses>
