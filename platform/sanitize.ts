import sanitizeHtml from 'sanitize-html'
import {
  formatTags,
  HERO_TITLE,
  LINK_REL,
  LINK_SCHEMES,
  RICH_TEXT,
  TAG_SYNONYMS,
  type TextFormat,
} from './rich-text'

/**
 * The server's cleaning of a format of platform/rich-text.ts: its tags are kept (links with their address only,
 * of an allowed scheme), the tags of TAG_SYNONYMS become theirs, any other tag is dropped and its text kept
 * (script and style with their content). What is left is exactly what the back-office editor can make.
 */
function sanitizerOf(format: TextFormat): (html: string) => string {
  const tags = formatTags(format)
  const synonyms = Object.fromEntries(Object.entries(TAG_SYNONYMS).filter(([, tag]) => tags.includes(tag)))
  const options: sanitizeHtml.IOptions = {
    allowedTags: tags,
    allowedAttributes: tags.includes('a') ? { a: ['href', 'rel'] } : {},
    allowedSchemes: [...LINK_SCHEMES],
    allowedSchemesByTag: {},
    allowProtocolRelative: false,
    transformTags: {
      ...synonyms,
      // `rel` first, as the editor writes it.
      a: (_tag, { rel: _rel, ...attribs }) => ({ tagName: 'a', attribs: { rel: LINK_REL, ...attribs } }),
    },
  }
  return (html) => {
    // The editor writes a line break `<br>`; sanitize-html `<br />`.
    const clean = sanitizeHtml(html, options)
      .replace(/<br \/>/g, '<br>')
      // A link whose address was not allowed (dropped above) is its text alone.
      .replace(new RegExp(`<a rel="${LINK_REL}">([\\s\\S]*?)</a>`, 'g'), '$1')
      .trim()
    // Paragraphs with nothing in them (an emptied editor) are no text at all.
    return /^(?:\s|<p>\s*<\/p>)*$/.test(clean) ? '' : clean
  }
}

/** Rich text (details, long descriptions): platform/rich-text.ts RICH_TEXT. */
export const sanitizeRichText = sanitizerOf(RICH_TEXT)

/** Hero titles: platform/rich-text.ts HERO_TITLE (bold, italic, the accent `<span>`, line breaks). */
export const sanitizeInlineHtml = sanitizerOf(HERO_TITLE)
