import { companyContentType } from './company.content-type'
import { sanitizeInlineHtml } from '../../platform/sanitize'
import type { RecordDeps } from '../../platform/records'
import { type CompanyRow, findCompany, findCompanyForUpdate, upsertCompany } from './company.repository'
import type {
  CompanyContentInput,
  CompanyInfoInput,
  HeroImageInput,
  SocialMediaInput,
} from './company.schema'
import {
  type CompanyInfo,
  DEFAULT_COMPANY,
  DEFAULT_LOGO_ALT,
  type HeroImage,
  type SocialMedia,
} from './company.types'

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
    seo: row.seo,
    updatedAt: row.updatedAt.toISOString(),
  }
}

function toHeroImages(images: HeroImageInput[]): HeroImage[] {
  return images.map((image) => ({
    imageUrl: image.imageUrl,
    title: sanitizeInlineHtml(image.title),
    subtitle: image.subtitle,
    buttonText: image.buttonText,
    buttonLink: image.buttonLink,
    // No alt text given: the key is left out, and the site describes the slide as before.
    ...(typeof image.altText === 'string' ? { altText: image.altText } : {}),
  }))
}

/** Only the networks that have a link. */
function toSocialMedia(input: SocialMediaInput): SocialMedia {
  return Object.fromEntries(Object.entries(input).filter(([, link]) => Boolean(link))) as SocialMedia
}

/** Media the company record points at: its logo and its hero images. */
function mediaOf(company: Pick<CompanyRow, 'logo' | 'heroImages' | 'seo'> | undefined): string[] {
  if (!company) return []
  return [
    company.logo.imageUrl,
    ...company.heroImages.map((image) => image.imageUrl),
    ...(company.seo.image ? [company.seo.image] : []),
  ]
}

export function createCompanyService({ db, changes, releaseMedia }: RecordDeps) {
  async function getInfo(): Promise<CompanyInfo> {
    const row = await findCompany(db)
    return row ? toCompanyInfo(row) : DEFAULT_COMPANY
  }

  /** Upserts the singleton, then announces the change and releases media the old record no longer needs. */
  async function write(values: Parameters<typeof upsertCompany>[1]): Promise<CompanyInfo> {
    const { before, row } = await db.transaction(async (tx) => {
      const before = await findCompanyForUpdate(tx)
      const row = await upsertCompany(tx, values, { name: DEFAULT_COMPANY.name })
      return { before, row }
    })
    changes.changed(companyContentType.name)
    const kept = new Set(mediaOf(row))
    await releaseMedia(mediaOf(before).filter((url) => !kept.has(url)))
    return toCompanyInfo(row)
  }

  return {
    /** The company record, or the built-in defaults while none exists. */
    getInfo,

    async getSocialMedia(): Promise<SocialMedia> {
      return (await getInfo()).socialMedia
    },

    async getHeroImages(): Promise<HeroImage[]> {
      return (await getInfo()).heroImages
    },

    /** Saves the company settings, creating the record on first save; fields not sent keep their value. */
    async updateInfo(input: CompanyInfoInput): Promise<CompanyInfo> {
      return write({
        name: input.name,
        description: input.description,
        email: input.email,
        phone: input.phone,
        address: input.address,
        socialMedia: input.socialMedia && toSocialMedia(input.socialMedia),
        heroImages: input.heroImages && toHeroImages(input.heroImages),
        heroStats: input.heroStats,
        logo: input.logo,
        faq: input.faq,
        coordinates: input.coordinates,
        seo: input.seo,
      })
    },

    /** The website content of the record (hero images and figures, FAQ); fields not sent keep their value. */
    async updateContent(input: CompanyContentInput): Promise<CompanyInfo> {
      return write({
        heroImages: input.heroImages && toHeroImages(input.heroImages),
        heroStats: input.heroStats,
        faq: input.faq,
        seo: input.seo,
      })
    },

    /** Replaces the hero carousel; a company record with the default name is created if none exists. */
    async updateHeroImages(heroImages: HeroImageInput[]): Promise<HeroImage[]> {
      const company = await write({ heroImages: toHeroImages(heroImages) })
      return company.heroImages
    },
  }
}

export type CompanyService = ReturnType<typeof createCompanyService>
