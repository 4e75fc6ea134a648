/**
 * What the website's formatted text may hold: the one declaration read by the server's sanitiser
 * (platform/sanitize.ts), the back-office editor (its schema and toolbar, ui/backoffice/rich-text) and the paste
 * cleaner. Plain data, so that the server and the browser read the same list.
 */

/** Each thing an editor can make, and the HTML tag it is stored as. */
export const FEATURE_TAGS = {
  paragraph: 'p',
  lineBreak: 'br',
  bold: 'strong',
  italic: 'em',
  /** The hero title's highlighted words (orange on the website): a bare `<span>`, as titles were always written. */
  accent: 'span',
  link: 'a',
  heading2: 'h2',
  heading3: 'h3',
  bulletList: 'ul',
  orderedList: 'ol',
  listItem: 'li',
  blockquote: 'blockquote',
} as const

export type TextFeature = keyof typeof FEATURE_TAGS

export type TextFormat = {
  /** What the format holds; a tag outside it is dropped, its text kept. */
  readonly features: readonly TextFeature[]
  /** Whether it holds blocks (paragraphs, lists, headings) or one line of inline text. */
  readonly blocks: boolean
}

/** Details and long descriptions: paragraphs, two levels of headings, bold, italic, lists, quotes and links. */
export const RICH_TEXT: TextFormat = {
  blocks: true,
  features: [
    'paragraph',
    'heading2',
    'heading3',
    'bold',
    'italic',
    'link',
    'bulletList',
    'orderedList',
    'listItem',
    'blockquote',
    'lineBreak',
  ],
}

/** A hero slide's title: one line of text with bold, italic, accented words and line breaks. */
export const HERO_TITLE: TextFormat = {
  blocks: false,
  features: ['bold', 'italic', 'accent', 'lineBreak'],
}

/**
 * Tags of older content and of other editors (Word, Google Docs) read as one of the format's own: the bold and
 * italic of HTML 4, and headings of other levels as the nearest kept one.
 */
export const TAG_SYNONYMS: Readonly<Record<string, string>> = {
  b: 'strong',
  i: 'em',
  h1: 'h2',
  h4: 'h3',
  h5: 'h3',
  h6: 'h3',
}

/** Addresses a link may have: web pages, e-mail and phone numbers. */
export const LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel']

/** Every stored link opens without a handle on the page that opened it. */
export const LINK_REL = 'noopener noreferrer'

/** The tags a format keeps. */
export function formatTags(format: TextFormat): string[] {
  return format.features.map((feature) => FEATURE_TAGS[feature])
}

/** Whether a link address is one of LINK_SCHEMES (or a path on the site). */
export function isAllowedHref(href: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href.trim())
  if (scheme) return LINK_SCHEMES.includes(scheme[1]!.toLowerCase())
  return !href.trim().startsWith('//')
}
