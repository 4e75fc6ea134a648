import sanitizeHtml from 'sanitize-html'

const SAFE_LINK = {
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    // Links that open elsewhere never get a handle on this window.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }, true),
  },
}

/** Rich text (details, long descriptions): paragraphs, emphasis, lists, headings, links, quotes. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'span',
      'a',
      'ul',
      'ol',
      'li',
      'h2',
      'h3',
      'h4',
      'blockquote',
      'code',
    ],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
    allowedSchemesByTag: {},
    ...SAFE_LINK,
  }).trim()
}

/** Hero titles: inline emphasis only (a highlighted <span>, <strong>, <em>, line breaks). */
export function sanitizeInlineHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['span', 'strong', 'em', 'b', 'i', 'br'],
    allowedAttributes: {},
  }).trim()
}
