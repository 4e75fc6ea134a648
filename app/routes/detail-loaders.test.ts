import { describe, expect, it } from 'vitest'
import { createPublicReads } from '../../server/public-reads'
import { useTestApp } from '../../tests/helpers/test-app'
import { loader as categoryLoader } from './category'
import { loader as serviceLoader } from './service'

type Loader = (args: { params: { slug: string }; context: unknown; request: Request }) => Promise<unknown>

/** What the detail pages' loaders answer for an id from the address bar that no record can have. */
describe('public detail pages with hostile ids', () => {
  const h = useTestApp()

  it.each([
    ['service', serviceLoader],
    ['category', categoryLoader],
  ])('the %s page answers 404, never 500', async (_page, loader) => {
    const context = {
      reads: createPublicReads(h.app.services),
      site: { publicUrl: 'http://localhost', mapTileUrl: '' },
    }
    for (const id of ['\u0000', 'a\u0000b', '\ud800', '%ED%A0%80', "1' OR '1'='1", 'x'.repeat(10_000)]) {
      const thrown = await (loader as Loader)({
        params: { slug: id },
        context,
        request: new Request('http://localhost/'),
      })
        .then(() => undefined)
        .catch((error: unknown) => error)
      expect((thrown as { init?: { status?: number } })?.init?.status, JSON.stringify(id.slice(0, 12))).toBe(
        404,
      )
    }
  })
})
