import { categoryContentType } from './category.content-type'
import { AppError } from '../../platform/errors'
import { type RecordDeps, recordWrites, toRecord } from '../../platform/records'
import { sanitizeRichText } from '../../platform/sanitize'
import { listEventRows } from './event.repository'
import { toEvent } from './event.service'
import { isUuid } from '../../platform/fields'
import { orderedRows } from '../../platform/ordering'
import { categories } from '../../platform/db/tables'
import { isNull } from 'drizzle-orm'
import { slugFor } from '../../platform/addresses'
import { CATEGORY_NOT_FOUND, requireCategory } from './category.lookup'
import {
  CATEGORY_ORDER,
  type CategoryRow,
  categoryRows,
  contentImageUrls,
  findCategoryWithTitle,
  listCategoryRows,
  lockCategoryRows,
} from './category.repository'
import {
  type Category,
  type CategoryGetQuery,
  type CategoryInput,
  type CategoryListQuery,
  type CategoryReorder,
  type CategoryUpdate,
  CATEGORY_TITLE_TAKEN,
  type Subcategory,
} from './category.schema'
import { listProductRows } from './product.repository'
import { toProduct } from './product.service'

export { CATEGORY_NOT_FOUND }

export function toCategory(row: CategoryRow): Category {
  const { parentId, ...columns } = row
  return toRecord(columns, { parentId })
}

/** Whether a database error (or its cause) is a violation of this unique index. */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown }
    if (code === '23505' && name === constraint) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

const titleTaken = () => AppError.conflict(CATEGORY_TITLE_TAKEN, { title: CATEGORY_TITLE_TAKEN })
const badParent = (message: string) => AppError.badRequest(message, { parentId: message })

type Visibility = { includeInactive: boolean }

export function createCategoriesService(deps: RecordDeps) {
  const { db, changes, releaseMedia } = deps
  const records = recordWrites(deps, categoryRows, {
    content: categoryContentType,
    notFound: CATEGORY_NOT_FOUND,
  })

  /** Which isActive values a caller may list: visitors only ever see active categories. */
  function activeFilter(requested: boolean | undefined, { includeInactive }: Visibility) {
    return includeInactive ? requested : requested === false ? 'none' : true
  }

  /** Each category with its subcategories (recursively), keeping only those of the given isActive value. */
  async function withSubcategories(parents: Category[], isActive: boolean | undefined): Promise<Category[]> {
    const all = await listCategoryRows(db, { isActive })
    const children = new Map<string, CategoryRow[]>()
    for (const row of all) {
      if (!row.parentId) continue
      children.set(row.parentId, [...(children.get(row.parentId) ?? []), row])
    }
    const tree = (id: string, seen: Set<string>): Subcategory[] =>
      (children.get(id) ?? [])
        .filter((row) => !seen.has(row.id))
        .map((row) => ({ ...toCategory(row), subcategories: tree(row.id, new Set([...seen, row.id])) }))
    return parents.map((parent) => ({ ...parent, subcategories: tree(parent._id, new Set([parent._id])) }))
  }

  async function assertTitleFree(title: string, exceptId?: string) {
    if (await findCategoryWithTitle(db, title, exceptId)) throw titleTaken()
  }

  /** The parent must exist, and must not be the category itself or one of its descendants. */
  async function assertParent(parentId: string | null | undefined, selfId?: string) {
    if (!parentId) return
    if (parentId === selfId) throw badParent('A category cannot be its own parent')
    if (!isUuid(parentId) || !(await categoryRows.find(db, parentId)))
      throw badParent('Parent category not found')
    if (!selfId) return
    const seen = new Set<string>()
    for (let current: string | null = parentId; current && !seen.has(current);) {
      if (current === selfId)
        throw badParent('A category cannot be placed under one of its own subcategories')
      seen.add(current)
      current = (await categoryRows.find(db, current))?.parentId ?? null
    }
  }

  /** Runs a write, answering a race on the unique title index like the check before it. */
  async function guardTitle<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write()
    } catch (error) {
      if (isUniqueViolation(error, 'categories_title_lower_idx')) throw titleTaken()
      throw error
    }
  }

  return {
    /**
     * Categories by displayOrder, then title: top-level ones, each with its `subcategories` when asked.
     * Administrators may filter by isActive; visitors only ever get active categories.
     */
    async list(query: CategoryListQuery, visibility: Visibility): Promise<Category[]> {
      const isActive = activeFilter(query.isActive, visibility)
      if (isActive === 'none') return []
      const top = (await listCategoryRows(db, { isActive, topLevelOnly: true })).map(toCategory)
      return query.includeSubcategories ? withSubcategories(top, isActive) : top
    },

    /** One category, with its subcategories, events and products on request. */
    async get(id: string, query: CategoryGetQuery, visibility: Visibility): Promise<Category> {
      const row = toCategory(await requireCategory(db, id, visibility))
      const [category = row] = query.includeSubcategories
        ? await withSubcategories([row], visibility.includeInactive ? undefined : true)
        : []
      if (query.includeEvents)
        category.events = (await listEventRows(db, { categoryIds: [row._id] })).map(toEvent)
      if (query.includeProducts) category.products = (await listProductRows(db, [row._id])).map(toProduct)
      return category
    },

    async create(input: CategoryInput): Promise<Category> {
      await assertTitleFree(input.title)
      await assertParent(input.parentId)
      const slug = await slugFor(db, categoryContentType, {
        title: input.title,
        slug: input.slug,
        reclaim: input.reclaimSlug,
      })
      const row = await guardTitle(async () =>
        records.create({
          title: input.title,
          slug: slug!,
          shortDescription: input.shortDescription ?? '',
          description: input.description ?? '',
          longDescription: sanitizeRichText(input.longDescription ?? ''),
          details: sanitizeRichText(input.details ?? ''),
          imageUrl: input.imageUrl ?? null,
          imageAlt: input.imageAlt ?? null,
          imagePublicId: input.imagePublicId ?? null,
          seo: input.seo ?? {},
          isActive: input.isActive,
          displayOrder: input.displayOrder ?? (await categoryRows.count(db)),
          parentId: input.parentId ?? null,
        }),
      )
      return toCategory(row)
    },

    /** Changes the fields sent (the isActive switch and displayOrder swaps too). */
    async update(id: string, input: CategoryUpdate): Promise<Category> {
      const before = await requireCategory(db, id, { includeInactive: true })
      if (input.title !== undefined) await assertTitleFree(input.title, before.id)
      await assertParent(input.parentId, before.id)
      const slug = await slugFor(db, categoryContentType, {
        itemId: before.id,
        title: input.title ?? before.title,
        slug: input.slug,
        reclaim: input.reclaimSlug,
      })
      const row = await guardTitle(() =>
        records.update(before, {
          title: input.title,
          slug,
          shortDescription: input.shortDescription,
          description: input.description,
          longDescription:
            input.longDescription === undefined ? undefined : sanitizeRichText(input.longDescription),
          details: input.details === undefined ? undefined : sanitizeRichText(input.details),
          imageUrl: input.imageUrl,
          imageAlt: input.imageAlt,
          imagePublicId: input.imagePublicId,
          seo: input.seo,
          isActive: input.isActive,
          displayOrder: input.displayOrder,
          parentId: input.parentId,
        }),
      )
      return toCategory(row)
    },

    /**
     * Deletes a category; its events and products go with it (foreign keys cascade) and its subcategories become
     * top-level. Images nothing else uses are released afterwards.
     */
    async remove(id: string): Promise<void> {
      const before = await requireCategory(db, id, { includeInactive: true })
      const images = await db.transaction(async (tx) => {
        const urls = await contentImageUrls(tx, before.id)
        const removed = await categoryRows.remove(tx, before.id)
        if (!removed) throw AppError.notFound(CATEGORY_NOT_FOUND)
        return urls
      })
      changes.changed(categoryContentType.name)
      await releaseMedia([before.imageUrl, ...images])
    },

    /**
     * Sets many display orders in one transaction: all or nothing (an unknown id → 404, nothing changed).
     * The rows are locked in id order first, so concurrent reorders (and single updates) queue up behind each
     * other instead of deadlocking or interleaving.
     */
    async reorder({ categories: items }: CategoryReorder): Promise<Category[]> {
      if (!items.every((item) => isUuid(item._id))) throw AppError.notFound(CATEGORY_NOT_FOUND)
      const ids = items.map((item) => item._id)
      const rows = await db.transaction(async (tx) => {
        const found = await lockCategoryRows(tx, ids)
        if (found.length !== ids.length) throw AppError.notFound(CATEGORY_NOT_FOUND)
        const updated: CategoryRow[] = []
        for (const item of [...items].sort((a, b) => (a._id < b._id ? -1 : 1))) {
          const row = await categoryRows.update(tx, item._id, { displayOrder: item.displayOrder })
          if (row) updated.push(row)
        }
        return updated
      })
      changes.changed(categoryContentType.name)
      return rows
        .sort((a, b) => a.displayOrder - b.displayOrder || a.title.localeCompare(b.title))
        .map(toCategory)
    },

    /** The order of the top-level categories (PUT /categories/order), inactive ones included. */
    order: orderedRows(deps, {
      table: categories,
      id: categories.id,
      order: categories.displayOrder,
      name: categories.title,
      ordering: CATEGORY_ORDER,
      where: isNull(categories.parentId),
      area: categoryContentType.name,
    }),
  }
}

export type CategoriesService = ReturnType<typeof createCategoriesService>
