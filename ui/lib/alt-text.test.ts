import { describe, expect, it } from 'vitest'
import { altOf } from './alt-text'

describe('alt texts on the public pages', () => {
  it("use the editor's text, keep a decorative image's empty one, and describe an image with none from its item", () => {
    expect(altOf('Ada at the Lyon substation', 'Photo of Ada')).toBe('Ada at the Lyon substation')
    expect(altOf('', 'Photo of Ada')).toBe('')
    expect(altOf(null, 'Photo of Ada')).toBe('Photo of Ada')
    expect(altOf(undefined, 'Photo of Ada')).toBe('Photo of Ada')
  })
})
