import { describe, expect, it } from 'vitest'
import {
  displayText,
  isDateText,
  isImageAddress,
  isImageKey,
  isSame,
  kindOf,
  labelOf,
  matchLists,
  plainText,
  titleOf,
} from './values'

describe('a field’s name for a person', () => {
  it('humanises camelCase and snake_case keys', () => {
    expect(labelOf('shortDescription')).toBe('Short description')
    expect(labelOf('imageUrl')).toBe('Image')
    expect(labelOf('mainImageUrl')).toBe('Main image')
    expect(labelOf('heroImages')).toBe('Hero images')
    expect(labelOf('isActive')).toBe('Active')
    expect(labelOf('category_id')).toBe('Category')
    expect(labelOf('buttonLink')).toBe('Button link')
    expect(labelOf('title')).toBe('Title')
  })

  it('knows a few names the rule gets wrong, and takes a map of its own first', () => {
    expect(labelOf('faq')).toBe('FAQ')
    expect(labelOf('url')).toBe('Address')
    expect(labelOf('url', { url: 'Image' })).toBe('Image')
    expect(labelOf('heroStats', { heroStats: 'Figures' })).toBe('Figures')
  })
})

describe('what is an image', () => {
  it('an uploaded file, or a web address ending in an image’s extension', () => {
    expect(isImageAddress('/uploads/hero/plant.jpg')).toBe(true)
    expect(isImageAddress('/uploads/abc123')).toBe(true)
    expect(isImageAddress('https://cdn.example.com/a/logo.PNG?v=2')).toBe(true)
    expect(isImageAddress('https://example.com/about')).toBe(false)
    expect(isImageAddress('/contact')).toBe(false)
    expect(isImageAddress('A photo.jpg of the team')).toBe(false)
    expect(isImageAddress(42)).toBe(false)
  })

  it('a key that names one', () => {
    for (const key of ['imageUrl', 'logo', 'mainImageUrl', 'photo', 'coverImage'])
      expect(isImageKey(key)).toBe(true)
    for (const key of ['url', 'title', 'heroImages', 'imageCount']) expect(isImageKey(key)).toBe(false)
  })
})

describe('the kind of comparison a field gets', () => {
  it('by its key, its values or their items', () => {
    expect(kindOf('title', ['Old', 'New'])).toBe('text')
    expect(kindOf('title', ['<b>Old</b>', 'New'])).toBe('html')
    expect(kindOf('logo', [null, '/uploads/logo.png'])).toBe('image')
    expect(kindOf('imageUrl', ['', ''])).toBe('image')
    // A gallery's `url` is an image by its value, or because the content type declares it.
    expect(kindOf('url', ['/uploads/a.jpg', '/uploads/b.jpg'])).toBe('image')
    expect(kindOf('url', ['https://example.com', 'https://example.org'])).toBe('text')
    expect(kindOf('url', ['x', 'y'], new Set(['url']))).toBe('image')
    expect(kindOf('gallery', [['/uploads/a.jpg'], []])).toBe('images')
    expect(kindOf('features', [['Fast'], ['Fast', 'Safe']])).toBe('strings')
    expect(kindOf('heroImages', [[], [{ imageUrl: '/uploads/a.jpg', title: 'A' }]])).toBe('objects')
    expect(kindOf('coordinates', [{ lat: 1 }, { lat: 2 }])).toBe('object')
    expect(kindOf('date', ['2026-03-07T14:05:00.000Z', null])).toBe('date')
    expect(kindOf('isActive', [true, false])).toBe('value')
    expect(kindOf('order', [1, 2])).toBe('value')
  })
})

describe('values in words', () => {
  it('writes yes/no, numbers, dates like the rest of the back-office, lists and HTML as text', () => {
    expect(displayText(true)).toBe('Yes')
    expect(displayText(false)).toBe('No')
    expect(displayText(1250)).toBe('1,250')
    expect(displayText('2026-03-07')).toBe('Mar 7, 2026')
    expect(isDateText('2026-02-30')).toBe(false)
    expect(displayText(new Date(2026, 2, 7, 14, 5).toISOString())).toBe('Mar 7, 2026, 2:05 PM')
    expect(displayText(['a', 'b'])).toBe('a, b')
    expect(displayText(null)).toBe('')
    expect(displayText('<b>Power</b> &amp; light')).toBe('Power & light')
  })

  it('strips HTML to its words, scripts and styles with their content, entities decoded', () => {
    expect(plainText('<p>Hello <em>world</em></p><p>Again</p>')).toBe('Hello world Again')
    expect(plainText('A<br>B<script>alert(1)</script><style>p{}</style>')).toBe('A B')
    expect(plainText('5 &lt; 6 &#8212; &#x263A; &bogus;')).toBe('5 < 6 — ☺ &bogus;')
    expect(plainText('<img src=x onerror="alert(1)">Text')).toBe('Text')
  })

  it('compares values field by field, whatever the order of their keys', () => {
    expect(isSame({ a: 1, b: [1, { c: 2, d: 3 }] }, { b: [1, { d: 3, c: 2 }], a: 1 })).toBe(true)
    expect(isSame({ a: 1 }, { a: 2 })).toBe(false)
    expect(isSame(undefined, null)).toBe(true)
  })
})

describe('matching the items of two lists', () => {
  it('by id when every item has one: kept, changed, added and removed, a move being no removal', () => {
    const before = [
      { id: '1', title: 'Open day' },
      { id: '2', title: 'Fair' },
      { id: '3', title: 'Gone' },
    ]
    const after = [
      { id: '2', title: 'Trade fair' },
      { id: '1', title: 'Open day' },
      { id: '4', title: 'New' },
    ]
    const rows = matchLists(before, after)
    expect(rows.map((row) => [row.change, titleOf(row.after ?? row.before)])).toEqual(
      expect.arrayContaining([
        ['changed', 'Trade fair'],
        ['same', 'Open day'],
        ['added', 'New'],
        ['removed', 'Gone'],
      ]),
    )
    expect(rows).toHaveLength(4)
    expect(rows.find((row) => row.change === 'changed')!.before).toEqual({ id: '2', title: 'Fair' })
  })

  it('without ids, by position between the items that did not change', () => {
    const slide = (title: string) => ({ imageUrl: `/uploads/${title}.jpg`, title })
    // The second slide's title edited: one slide changed, not one removed and one added.
    expect(
      matchLists(
        [slide('a'), slide('b'), slide('c')],
        [slide('a'), { ...slide('b'), title: 'B!' }, slide('c')],
      ).map((row) => row.change),
    ).toEqual(['same', 'changed', 'same'])
    // The first slide removed: the others kept, not each changed.
    expect(
      matchLists([slide('a'), slide('b'), slide('c')], [slide('b'), slide('c')]).map((row) => row.change),
    ).toEqual(['removed', 'same', 'same'])
    expect(matchLists([], [slide('a')])).toEqual([{ change: 'added', after: slide('a') }])
  })

  it('names an item by its title, name or question, as text', () => {
    expect(titleOf({ title: '<b>Power</b> plants' })).toBe('Power plants')
    expect(titleOf({ question: 'Why?' })).toBe('Why?')
    expect(titleOf({ imageUrl: '/uploads/a.jpg' })).toBe('')
  })
})
