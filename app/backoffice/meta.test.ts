import { describe, expect, it } from 'vitest'
import { backOfficeMeta } from './meta'

describe('backOfficeMeta', () => {
  it('titles the page "… | Back-office" and keeps it out of search engines', () => {
    expect(backOfficeMeta('Team')()).toEqual([
      { title: 'Team | Back-office' },
      { name: 'robots', content: 'noindex' },
    ])
  })

  it('titles the shell itself "Back-office"', () => {
    expect(backOfficeMeta()()[0]).toEqual({ title: 'Back-office' })
  })
})
