import { describe, expect, it } from 'vitest'
import { findUnstorableText, unstorablePartField } from './input-guard'

describe('findUnstorableText', () => {
  it('finds NUL and unpaired surrogates in values and keys, with the path to them', () => {
    expect(findUnstorableText({ name: 'a\u0000b' })).toEqual(['name'])
    expect(findUnstorableText({ heroImages: [{ title: 'ok' }, { title: 'x\ud800' }] })).toEqual([
      'heroImages',
      1,
      'title',
    ])
    expect(findUnstorableText({ faq: [{ ['q\udc00']: 'answer' }] })).toEqual(['faq', 0, 'q\udc00'])
    expect(findUnstorableText('\ude00\ud83d')).toEqual([])
  })

  it('accepts ordinary text, surrogate pairs (emoji) and values that are not text', () => {
    expect(
      findUnstorableText({
        name: 'Zoë 😀 \u200b\u0001',
        list: [1, true, null, { nested: '漢字' }],
        n: 1e308,
      }),
    ).toBeUndefined()
    expect(findUnstorableText(undefined)).toBeUndefined()
    expect(findUnstorableText(Buffer.from([0, 0xed, 0xa0, 0x80]))).toBeUndefined()
  })

  it('reads objects without a prototype, as parsed query strings and path parameters are', () => {
    const query = Object.assign(Object.create(null) as object, { search: '%\u0000' })
    expect(findUnstorableText(query)).toEqual(['search'])
  })

  it('walks JSON nested far deeper than the call stack', () => {
    const depth = 200_000
    const deep = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`)
    expect(findUnstorableText(deep)).toHaveLength(depth)
    expect(findUnstorableText(JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`))).toBeUndefined()
  })
})

describe('unstorablePartField', () => {
  it('names the form field whose name, file name or value cannot be stored', () => {
    expect(unstorablePartField({ type: 'file', fieldname: 'image', filename: 'a\u0000.png' })).toBe('image')
    expect(unstorablePartField({ type: 'field', fieldname: 'caption', value: 'x\ud800' })).toBe('caption')
    expect(unstorablePartField({ type: 'field', fieldname: 'a\u0000', value: 'x' })).toBe('a\ufffd')
    expect(
      unstorablePartField({ type: 'file', fieldname: 'image', filename: 'photo 😀.png' }),
    ).toBeUndefined()
  })
})
