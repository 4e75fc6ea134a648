import { describe, expect, it } from 'vitest'
import { TRASH_DAYS } from '../../../features/trash/trash.schema'
import { GUIDE_SECTIONS } from './guide-content'

const text = (id: string) => GUIDE_SECTIONS.find((section) => section.id === id)?.paragraphs.join(' ') ?? ''

/** The guide says what the product does (docs/product.md): drafts, previews, the Trash, automatic redirects. */
describe('the guide tells the truth', () => {
  it('never says a save is the only way: drafts, schedules, history and the Trash are named from the start', () => {
    const all = GUIDE_SECTIONS.flatMap((section) => section.paragraphs).join(' ')
    expect(all).not.toMatch(/no separate .?publish.? step/i)
    expect(text('getting-started')).toContain('Save as draft')
    expect(text('getting-started')).toContain(`${TRASH_DAYS} days in the Trash`)
  })

  it('says who can open the editor’s preview, and that automatic redirects are listed', () => {
    expect(text('drafts')).toContain('works for 30 minutes for anyone who has it')
    expect(text('redirects')).toContain('“Automatic”')
    expect(text('trash')).toContain(`stay in the Trash for ${TRASH_DAYS} days`)
  })
})
