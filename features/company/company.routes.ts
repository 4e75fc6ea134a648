import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses, ok } from '../../platform/http/envelope'
import {
  CompanyInfoInputSchema,
  CompanyInfoSchema,
  HeroImagesInputSchema,
  HeroImagesSchema,
  SocialMediaSchema,
} from './company.schema'
import type { CompanyService } from './company.service'

const tags = ['Company']
const secured = { security: [{ bearerAuth: [] }] }

export const companyRoutes: FastifyPluginAsyncZod<{ company: CompanyService }> = async (app, { company }) => {
  app.get(
    '/company/info',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The company information (built-in defaults, with _id null, while none has been saved)',
        response: { 200: ok(CompanyInfoSchema) },
      },
    },
    async () => ({ success: true as const, data: await company.getInfo() }),
  )

  app.put(
    '/company/info',
    {
      schema: {
        tags,
        ...secured,
        summary:
          'Save the company information (created on first save; the name is required and fields left out ' +
          'keep their value)',
        body: CompanyInfoInputSchema,
        response: { 200: ok(CompanyInfoSchema), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, data: await company.updateInfo(request.body) }),
  )

  app.get(
    '/company/social-media',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The company’s social media links (only networks that have one)',
        response: { 200: ok(SocialMediaSchema) },
      },
    },
    async () => ({ success: true as const, data: await company.getSocialMedia() }),
  )

  app.get(
    '/company/hero-images',
    {
      config: { public: true },
      schema: { tags, summary: 'The hero carousel images', response: { 200: ok(HeroImagesSchema) } },
    },
    async () => ({ success: true as const, data: { heroImages: await company.getHeroImages() } }),
  )

  app.put(
    '/company/hero-images',
    {
      schema: {
        tags,
        ...secured,
        summary:
          'Replace the hero carousel images (at most 5; a company _id/companyId sent along is ignored)',
        body: HeroImagesInputSchema,
        response: { 200: ok(HeroImagesSchema), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: { heroImages: await company.updateHeroImages(request.body.heroImages) },
    }),
  )
}
