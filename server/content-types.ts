import { categoryModule } from '../features/categories/category.module'
import { clientModule } from '../features/clients/client.module'
import { companyModule } from '../features/company/company.module'
import { partnerModule } from '../features/partners/partner.module'
import { serviceModule } from '../features/services/service.module'
import { teamModule } from '../features/team/team.module'
import type { TypesOf } from '../platform/content-modules'
import { type ContentAreaOf, contentAreas } from '../platform/content-types'
import { REDIRECTS_AREA } from '../features/redirects/redirect-table'

/**
 * The registry: every content type of the site, each declared in its own feature folder (its declaration, services
 * and routes: `features/<type>/<type>.module.ts`). The composition root builds their services and registers their
 * routes from this list, and hands the declarations to every mechanism that applies to all content (media
 * references, content changes and caches, the audit log's names). A new content type is one line here.
 */
export const CONTENT_MODULES = [
  serviceModule,
  categoryModule,
  teamModule,
  partnerModule,
  clientModule,
  companyModule,
] as const

/** The declarations of the registry's content types (platform/content-types.ts). */
export const CONTENT_TYPES = CONTENT_MODULES.map((module) => module.type)

/** A part of the site's content that writes change and caches forget: 'services', 'events', 'company', … */
export type ContentAreaName = ContentAreaOf<TypesOf<typeof CONTENT_MODULES>>

/**
 * Every area a write may announce: the content types' and the redirects' (whose write builds every server's
 * redirect table again, features/redirects/redirect-table.ts).
 */
export const SITE_AREAS = [...contentAreas(CONTENT_TYPES), REDIRECTS_AREA]
