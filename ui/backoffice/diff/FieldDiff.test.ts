import { MantineProvider } from '@mantine/core'
import { createElement, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { serviceContentType } from '../../../features/services/service.content-type'
import { FieldDiff, type FieldDiffProps } from './FieldDiff'
import { SnapshotDiff } from './SnapshotDiff'

// The components drawn to HTML on the server (no browser needed): what they say, not how they look
// (tests/e2e/audit.spec.ts looks at them in a browser).
const html = (element: ReactElement) => renderToStaticMarkup(createElement(MantineProvider, null, element))
const field = (props: FieldDiffProps) => html(createElement(FieldDiff, props))
/** The text a screen reader reads, markup left out. */
const words = (markup: string) =>
  markup
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')

describe('one field’s change', () => {
  it('marks text word by word with <del> and <ins>, each named for a screen reader', () => {
    const markup = field({
      name: 'shortDescription',
      before: 'Fast cable tests',
      after: 'Fast and safe cable tests',
    })
    expect(words(markup)).toContain('Short description')
    expect(markup).toMatch(/<ins[^>]*>.*added: .*and safe <\/ins>/)
    expect(markup).not.toContain('<del')
    expect(words(markup)).toContain('BeforeFast cable tests')
  })

  it('compares formatted text by its words and never renders its markup', () => {
    const markup = field({
      name: 'title',
      before: 'Safe <span>systems</span>',
      after: 'Safe <img src=x onerror="alert(1)"><span>networks</span>',
    })
    expect(markup).not.toContain('<img')
    expect(markup).not.toContain('onerror')
    expect(markup).not.toContain('<span>systems')
    expect(markup).toMatch(/<del[^>]*>.*removed: .*systems<\/del>/)
    expect(markup).toMatch(/<ins[^>]*>.*added: .*networks<\/ins>/)
  })

  it('shows a long text’s changed passages and offers the whole', () => {
    const long = (word: string) =>
      `${'Lorem ipsum dolor sit amet. '.repeat(20)}${word} ${'Sed do eiusmod. '.repeat(20)}`
    const markup = field({ name: 'description', before: long('old'), after: long('new') })
    expect(markup).toContain('Show all')
    expect(words(markup)).toContain('(unchanged text left out)')
    expect(words(markup).length).toBeLessThan(long('old').length)
  })

  it('shows images side by side, before and after, and an empty slot for none', () => {
    const markup = field({ name: 'mainImageUrl', before: null, after: '/uploads/services/a.jpg' })
    expect(words(markup)).toMatch(/Main image.*No image.*Before.*After/)
    expect(markup).toContain('alt="Main image, after"')
    // The small copy of an upload.
    expect(markup).toContain('src="/uploads/services/a-480w.webp"')
  })

  it('shows plain values old → new: yes/no, numbers, dates', () => {
    expect(words(field({ name: 'isActive', before: true, after: false }))).toBe('Activebefore: Yes→after: No')
    expect(words(field({ name: 'date', before: '2026-03-07', after: null }))).toBe(
      'Datebefore: Mar 7, 2026→after: (empty)',
    )
  })

  it('shows a list of words item by item, and an object field by field', () => {
    const list = field({ name: 'features', before: ['Fast', 'Safe'], after: ['Safe', 'Certified'] })
    expect(list).toMatch(/<del[^>]*>.*removed: .*Fast<\/del>/)
    expect(list).toMatch(/<ins[^>]*>.*added: .*Certified<\/ins>/)
    const object = words(
      field({
        name: 'heroStats',
        before: { yearsExperience: 10, projects: 5 },
        after: { yearsExperience: 11, projects: 5 },
      }),
    )
    expect(object).toContain('Years experiencebefore: 10→after: 11')
    expect(object).not.toContain('Projects')
  })

  it('shows a list of records as cards: added, removed, changed, the others counted', () => {
    const faq = (question: string, answer = 'Yes.') => ({ question, answer })
    const markup = words(
      field({
        name: 'faq',
        before: [faq('Do you ship?'), faq('Do you install?'), faq('Old question?')],
        after: [faq('Do you ship?'), faq('Do you install?', 'Yes, anywhere.'), faq('New question?')],
      }),
    )
    expect(markup).toContain('FAQ')
    expect(markup).toContain('ChangedDo you install?')
    expect(markup).toContain('added: , anywhere')
    expect(markup).toContain('1 other item unchanged')
  })

  it('shows a value alone when there is nothing to compare it with (a new record)', () => {
    expect(words(field({ name: 'title', after: 'Cables' }))).toBe('TitleCables')
  })
})

describe('a content item between two states', () => {
  const service = { id: 's1', title: 'Switchgear', mainImageUrl: '/uploads/a.jpg', updatedAt: '2026-03-07' }

  it('says so when nothing differs', () => {
    const markup = html(
      createElement(SnapshotDiff, {
        type: serviceContentType,
        before: { fields: service, parts: {} },
        after: { fields: { ...service, updatedAt: '2026-03-08' }, parts: {} },
      }),
    )
    expect(words(markup)).toBe('No changes')
  })

  it('lists the changed fields, then a section per part with its rows', () => {
    const markup = html(
      createElement(SnapshotDiff, {
        type: serviceContentType,
        before: { fields: service, parts: { service_images: [] } },
        after: {
          fields: { ...service, mainImageUrl: '/uploads/b.jpg' },
          parts: { service_images: [{ id: 'i1', serviceId: 's1', url: '/uploads/g.jpg', sortOrder: 0 }] },
        },
      }),
    )
    expect(markup).toContain('aria-label="Changed fields"')
    expect(words(markup)).toMatch(/Main image.*Before.*After/)
    expect(markup).toMatch(/<h3[^>]*>Service images<\/h3>/)
    expect(words(markup)).toMatch(/AddedService image 1Image/)
    expect(markup).toContain('src="/uploads/g-480w.webp"')
    expect(words(markup)).not.toContain('Service ID')
  })
})
