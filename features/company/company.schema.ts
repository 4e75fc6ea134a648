import { z } from 'zod'
import {
  altTextField,
  imageUrlField,
  isHttpUrl,
  optionalText,
  requiredText,
  SeoSchema,
} from '../../platform/fields'
import { DEFAULT_LOGO_ALT, MAX_HERO_IMAGES } from './company.types'

export const MAX_FAQ_ENTRIES = 50
export const HERO_IMAGES_LIMIT_MESSAGE = `Maximum of ${MAX_HERO_IMAGES} hero images allowed`
const STAT_MESSAGE = 'Must be a whole number of at least 1'
const URL_MESSAGE = 'Please enter a valid URL'
const LINK_MESSAGE = 'Please enter a valid link'
const EMAIL_MESSAGE = 'Please enter a valid email address'

/**
 * Where a hero button may point: a section of the page ('#services'), a path on this site ('/service/…'; not
 * '//host' or '/\host', which browsers treat as another site) or an http(s) URL. Anything else (javascript:,
 * data:, …) is refused.
 */
export function isSafeLink(value: string): boolean {
  return /^#[\w-]*$/.test(value) || /^\/(?![/\\])[^\s\\]*$/.test(value) || isHttpUrl(value)
}

/** Optional plain text; null counts as empty. */
const text = (max: number, maxMessage?: string) =>
  optionalText(max, maxMessage)
    .nullish()
    .transform((value) => value ?? '')

const optionalImageUrl = z
  .string()
  .trim()
  .pipe(z.union([z.literal(''), imageUrlField]))
  .nullish()
  .transform((value) => value ?? '')

const socialLink = z
  .string({ error: URL_MESSAGE })
  .trim()
  .max(2048, URL_MESSAGE)
  .refine((value) => value === '' || isHttpUrl(value), URL_MESSAGE)
  .nullish()

/** Links to the company's pages; an empty or null link removes that network. */
export const SocialMediaInputSchema = z.object({
  facebook: socialLink,
  twitter: socialLink,
  instagram: socialLink,
  linkedin: socialLink,
  youtube: socialLink,
})
export type SocialMediaInput = z.infer<typeof SocialMediaInputSchema>

/** One hero slide. The title may hold inline HTML; the server sanitises it before it is stored. */
export const HeroImageInputSchema = z.object({
  imageUrl: z
    .string({ error: 'Hero image URL is required' })
    .trim()
    .min(1, 'Hero image URL is required')
    .pipe(imageUrlField),
  title: text(500, 'Title must be at most 500 characters'),
  subtitle: text(1000, 'Subtitle must be at most 1000 characters'),
  buttonText: text(100, 'Button text must be at most 100 characters'),
  buttonLink: z
    .string({ error: LINK_MESSAGE })
    .trim()
    .max(2048, LINK_MESSAGE)
    .refine((value) => value === '' || isSafeLink(value), LINK_MESSAGE)
    .nullish()
    .transform((value) => value ?? ''),
  /** The slide's alt text (docs/product.md#alt-text); none: the site describes the slide. */
  altText: altTextField,
})
export type HeroImageInput = z.infer<typeof HeroImageInputSchema>

export const HeroImageListSchema = z
  .array(HeroImageInputSchema, { error: 'Hero images must be a list' })
  .max(MAX_HERO_IMAGES, HERO_IMAGES_LIMIT_MESSAGE)

const stat = z
  .number({ error: STAT_MESSAGE })
  .int(STAT_MESSAGE)
  .min(1, STAT_MESSAGE)
  .max(1_000_000_000, 'Must be at most 1000000000')

export const HeroStatsInputSchema = z.object({ yearsExperience: stat, projectsCompleted: stat })

export const CoordinatesInputSchema = z.object({
  lat: z
    .number({ error: 'Latitude must be a number between -90 and 90' })
    .min(-90, 'Latitude must be a number between -90 and 90')
    .max(90, 'Latitude must be a number between -90 and 90'),
  lng: z
    .number({ error: 'Longitude must be a number between -180 and 180' })
    .min(-180, 'Longitude must be a number between -180 and 180')
    .max(180, 'Longitude must be a number between -180 and 180'),
})

export const LogoInputSchema = z.object({
  imageUrl: optionalImageUrl,
  altText: text(200, 'Alt text must be at most 200 characters').transform(
    (value) => value || DEFAULT_LOGO_ALT,
  ),
})

export const FaqEntryInputSchema = z.object({
  question: requiredText('Question is required', 500, 'Question must be at most 500 characters'),
  answer: requiredText('Answer is required', 5000, 'Answer must be at most 5000 characters'),
})

/**
 * PUT /company/info: the company object as the settings screen sends it. The name is always required; any other
 * field left out keeps its current value (or the default when the record is created). Read-only fields such as
 * _id and updatedAt may be sent back and are ignored.
 */
export const CompanyInfoInputSchema = z.object({
  name: requiredText('Company name is required', 200, 'Company name must be at most 200 characters'),
  description: text(2000, 'Description must be at most 2000 characters').optional(),
  email: z
    .string({ error: EMAIL_MESSAGE })
    .trim()
    .max(254, EMAIL_MESSAGE)
    .refine((value) => value === '' || z.email().safeParse(value).success, EMAIL_MESSAGE)
    .nullable()
    .transform((value) => value ?? '')
    .optional(),
  phone: text(50, 'Phone must be at most 50 characters').optional(),
  address: text(500, 'Address must be at most 500 characters').optional(),
  socialMedia: SocialMediaInputSchema.optional(),
  heroImages: HeroImageListSchema.optional(),
  heroStats: HeroStatsInputSchema.optional(),
  logo: LogoInputSchema.optional(),
  faq: z
    .array(FaqEntryInputSchema)
    .max(MAX_FAQ_ENTRIES, `Maximum of ${MAX_FAQ_ENTRIES} FAQ entries allowed`)
    .optional(),
  coordinates: CoordinatesInputSchema.optional(),
  /** The home page's search title, description and social image (docs/product.md#seo). */
  seo: SeoSchema.optional(),
})

/** PUT /company/content: what editors may change of the company record (the rest is contact data). */
export const CompanyContentInputSchema = CompanyInfoInputSchema.pick({
  heroImages: true,
  heroStats: true,
  faq: true,
  seo: true,
}).partial()
export type CompanyContentInput = z.infer<typeof CompanyContentInputSchema>
export type CompanyInfoInput = z.infer<typeof CompanyInfoInputSchema>

/** PUT /company/hero-images. The settings screen also sends the company id; there is only one company. */
export const HeroImagesInputSchema = z.object({
  heroImages: HeroImageListSchema,
  _id: z.unknown().optional().describe('Ignored: there is a single company record'),
  companyId: z.unknown().optional().describe('Ignored: there is a single company record'),
})

export const SocialMediaSchema = z.object({
  facebook: z.string().optional(),
  twitter: z.string().optional(),
  instagram: z.string().optional(),
  linkedin: z.string().optional(),
  youtube: z.string().optional(),
})

export const HeroImageSchema = z.object({
  imageUrl: z.string(),
  title: z.string(),
  subtitle: z.string(),
  buttonText: z.string(),
  buttonLink: z.string(),
  altText: z.string().optional(),
})

export const HeroImagesSchema = z.object({ heroImages: z.array(HeroImageSchema) })

export const CompanyInfoSchema = z.object({
  _id: z.string().nullable().describe('null while no company record exists (built-in defaults)'),
  name: z.string(),
  description: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  socialMedia: SocialMediaSchema,
  heroImages: z.array(HeroImageSchema),
  heroStats: z.object({ yearsExperience: z.number(), projectsCompleted: z.number() }),
  logo: z.object({ imageUrl: z.string(), altText: z.string() }),
  faq: z.array(z.object({ question: z.string(), answer: z.string() })),
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
  seo: SeoSchema,
  updatedAt: z.string().nullable(),
})
