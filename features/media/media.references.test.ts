import { describe, expect, it } from 'vitest'
import { CONTENT_TYPES } from '../../server/content-types'
import { mediaTables } from '../../platform/content-types'
import { createCategory, createEvent, createProduct } from '../../tests/factories/categories'
import { createCompany } from '../../tests/factories/company'
import { createClient, createPartner, createTeamMember } from '../../tests/factories/people'
import { createService } from '../../tests/factories/services'
import { useTestDatabase } from '../../tests/helpers/test-db'
import { isReferenced } from './media.references'

const tables = mediaTables(CONTENT_TYPES)
const url = (name: string) => `/uploads/general/${name}.webp`

describe('media references (every media column the content types declare)', () => {
  const database = useTestDatabase()

  it('finds an address in each media column of each content type, and nowhere else', async () => {
    const { db } = database
    const category = await createCategory(db, { imageUrl: url('category') })
    await createService(db, { images: [url('service-main'), url('service-gallery')] })
    await createEvent(db, category.id, { imageUrl: url('event') })
    await createProduct(db, category.id, { imageUrl: url('product') })
    await createTeamMember(db, { imageUrl: url('member') })
    await createPartner(db, { logo: url('partner') })
    await createClient(db, { imageUrl: url('client') })
    await createCompany(db, {
      logo: { imageUrl: url('logo'), altText: 'Logo' },
      heroImages: [{ imageUrl: url('hero'), title: 'Hero', subtitle: '', buttonText: '', buttonLink: '' }],
    })
    const used = [
      'category',
      'service-main',
      'service-gallery',
      'event',
      'product',
      'member',
      'partner',
      'client',
      'logo',
      'hero',
    ]
    for (const name of used) expect(await isReferenced(db, tables, url(name)), name).toBe(true)
    expect(await isReferenced(db, tables, url('nothing-uses-this'))).toBe(false)
    // A part of an address, or one of them in another key, is not the address.
    expect(await isReferenced(db, tables, '/uploads/general/hero')).toBe(false)
  })

  it('sees only the tables it is given: the registry decides what counts as in use', async () => {
    const { db } = database
    await createPartner(db, { logo: url('only-a-partner') })
    const withoutPartners = tables.filter((table) => table.table !== 'partners')
    expect(await isReferenced(db, tables, url('only-a-partner'))).toBe(true)
    expect(await isReferenced(db, withoutPartners, url('only-a-partner'))).toBe(false)
    expect(await isReferenced(db, [], url('only-a-partner'))).toBe(false)
  })
})
