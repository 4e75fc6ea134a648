import { categoryContentType } from './categories/category.content-type'
import { clientContentType } from './clients/client.content-type'
import { companyContentType } from './company/company.content-type'
import type { ContentAreaOf } from '../platform/content-types'
import { partnerContentType } from './partners/partner.content-type'
import { serviceContentType } from './services/service.content-type'
import { teamContentType } from './team/team.content-type'

/**
 * The registry: every content type, each declared in its own feature folder. Only the composition roots (server/,
 * app/) import it, and hand it to the mechanisms that apply to every type (media references, caches, the audit
 * log's names); a feature never imports it (lint). A new content type is one line here.
 */
export const CONTENT_TYPES = [
  serviceContentType,
  categoryContentType,
  teamContentType,
  partnerContentType,
  clientContentType,
  companyContentType,
] as const

/** A part of the site's content that writes change and caches forget: 'services', 'events', 'company', … */
export type ContentAreaName = ContentAreaOf<typeof CONTENT_TYPES>
