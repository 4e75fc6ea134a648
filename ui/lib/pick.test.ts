import { describe, expect, it } from 'vitest'
import { pick } from './pick'

describe('pick', () => {
  it('copies only the named fields, leaving the record as it was', () => {
    const record = { _id: 'a', title: 'T', email: 'x@example.com', tags: ['k'] }
    const picked = pick(record, ['_id', 'title'] as const)
    expect(picked).toEqual({ _id: 'a', title: 'T' })
    expect(Object.keys(picked)).toEqual(['_id', 'title'])
    expect(record.email).toBe('x@example.com')
  })
})
