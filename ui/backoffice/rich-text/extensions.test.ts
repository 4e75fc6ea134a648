import { getSchema } from '@tiptap/core'
import { DOMSerializer, type Schema } from '@tiptap/pm/model'
import { describe, expect, it } from 'vitest'
import {
  formatTags,
  HERO_TITLE,
  RICH_TEXT,
  type TextFeature,
  type TextFormat,
} from '../../../platform/rich-text'
import { sanitizeInlineHtml, sanitizeRichText } from '../../../platform/sanitize'
import { editorExtensions, storedHtml, toolbarOf } from './extensions'

/** Just enough of a DOM document for ProseMirror's serializer, which is what the editor's getHTML runs. */
class FakeElement {
  readonly attributes: [string, string][] = []
  readonly childNodes: (FakeElement | FakeText)[] = []
  readonly nodeType = 1
  constructor(readonly tagName: string) {}
  setAttribute(name: string, value: string) {
    this.attributes.push([name, value])
  }
  appendChild<T extends FakeElement | FakeText>(child: T) {
    this.childNodes.push(child)
    return child
  }
  get outerHTML(): string {
    const attrs = this.attributes
      .map(([name, value]) => ` ${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
      .join('')
    if (this.tagName === 'br') return `<br${attrs}>`
    return `<${this.tagName}${attrs}>${this.innerHTML}</${this.tagName}>`
  }
  get innerHTML(): string {
    return this.childNodes.map((child) => child.outerHTML).join('')
  }
}
class FakeText {
  readonly nodeType = 3
  constructor(readonly text: string) {}
  get outerHTML() {
    return this.text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  }
}
const fakeDocument = {
  createElement: (tag: string) => new FakeElement(tag),
  createElementNS: (_ns: string, tag: string) => new FakeElement(tag),
  createTextNode: (text: string) => new FakeText(text),
  createDocumentFragment: () => new FakeElement('#fragment'),
}

/** The HTML the editor gives for a document (Tiptap's getHTML: ProseMirror's serializer of the schema). */
function editorHtml(schema: Schema, json: unknown): string {
  const doc = schema.nodeFromJSON(json)
  const fragment = DOMSerializer.fromSchema(schema).serializeFragment(doc.content, {
    document: fakeDocument as unknown as Document,
  }) as unknown as FakeElement
  return fragment.innerHTML
}

const text = (value: string, ...marks: object[]) => ({ type: 'text', text: value, marks })
const paragraph = (...content: object[]) => ({ type: 'paragraph', content })

/** A document using every feature the editor has, as its toolbar and shortcuts make them. */
const EVERY_FEATURE = {
  rich: {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [text('Switchgear & panels')] },
      paragraph(
        text('We build '),
        text('safe', { type: 'bold' }),
        text(', '),
        text('tested', { type: 'italic' }),
        { type: 'hardBreak' },
        text('see '),
        text('our page', { type: 'link', attrs: { href: 'https://example.com/a?b=1&c=2' } }),
        text(', '),
        text('mail', { type: 'link', attrs: { href: 'mailto:office@example.com' } }),
        text(' or '),
        text('call', { type: 'link', attrs: { href: 'tel:+441234567' } }),
      ),
      { type: 'heading', attrs: { level: 3 }, content: [text('Steps')] },
      { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('Survey'))] }] },
      {
        type: 'orderedList',
        attrs: { start: 1 },
        content: [{ type: 'listItem', content: [paragraph(text('One'))] }],
      },
      { type: 'blockquote', content: [paragraph(text('Quoted'))] },
    ],
  },
  hero: {
    type: 'doc',
    content: [
      paragraph(
        text('Powering '),
        text('industry', { type: 'bold' }),
        text(' with '),
        text('safe, reliable', { type: 'accent' }),
        { type: 'hardBreak' },
        text('systems', { type: 'italic' }),
      ),
    ],
  },
}

const FORMATS: [string, TextFormat, (html: string) => string, object][] = [
  ['rich text', RICH_TEXT, sanitizeRichText, EVERY_FEATURE.rich],
  ['hero title', HERO_TITLE, sanitizeInlineHtml, EVERY_FEATURE.hero],
]

const tagsIn = (html: string) => new Set([...html.matchAll(/<([a-z0-9]+)/g)].map((match) => match[1]))

describe.each(FORMATS)('%s: the editor and the server sanitiser agree', (_name, format, sanitize, sample) => {
  const schema = getSchema(editorExtensions(format))

  it('the editor makes every tag of the format, and only those', () => {
    const made = tagsIn(storedHtml(editorHtml(schema, sample), format))
    expect([...made].sort()).toEqual(formatTags(format).sort())
    // Every node and mark of the editor's schema is in the sample, so the editor can make nothing else.
    const types = [...Object.keys(schema.nodes), ...Object.keys(schema.marks)].filter(
      (t) => t !== 'doc' && t !== 'text',
    )
    const json = JSON.stringify(sample)
    for (const type of types) expect(json).toContain(`"type":"${type}"`)
  })

  it('every feature’s HTML survives the sanitiser unchanged', () => {
    const html = storedHtml(editorHtml(schema, sample), format)
    expect(sanitize(html)).toBe(html)
  })

  it('the sanitiser keeps nothing the editor cannot read back', () => {
    const everything =
      '<h1>A</h1><h2>B</h2><h3>C</h3><h4>D</h4><p>P <b>b</b> <strong>s</strong> <i>i</i> <em>e</em> <u>u</u> <s>s</s> ' +
      '<span>x</span> <code>c</code> <mark>m</mark> <a href="https://x.example" title="t" target="_blank">a</a><br>' +
      '<img src="x.png"></p><ul><li>u</li></ul><ol><li>o</li></ol><blockquote>q</blockquote><pre>p</pre><hr>' +
      '<table><tr><td>t</td></tr></table>'
    const kept = tagsIn(sanitize(everything))
    for (const tag of kept) expect(formatTags(format)).toContain(tag)
    // …and the editor reads each of them (a parse rule of its schema).
    const parsed = Object.values({ ...schema.nodes, ...schema.marks }).flatMap((type) =>
      (type.spec.parseDOM ?? []).map((rule) => ('tag' in rule ? rule.tag?.replace(/\[.*$/, '') : undefined)),
    )
    for (const tag of kept) expect(parsed).toContain(tag)
  })

  it('the toolbar offers every feature but paragraphs, list items and line breaks', () => {
    const typed: TextFeature[] = ['paragraph', 'listItem', 'lineBreak']
    expect([...toolbarOf(format).flat(), ...format.features.filter((f) => typed.includes(f))].sort()).toEqual(
      [...format.features].sort(),
    )
  })
})

describe('storedHtml', () => {
  it('saves an empty editor as an empty string', () => {
    expect(storedHtml('<p></p>', RICH_TEXT)).toBe('')
    expect(storedHtml('<p></p>', HERO_TITLE)).toBe('')
  })

  it('stores a hero title without its paragraph, rich text with its paragraphs', () => {
    expect(storedHtml('<p>Hello <span>world</span></p>', HERO_TITLE)).toBe('Hello <span>world</span>')
    expect(storedHtml('<p>One</p><p>Two</p>', RICH_TEXT)).toBe('<p>One</p><p>Two</p>')
  })
})
