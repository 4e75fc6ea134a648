import { areasOf } from '../../platform/content-types'
import { companyContentType } from './company.content-type'
import { ACCESS } from '../../platform/auth/access'
import { apiRoutes } from '../../platform/http/route-kit'
import {
  CompanyContentInputSchema,
  CompanyInfoInputSchema,
  CompanyInfoSchema,
  HeroImagesInputSchema,
  HeroImagesSchema,
  SocialMediaSchema,
} from './company.schema'
import type { CompanyService } from './company.service'

export const companyRoutes = apiRoutes<{ company: CompanyService }>(
  ['Company'],
  ACCESS.settings,
  (api, { company }) => {
    api.get('/company/info', {
      public: true,
      cache: areasOf(companyContentType),
      summary: 'The company information (built-in defaults, with _id null, while none has been saved)',
      data: CompanyInfoSchema,
      handler: () => company.getInfo(),
    })

    api.put('/company/info', {
      summary:
        'Save the company information (created on first save; the name is required and fields left out ' +
        'keep their value)',
      body: CompanyInfoInputSchema,
      data: CompanyInfoSchema,
      handler: (request) => company.updateInfo(request.body),
    })

    api.get('/company/social-media', {
      public: true,
      cache: areasOf(companyContentType),
      summary: 'The company’s social media links (only networks that have one)',
      data: SocialMediaSchema,
      handler: () => company.getSocialMedia(),
    })

    api.get('/company/hero-images', {
      public: true,
      cache: areasOf(companyContentType),
      summary: 'The hero carousel images',
      data: HeroImagesSchema,
      handler: async () => ({ heroImages: await company.getHeroImages() }),
    })

    api.put('/company/content', {
      access: ACCESS.content,
      summary:
        'Save the company record’s website content: hero images and figures, and the FAQ (for editors)',
      description:
        'Fields left out keep their value. Contact data, links and the logo are saved by PUT /company/info.',
      body: CompanyContentInputSchema,
      data: CompanyInfoSchema,
      handler: (request) => company.updateContent(request.body),
    })

    api.put('/company/hero-images', {
      access: ACCESS.content,
      summary: 'Replace the hero carousel images (at most 5; a company _id/companyId sent along is ignored)',
      body: HeroImagesInputSchema,
      data: HeroImagesSchema,
      audit: { before: async () => ({ heroImages: await company.getHeroImages() }) },
      handler: async (request) => ({ heroImages: await company.updateHeroImages(request.body.heroImages) }),
    })
  },
)
