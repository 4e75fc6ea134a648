import { describe, expect, it } from 'vitest'
import { teamGridColumns } from './TeamSection'

describe('the team grid', () => {
  it('has as many columns as members, up to four (docs/product.md#team-section)', () => {
    expect(teamGridColumns(1)).toContain('grid-cols-1')
    expect(teamGridColumns(2)).toContain('grid-cols-2')
    expect(teamGridColumns(2)).not.toContain('lg:grid-cols-3')
    expect(teamGridColumns(3)).toContain('lg:grid-cols-3')
    expect(teamGridColumns(4)).toContain('lg:grid-cols-4')
    expect(teamGridColumns(9)).toContain('lg:grid-cols-4')
  })
})
