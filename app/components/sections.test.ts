import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { TestimonialsSection } from '../../features/clients/TestimonialsSection'
import { DEFAULT_COMPANY } from '../../features/company/company.types'
import { HeroSection } from '../../features/company/HeroSection'
import { ContactSection } from '../../features/contact/ContactSection'
import { PartnersSection } from '../../features/partners/PartnersSection'
import { ServicesSection } from '../../features/services/ServicesSection'
import { TeamSection } from '../../features/team/TeamSection'

const render = (element: ReturnType<typeof createElement>) =>
  renderToString(createElement(MemoryRouter, null, element)).replace(/<!-- -->/g, '')

describe('landing page sections: error and empty states (docs/product.md#home-page)', () => {
  it('services', () => {
    const failed = render(createElement(ServicesSection, { services: { ok: false } }))
    expect(failed).toContain('Failed to load services')
    expect(failed).toContain('Please try refreshing the page or contact support if the problem persists.')
    expect(render(createElement(ServicesSection, { services: { ok: true, data: [] } }))).toContain(
      'No services available at the moment.',
    )
  })

  // Each list section, given a failed load and then an empty list.
  it.each([
    ['team', TeamSection, 'team', 'Failed to load team members', 'No team members available at the moment.'],
    [
      'partners',
      PartnersSection,
      'partners',
      'Failed to load partners',
      'No partners available at the moment.',
    ],
    [
      'clients',
      TestimonialsSection,
      'clients',
      'Failed to load clients',
      'Client testimonials will be available soon.',
    ],
  ] as const)('%s', (_, Section, prop, failed, empty) => {
    const section = (list: object) => render(createElement(Section as never, { [prop]: list }))
    expect(section({ ok: false })).toContain(failed)
    expect(section({ ok: true, data: [] })).toContain(empty)
  })

  it('hero without images, with the default stats', () => {
    const html = render(createElement(HeroSection, { company: DEFAULT_COMPANY }))
    expect(html).toContain('No hero images configured')
    expect(html).toContain('10+')
    expect(html).toContain('500+')
  })

  it('contact: three default FAQ entries when none are configured', () => {
    const html = render(createElement(ContactSection, { company: DEFAULT_COMPANY, mapTileUrl: '' }))
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(3)
    expect(html).toContain('data-lat="48.8566"')
    expect(html).toContain('data-lng="2.3522"')
  })
})
