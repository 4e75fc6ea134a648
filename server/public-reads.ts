import type { ReadCache } from './read-cache'
import type { AppServices } from './services'

const visitor = { includeInactive: false } as const

/**
 * Every database read the public pages (and the sitemap) are made of, in one place: what a visitor may see, and
 * nothing else. With a read cache (the built server), results are kept until the next content write; without one
 * (development), every call reads the database, so edits show at once.
 */
export function createPublicReads(services: AppServices, cache?: ReadCache) {
  const read = <T>(key: string, load: () => Promise<T>): Promise<T> => (cache ? cache.get(key, load) : load())
  return {
    company: () => read('company', () => services.company.getInfo()),
    services: () => read('services', () => services.services.listActive()),
    service: (id: string) => read(`service:${id}`, () => services.services.get(id, visitor)),
    categories: () => read('categories', () => services.categories.list({}, visitor)),
    /** Every visible category with its subcategories (the sitemap). */
    categoryTree: () =>
      read('categories:tree', () => services.categories.list({ includeSubcategories: true }, visitor)),
    /** A category page: the category with its subcategories, events and products. */
    category: (id: string) =>
      read(`category:${id}`, () =>
        services.categories.get(
          id,
          { includeSubcategories: true, includeEvents: true, includeProducts: true },
          visitor,
        ),
      ),
    team: () => read('team', () => services.team.listActive()),
    partners: () => read('partners', () => services.partners.list()),
    clients: () => read('clients', () => services.clients.listActive()),
  }
}

export type PublicReads = ReturnType<typeof createPublicReads>
