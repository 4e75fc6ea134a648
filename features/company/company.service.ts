import type { Database } from '../../server/db/database'
import { type CompanyRow, findCompany } from './company.repository'
import { type CompanyInfo, DEFAULT_COMPANY, DEFAULT_LOGO_ALT } from './company.types'

export function toCompanyInfo(row: CompanyRow): CompanyInfo {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    email: row.email,
    phone: row.phone,
    address: row.address,
    socialMedia: row.socialMedia,
    heroImages: row.heroImages,
    heroStats: row.heroStats,
    logo: { imageUrl: row.logo.imageUrl, altText: row.logo.altText || DEFAULT_LOGO_ALT },
    faq: row.faq,
    coordinates: row.coordinates,
    updatedAt: row.updatedAt.toISOString(),
  }
}

export function createCompanyService(db: Database) {
  return {
    /** The company record, or the built-in defaults while none exists. */
    async getInfo(): Promise<CompanyInfo> {
      const row = await findCompany(db)
      return row ? toCompanyInfo(row) : DEFAULT_COMPANY
    },
  }
}

export type CompanyService = ReturnType<typeof createCompanyService>
