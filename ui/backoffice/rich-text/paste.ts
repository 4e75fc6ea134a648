import render from 'dom-serializer'
import { Element, Text, isComment, isTag, isText, type ChildNode, type ParentNode } from 'domhandler'
import { parseDocument } from 'htmlparser2'
import { formatTags, isAllowedHref, TAG_SYNONYMS, type TextFormat } from '../../../platform/rich-text'

/** Elements dropped with everything in them: no text of theirs belongs in the field. */
const DROPPED = new Set(
  'head meta link style script title xml template noscript object iframe svg img video audio canvas button input select textarea o:p v:shapetype v:shape'.split(
    ' ',
  ),
)

/** Elements that hold text as a block of their own: a paragraph where the format has no such element. */
const BLOCKS = new Set(
  'p div section article header footer main aside nav figure figcaption address pre td th dd dt caption h1 h2 h3 h4 h5 h6 li blockquote ul ol table tr'.split(
    ' ',
  ),
)

const styleOf = (el: Element) => (el.attribs.style ?? '').toLowerCase().replace(/\s+/g, '')
const styleValue = (el: Element, property: string) =>
  new RegExp(`(?:^|;)${property}:([^;]+)`).exec(styleOf(el))?.[1] ?? ''

const isBoldWeight = (weight: string) => /^(bold|bolder|[6-9]00)$/.test(weight)
const isNormalWeight = (weight: string) => /^(normal|[1-4]00)$/.test(weight)

function unwrap(el: Element) {
  const parent = el.parent
  if (!parent) return
  const at = parent.children.indexOf(el)
  for (const child of el.children) child.parent = parent
  parent.children.splice(at, 1, ...el.children)
}

function remove(node: ChildNode) {
  const parent = node.parent
  if (parent) parent.children.splice(parent.children.indexOf(node), 1)
}

function wrapChildren(el: Element, name: string) {
  const wrapper = new Element(name, {}, el.children)
  for (const child of wrapper.children) child.parent = wrapper
  wrapper.parent = el
  el.children = [wrapper]
}

const textOf = (node: ChildNode): string =>
  isText(node) ? node.data : isTag(node) ? node.children.map(textOf).join('') : ''

/**
 * Word's lists are paragraphs with `mso-list` in their style and the bullet or number as text in a span marked
 * `mso-list:Ignore` (between `[if !supportLists]` comments): they become list items of a `ul` or an `ol`.
 */
function wordLists(parent: ParentNode) {
  for (const child of [...parent.children]) if (isTag(child)) wordLists(child)
  let list: Element | null = null
  for (const child of [...parent.children]) {
    if (isText(child) && child.data.trim() === '' && list) continue
    const item = isTag(child) && /mso-list:l\d/.test(styleOf(child)) ? child : null
    if (!item) {
      list = null
      continue
    }
    let marker = ''
    let skipping = false
    for (const node of [...item.children]) {
      if (isComment(node) && /\[if !supportLists\]/.test(node.data)) skipping = true
      const ignored = isTag(node) && /mso-list:ignore/.test(styleOf(node))
      if (skipping || ignored) {
        marker += textOf(node)
        remove(node)
      }
      if (isComment(node) && /\[endif\]/.test(node.data)) skipping = false
    }
    const name = /^\s*([0-9]+|[a-z]|[ivxlc]+)[.)]/i.test(marker) ? 'ol' : 'ul'
    if (!list || list.name !== name) {
      list = new Element(name, {})
      parent.children.splice(parent.children.indexOf(item), 0, list)
      list.parent = parent
    }
    remove(item)
    item.name = 'li'
    item.attribs = {}
    item.parent = list
    list.children.push(item)
  }
}

function cleanChildren(parent: ParentNode, format: TextFormat, tags: string[]) {
  for (const node of [...parent.children]) {
    if (isText(node)) {
      // Word spaces with no-break spaces; HTML's white space collapses.
      node.data = node.data.replace(/[\s\u00a0]+/g, ' ')
      continue
    }
    if (!isTag(node)) {
      remove(node)
      continue
    }
    const original = node.name.toLowerCase()
    if (DROPPED.has(original)) {
      remove(node)
      continue
    }
    cleanChildren(node, format, tags)
    const weight = styleValue(node, 'font-weight')
    // Google Docs writes bold and italic as styles of spans, and wraps what is copied in a `<b>` of normal weight.
    if ((original === 'b' || original === 'strong') && isNormalWeight(weight)) {
      unwrap(node)
      continue
    }
    const hadAttributes = Object.keys(node.attribs).length > 0
    if (original !== 'b' && original !== 'strong' && isBoldWeight(weight) && tags.includes('strong'))
      wrapChildren(node, 'strong')
    if (
      original !== 'i' &&
      original !== 'em' &&
      styleValue(node, 'font-style') === 'italic' &&
      tags.includes('em')
    )
      wrapChildren(node, 'em')
    const name = TAG_SYNONYMS[original] ?? original
    const href = node.attribs.href ?? ''
    node.attribs = {}
    const kept =
      tags.includes(name) &&
      (name !== 'a' || isAllowedHref(href)) &&
      // A span is the hero title's accent only when bare (one copied from the editor itself).
      (name !== 'span' || !hadAttributes)
    if (kept) {
      node.name = name
      if (name === 'a') node.attribs = { href }
    } else if (
      BLOCKS.has(original) &&
      format.blocks &&
      !node.children.some((c) => isTag(c) && BLOCKS.has(c.name))
    ) {
      node.name = 'p'
    } else {
      unwrap(node)
    }
  }
}

/** Whitespace between blocks, and line breaks standing between blocks (Google Docs' empty lines), are no text. */
function dropLooseSpace(parent: ParentNode) {
  const blockParent =
    !isTag(parent as ChildNode) || ['ul', 'ol', 'blockquote'].includes((parent as Element).name)
  const hasBlocks = parent.children.some((c) => isTag(c) && BLOCKS.has(c.name))
  for (const node of [...parent.children]) {
    if (isTag(node)) dropLooseSpace(node)
    else if ((blockParent || hasBlocks) && isText(node) && node.data.trim() === '') remove(node)
    if ((blockParent || hasBlocks) && isTag(node) && node.name === 'br') remove(node)
  }
}

/**
 * Clipboard HTML (Word, Google Docs, web pages) reduced to what a format of platform/rich-text.ts holds: the
 * format's tags and links' addresses, no styles, classes or ids; bold and italic written as styles become
 * `<strong>` and `<em>`, Word's lists become lists, anything else is its text. The editor's schema would drop
 * unknown tags too, but not the spans of Word and Google Docs (the hero title's accent is a span).
 */
export function cleanPastedHtml(html: string, format: TextFormat): string {
  const doc = parseDocument(html, { decodeEntities: true })
  const tags = formatTags(format)
  wordLists(doc)
  // One line of text is cleaned as paragraphs first, then each paragraph's text follows the one before.
  cleanChildren(doc, { ...format, blocks: true }, format.blocks ? tags : [...tags, 'p'])
  dropLooseSpace(doc)
  if (format.blocks) return render(doc, { encodeEntities: 'utf8' }).trim()
  for (const node of [...doc.children]) {
    if (isTag(node) && node.name === 'p') {
      node.children.push(new Text(' '))
      unwrap(node)
    }
  }
  return render(doc, { encodeEntities: 'utf8' }).replace(/ {2,}/g, ' ').trim()
}
