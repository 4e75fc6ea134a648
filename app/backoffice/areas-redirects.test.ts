import { describe, expect, it } from 'vitest'
import { ADMIN_AREAS, mayOpen } from './areas'

describe('the Redirects screen', () => {
  it('is in the sidebar’s Site group after Settings, for owners, administrators and editors', () => {
    const site = ADMIN_AREAS.filter((area) => area.inSidebar && area.group === 'Site').map(
      (area) => area.label,
    )
    expect(site.indexOf('Redirects')).toBe(site.indexOf('Settings') + 1)
    for (const role of ['owner', 'admin', 'editor'] as const)
      expect(mayOpen('/admin/redirects', role)).toBe(true)
    expect(mayOpen('/admin/redirects', 'support')).toBe(false)
  })
})
