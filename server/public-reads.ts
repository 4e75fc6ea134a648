import type { ContentAreaName } from './content-types'
import type { ReadCache } from '../platform/read-cache'
import type { AppServices } from './services'
import { CATEGORY_AREAS } from '../features/categories/category.content-type'
import { CATEGORY_NOT_FOUND } from '../features/categories/category.lookup'
import { SERVICE_NOT_FOUND } from '../features/services/service.service'

const visitor = { includeInactive: false } as const

/**
 * Every database read the public pages (and the sitemap) are made of, in one place: what a visitor may see, and
 * nothing else. With a read cache (the built server), results are kept until the next content write; without one
 * (development), every call reads the database, so edits show at once.
 */
export function createPublicReads(services: AppServices, cache?: ReadCache) {
  // Each read names the content areas it is made of: a write to one of them forgets it, a write elsewhere does not.
  const read = <T>(key: string, areas: readonly ContentAreaName[], load: () => Promise<T>): Promise<T> =>
    cache ? cache.get(key, areas, load) : load()
  return {
    company: () => read('company', ['company'], () => services.company.getInfo()),
    services: () => read('services', ['services'], () => services.services.listActive()),
    /** A service page, by its slug (docs/product.md#addresses). */
    service: (slug: string) =>
      read(`service:${slug}`, ['services'], async () =>
        services.services.get(await services.addresses.itemId('services', slug, SERVICE_NOT_FOUND), visitor),
      ),
    /** Where an id or an earlier slug of a service leads now (a 301), or undefined. */
    serviceAddress: (key: string) =>
      read(`service-address:${key}`, ['services'], () => services.addresses.resolve('services', key)),
    categories: () => read('categories', CATEGORY_AREAS, () => services.categories.list({}, visitor)),
    /** Every visible category with its subcategories (the sitemap). */
    categoryTree: () =>
      read('categories:tree', CATEGORY_AREAS, () =>
        services.categories.list({ includeSubcategories: true }, visitor),
      ),
    /** A category page, by its slug: the category with its subcategories, events and products. */
    category: (slug: string) =>
      read(`category:${slug}`, CATEGORY_AREAS, async () =>
        services.categories.get(
          await services.addresses.itemId('categories', slug, CATEGORY_NOT_FOUND),
          { includeSubcategories: true, includeEvents: true, includeProducts: true },
          visitor,
        ),
      ),
    /** Where an id or an earlier slug of a category leads now (a 301), or undefined. */
    categoryAddress: (key: string) =>
      read(`category-address:${key}`, CATEGORY_AREAS, () => services.addresses.resolve('categories', key)),
    team: () => read('team', ['team'], () => services.team.listActive()),
    partners: () => read('partners', ['partners'], () => services.partners.list()),
    clients: () => read('clients', ['clients'], () => services.clients.listActive()),
  }
}

export type PublicReads = ReturnType<typeof createPublicReads>
