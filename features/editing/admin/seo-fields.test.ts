import { describe, expect, it } from 'vitest'
import { seoInput, seoValues, shownPart } from './SeoFields'

describe('the SEO fields of a form (docs/product.md#seo)', () => {
  it('send only what was filled in, so that leaving them empty changes nothing', () => {
    expect(seoInput(seoValues(undefined))).toEqual({})
    expect(seoInput({ title: '  ', description: 'Panels built to order.', image: null })).toEqual({
      description: 'Panels built to order.',
    })
    expect(seoValues({ title: 'Switchgear' })).toEqual({ title: 'Switchgear', description: '', image: null })
  })

  it('show a text as search results do: whole up to the hint, else cut with an ellipsis', () => {
    expect(shownPart('Short title', 60)).toBe('Short title')
    const long = 'x'.repeat(70)
    expect(shownPart(long, 60)).toBe(`${'x'.repeat(59)}…`)
  })
})
