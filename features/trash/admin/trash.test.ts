import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../ui/backoffice/api-client'
import { trashSentence } from '../../../ui/backoffice/trash-note'
import { isTitleConflict, renamedTitle, restoredMessage, typeLabelOf, typeOptions } from './trash'

const TYPES = [
  { name: 'categories', one: 'Category', many: 'Categories' },
  { name: 'services', one: 'Service', many: 'Services' },
]

describe('the Trash screen', () => {
  it('offers all types first, then each type the server names, by its plural name', () => {
    expect(typeOptions(TYPES)).toEqual([
      { value: '', label: 'All types' },
      { value: 'categories', label: 'Categories' },
      { value: 'services', label: 'Services' },
    ])
  })

  it('names a group by its type: its own label, else the server’s name for the type, else the type', () => {
    expect(typeLabelOf({ type: 'categories', typeLabel: 'Category' }, TYPES)).toBe('Category')
    expect(typeLabelOf({ type: 'services', typeLabel: '' }, TYPES)).toBe('Service')
    expect(typeLabelOf({ type: 'widgets', typeLabel: '' }, TYPES)).toBe('widgets')
  })

  it('says what came back: the item by name with what went with it, or how many', () => {
    const lighting = {
      label: 'Lighting',
      items: [{ _id: 'a', title: 'Lighting' }],
      withIt: '3 events and 12 products',
    }
    expect(restoredMessage(lighting)).toBe('Restored “Lighting” with 3 events and 12 products')
    expect(restoredMessage(lighting, 'Lighting (restored)')).toBe(
      'Restored “Lighting (restored)” with 3 events and 12 products',
    )
    const services = {
      label: '3 services',
      items: [1, 2, 3].map((n) => ({ _id: `${n}`, title: `S${n}` })),
      withIt: '',
    }
    expect(restoredMessage(services)).toBe('Restored 3 services')
    expect(renamedTitle('Lighting')).toBe('Lighting (restored)')
  })

  it('offers another name only when the title was taken (409 naming the title)', () => {
    const message = 'A category named "Lighting" already exists. Restore it under another name.'
    expect(isTitleConflict(new ApiError(message, 409, { title: message }))).toBe(true)
    expect(isTitleConflict(new ApiError('"Lighting" exists already', 409))).toBe(false)
    expect(isTitleConflict(new ApiError('Not found', 404))).toBe(false)
  })
})

describe('the delete confirmations', () => {
  it('say what goes with the item, and that it stays in the Trash for 30 days', () => {
    expect(trashSentence('3 events, 12 products and 1 subcategory')).toBe(
      'Its 3 events, 12 products and 1 subcategory go with it. You can restore them together from the Trash for 30 days.',
    )
    expect(trashSentence('1 event')).toBe(
      'Its 1 event goes with it. You can restore them together from the Trash for 30 days.',
    )
    expect(trashSentence('')).toBe('It goes to the Trash, where you can restore it for 30 days.')
    expect(trashSentence(undefined, 3)).toBe(
      'They go to the Trash together, where you can restore them for 30 days.',
    )
  })
})
