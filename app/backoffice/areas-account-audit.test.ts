import { describe, expect, it } from 'vitest'
import { mayOpen } from './areas'

describe('who may open the Audit log and Account screens', () => {
  it('Audit log: owners and administrators; Account: everyone signed in', () => {
    for (const role of ['owner', 'admin'] as const) expect(mayOpen('/admin/audit', role)).toBe(true)
    for (const role of ['editor', 'support'] as const) expect(mayOpen('/admin/audit', role)).toBe(false)
    for (const role of ['owner', 'admin', 'editor', 'support'] as const) {
      expect(mayOpen('/admin/account', role)).toBe(true)
    }
  })
})
