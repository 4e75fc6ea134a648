import type {
  Coordinates,
  FaqEntry,
  HeroImage,
  HeroStats,
  Logo,
  Seo,
  SocialMedia,
} from '../../platform/db/tables'

export type { Coordinates, FaqEntry, HeroImage, HeroStats, Logo, Seo, SocialMedia }

export type CompanyInfo = {
  _id: string | null
  name: string
  description: string
  email: string
  phone: string
  address: string
  socialMedia: SocialMedia
  heroImages: HeroImage[]
  heroStats: HeroStats
  logo: Logo
  faq: FaqEntry[]
  coordinates: Coordinates
  /** The home page's search title, description and social image (docs/product.md#seo). */
  seo: Seo
  updatedAt: string | null
}

export const DEFAULT_HERO_STATS: HeroStats = { yearsExperience: 10, projectsCompleted: 500 }
export const DEFAULT_HERO_BUTTON = { text: 'Discover More', link: '#services' } as const
export const DEFAULT_LOGO_ALT = 'Company Logo'
export const DEFAULT_COORDINATES: Coordinates = { lat: 48.8566, lng: 2.3522 }
export const MAX_HERO_IMAGES = 5
/** The home page's title after the company's name (its search title unless one is set, docs/product.md#seo). */
export const HOME_TITLE_SUFFIX = ' | Electrical Engineering & Industrial Products'

/**
 * What public pages show when no company record exists yet or it cannot be read
 * (docs/product.md#company-defaults).
 */
export const DEFAULT_COMPANY: CompanyInfo = {
  _id: null,
  name: 'Switchboard Engineering',
  description: 'Electrical engineering, automation and industrial products.',
  email: '',
  phone: '',
  address: '',
  socialMedia: {},
  heroImages: [],
  heroStats: DEFAULT_HERO_STATS,
  logo: { imageUrl: '', altText: DEFAULT_LOGO_ALT },
  seo: {},
  faq: [],
  coordinates: DEFAULT_COORDINATES,
  updatedAt: null,
}
