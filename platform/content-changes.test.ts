import { describe, expect, it } from 'vitest'
import { createContentChanges } from './content-changes'

describe('content changes', () => {
  it('tells its listeners of each area announced', async () => {
    const changes = createContentChanges(['services', 'team'])
    const heard: string[] = []
    changes.onChange((area) => heard.push(area))
    changes.changed('services')
    changes.changed('team')
    await new Promise((resolve) => setImmediate(resolve))
    expect(heard).toEqual(['services', 'team'])
  })

  it('refuses an area no content type declares: a typo would leave stale pages behind', () => {
    const changes = createContentChanges(['services', 'team'])
    expect(() => changes.changed('servicse')).toThrow('No content type declares the area "servicse"')
    expect(changes.areas).toEqual(['services', 'team'])
  })
})
