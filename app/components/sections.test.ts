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

  it('team', () => {
    expect(render(createElement(TeamSection, { team: { ok: false } }))).toContain(
      'Failed to load team members',
    )
    expect(render(createElement(TeamSection, { team: { ok: true, data: [] } }))).toContain(
      'No team members available at the moment.',
    )
  })

  it('partners', () => {
    expect(render(createElement(PartnersSection, { partners: { ok: false } }))).toContain(
      'Failed to load partners',
    )
    expect(render(createElement(PartnersSection, { partners: { ok: true, data: [] } }))).toContain(
      'No partners available at the moment.',
    )
  })

  it('clients', () => {
    expect(render(createElement(TestimonialsSection, { clients: { ok: false } }))).toContain(
      'Failed to load clients',
    )
    expect(render(createElement(TestimonialsSection, { clients: { ok: true, data: [] } }))).toContain(
      'Client testimonials will be available soon.',
    )
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
