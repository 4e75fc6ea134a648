import { describe, expect, it } from 'vitest'
import type { Role } from '../../platform/auth/access'
import { mayOpen, sidebarOf } from './areas'

/** The sidebar as someone with `role` sees it: each group's heading (none for the dashboard) with its entries. */
const sidebar = (role: Role) =>
  sidebarOf(role).map(({ group, areas }) => [group, areas.map((area) => area.label)])

describe('the sidebar, grouped (docs/product.md#back-office-shell)', () => {
  it('owners see every group: content, audience, site and system', () => {
    expect(sidebar('owner')).toEqual([
      [null, ['Dashboard']],
      [
        'Content',
        ['Home page', 'Services', 'Categories', 'Team', 'Partners', 'Clients', 'Scheduled', 'Trash'],
      ],
      ['Audience', ['Messages', 'Newsletter', 'Privacy requests']],
      ['Site', ['Settings', 'Redirects']],
      ['System', ['Staff', 'Audit log', 'Outbox', 'Backups']],
    ])
  })

  it('administrators see all but staff and backups', () => {
    expect(sidebar('admin').at(-1)).toEqual(['System', ['Audit log', 'Outbox']])
  })

  it('editors see the content and the site, and no group of which they may open nothing', () => {
    expect(sidebar('editor')).toEqual([
      [null, ['Dashboard']],
      [
        'Content',
        ['Home page', 'Services', 'Categories', 'Team', 'Partners', 'Clients', 'Scheduled', 'Trash'],
      ],
      ['Site', ['Settings', 'Redirects']],
    ])
  })

  it('support sees the dashboard and the audience only', () => {
    expect(sidebar('support')).toEqual([
      [null, ['Dashboard']],
      ['Audience', ['Messages', 'Newsletter']],
    ])
  })

  it('the Home page screen is for those who edit the website’s content', () => {
    for (const role of ['owner', 'admin', 'editor'] as const)
      expect(mayOpen('/admin/home-page', role)).toBe(true)
    expect(mayOpen('/admin/home-page', 'support')).toBe(false)
  })
})
