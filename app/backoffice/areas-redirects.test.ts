import { describe, expect, it } from 'vitest'
import { ADMIN_AREAS, mayOpen } from './areas'

describe('the Redirects screen', () => {
  it('is in the sidebar after Scheduled, for owners, administrators and editors', () => {
    const labels = ADMIN_AREAS.filter((area) => area.inSidebar).map((area) => area.label)
    expect(labels.indexOf('Redirects')).toBe(labels.indexOf('Scheduled') + 1)
    for (const role of ['owner', 'admin', 'editor'] as const)
      expect(mayOpen('/admin/redirects', role)).toBe(true)
    expect(mayOpen('/admin/redirects', 'support')).toBe(false)
  })
})
