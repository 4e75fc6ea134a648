import { Extension, Mark, Node, type AnyExtension } from '@tiptap/core'
import StarterKit from '@tiptap/starter-kit'
import { isAllowedHref, LINK_REL, type TextFeature, type TextFormat } from '../../../platform/rich-text'

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    accent: { toggleAccent: () => ReturnType }
  }
}

/**
 * The hero title's accent (the words in orange on the website): a bare `<span>`, as hero titles were always
 * written. A span with a style or class (Word's, Google Docs') is not one.
 */
export const Accent = Mark.create({
  name: 'accent',
  parseHTML: () => [
    { tag: 'span', getAttrs: (el) => (el.hasAttribute('style') || el.hasAttribute('class') ? false : null) },
  ],
  renderHTML: () => ['span', 0],
  addCommands() {
    return {
      toggleAccent:
        () =>
        ({ commands }) =>
          commands.toggleMark(this.name),
    }
  },
  addKeyboardShortcuts() {
    return { 'Mod-Shift-h': () => this.editor.commands.toggleAccent() }
  },
})

/** One line: the document is a single paragraph, and Enter makes no new one (Shift+Enter breaks the line). */
const OneLine = [
  Node.create({ name: 'doc', topNode: true, content: 'paragraph' }),
  Extension.create({
    name: 'oneLine',
    priority: 1000,
    addKeyboardShortcuts: () => ({ Enter: () => true }),
  }),
]

/**
 * The Tiptap extensions of a format of platform/rich-text.ts: StarterKit with only the format's features, and a
 * link that keeps its address alone (no target, title or class) with the rel every stored link gets.
 */
export function editorExtensions(format: TextFormat): AnyExtension[] {
  const has = (feature: TextFeature) => format.features.includes(feature)
  const headings = ([2, 3] as const).filter((level) => has(`heading${level}`))
  return [
    StarterKit.configure({
      document: format.blocks ? undefined : false,
      trailingNode: format.blocks ? undefined : false,
      paragraph: {},
      hardBreak: has('lineBreak') ? {} : false,
      bold: has('bold') ? {} : false,
      italic: has('italic') ? {} : false,
      heading: headings.length > 0 ? { levels: headings } : false,
      bulletList: has('bulletList') ? {} : false,
      orderedList: has('orderedList') ? {} : false,
      listItem: has('listItem') ? {} : false,
      listKeymap: has('listItem') ? {} : false,
      blockquote: has('blockquote') ? {} : false,
      link: has('link')
        ? {
            openOnClick: false,
            autolink: true,
            defaultProtocol: 'https',
            protocols: ['mailto', 'tel'],
            isAllowedUri: (url) => isAllowedHref(url),
            HTMLAttributes: { target: null, rel: LINK_REL, class: null },
          }
        : false,
      code: false,
      codeBlock: false,
      strike: false,
      underline: false,
      horizontalRule: false,
    }),
    ...(has('accent') ? [Accent] : []),
    ...(format.blocks ? [] : OneLine),
  ]
}

/** The toolbar's buttons, in groups: every feature of a format but those made by typing (paragraphs, list items, line breaks). */
export const TOOLBAR_GROUPS = [
  ['bold', 'italic', 'accent'],
  ['heading2', 'heading3'],
  ['bulletList', 'orderedList', 'blockquote'],
  ['link'],
] as const satisfies readonly (readonly TextFeature[])[]

export type ToolbarFeature = (typeof TOOLBAR_GROUPS)[number][number]

export function toolbarOf(format: TextFormat): ToolbarFeature[][] {
  return TOOLBAR_GROUPS.map((group) => group.filter((feature) => format.features.includes(feature))).filter(
    (group) => group.length > 0,
  )
}

/**
 * The editor's HTML as it is stored: '' for an empty editor (not `<p></p>`), and a one-line format's text without
 * the paragraph that holds it in the editor.
 */
export function storedHtml(html: string, format: TextFormat): string {
  if (/^(?:<p><\/p>)*$/.test(html)) return ''
  return format.blocks ? html : html.replace(/^<p>([\s\S]*)<\/p>$/, '$1')
}
