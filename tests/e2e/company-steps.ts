import { readFileSync } from 'node:fs'
import { type AdminApi, expect, signInByApi, test } from './admin-fixtures'

/** The company record as GET /api/company/info answers it (Settings and the Home page screen edit it). */
export type Company = {
  _id: string
  name: string
  description: string
  email: string
  phone: string
  address: string
  socialMedia: Record<string, string>
  heroImages: { imageUrl: string; title: string; subtitle: string; buttonText: string; buttonLink: string }[]
  heroStats: { yearsExperience: number; projectsCompleted: number }
  logo: { imageUrl: string; altText: string }
  faq: { question: string; answer: string }[]
  coordinates: { lat: number; lng: number }
  seo: { title?: string; description?: string; image?: string | null }
}

export const heroFile = (name: string) => ({
  name,
  mimeType: 'image/webp',
  buffer: readFileSync('demo/images/services/power-distribution-1.webp'),
})

export const companyOf = async (adminApi: AdminApi) => (await adminApi.get('/company/info')) as Company

/**
 * Every test of the file changes the one company record: it is put back as it was before each test. Returns what
 * the record held when the running test started.
 */
export function restoreCompanyAfterEach(): () => Company {
  let original: Company
  test.beforeEach(async ({ adminApi }) => {
    original = await companyOf(adminApi)
  })
  test.afterEach(async ({ request }) => {
    // A fresh sign-in: the credentials test leaves the fixture's token invalid on purpose.
    const { token } = await signInByApi(request)
    const { _id: _, updatedAt: _updatedAt, ...company } = original as Company & { updatedAt?: string }
    const response = await request.put('/api/company/info', {
      headers: { authorization: `Bearer ${token}` },
      data: company,
    })
    expect(response.ok(), await response.text()).toBeTruthy()
  })
  return () => original
}
