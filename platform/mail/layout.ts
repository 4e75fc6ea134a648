/** Text that goes into HTML: every character that could open markup or an attribute is escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

/** The company a mail speaks for: its name, and its logo as an absolute URL (or none). */
export type MailBrand = { name: string; logoUrl?: string; siteUrl: string }

/** One block of a mail: a paragraph, a labelled field, a quote, a button. Text is escaped when drawn in HTML. */
export type MailBlock =
  /** `links`: http(s) addresses in the text become links in the HTML (the text itself stays escaped). */
  | { paragraph: string; links?: boolean }
  | { fields: [label: string, value: string][] }
  | { quote: string; by?: string }
  | { button: string; href: string }

export type MailContent = {
  heading: string
  blocks: MailBlock[]
  footer?: string
  /** A mailing list's mail: why the addressee gets it, and the link that ends it, under the footer. */
  unsubscribe?: { reason: string; href: string }
}

/** Paragraph breaks kept, other line breaks as <br>. */
function multiline(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>')
}

/** An http(s) address in running text; the punctuation that usually ends a sentence is not part of it. */
const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi

/** Text with its web addresses as links, everything escaped: the address is both the link and its words. */
export function linkify(text: string): string {
  let html = ''
  let last = 0
  for (const match of text.matchAll(WEB_ADDRESS)) {
    const address = escapeHtml(match[0])
    html += `${multiline(text.slice(last, match.index))}<a href="${address}" style="color:#1d4ed8">${address}</a>`
    last = match.index + match[0].length
  }
  return html + multiline(text.slice(last))
}

function textBlock(block: MailBlock): string {
  if ('paragraph' in block) return block.paragraph
  if ('fields' in block) return block.fields.map(([label, value]) => `${label}: ${value}`).join('\n')
  if ('quote' in block) {
    const quoted = block.quote
      .split(/\r?\n/)
      .map((line) => `> ${line}`)
      .join('\n')
    return block.by ? `${block.by} wrote:\n${quoted}` : quoted
  }
  return `${block.button}: ${block.href}`
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"

function htmlBlock(block: MailBlock): string {
  if ('paragraph' in block)
    return `<p style="margin:0 0 16px;line-height:1.6">${block.links ? linkify(block.paragraph) : multiline(block.paragraph)}</p>`
  if ('fields' in block) {
    const rows = block.fields
      .map(
        ([label, value]) =>
          `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 16px 4px 0;color:#4b5563;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:4px 0;line-height:1.5">${multiline(value)}</td></tr>`,
      )
      .join('')
    return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`
  }
  if ('quote' in block) {
    const by = block.by ? `<p style="margin:0 0 8px;color:#4b5563">${escapeHtml(block.by)} wrote:</p>` : ''
    return `${by}<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #d1d5db;color:#374151;line-height:1.6">${multiline(block.quote)}</blockquote>`
  }
  return `<p style="margin:8px 0 24px"><a href="${escapeHtml(block.href)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:600;padding:10px 18px;border-radius:6px">${escapeHtml(block.button)}</a></p>`
}

/**
 * A mail in plain text and in HTML from the same content: the company's name and logo on top, the blocks, a
 * footer. Every piece of text is escaped in the HTML, so what a visitor typed can never become markup.
 */
export function renderMail(brand: MailBrand, content: MailContent): { text: string; html: string } {
  const footer = content.footer ?? `${brand.name} · ${brand.siteUrl}`
  const { unsubscribe } = content
  const text = [
    content.heading,
    '',
    ...content.blocks.map(textBlock).flatMap((block) => [block, '']),
    '--',
    footer,
    ...(unsubscribe ? ['', unsubscribe.reason, `Unsubscribe: ${unsubscribe.href}`] : []),
  ]
    .join('\n')
    .trim()
  const logo = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.name)}" height="40" style="display:block;height:40px;width:auto;margin:0 0 8px">`
    : ''
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;${FONT};color:#111827">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<div style="margin:0 0 24px">${logo}<div style="font-weight:700;font-size:18px">${escapeHtml(brand.name)}</div></div>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${content.blocks.map(htmlBlock).join('\n')}
<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid #e5e7eb;color:#6b7280;font-size:13px">${multiline(footer)}</p>${
    unsubscribe
      ? `\n<p style="margin:8px 0 0;color:#6b7280;font-size:13px">${escapeHtml(unsubscribe.reason)} <a href="${escapeHtml(unsubscribe.href)}" style="color:#4b5563">Unsubscribe</a></p>`
      : ''
  }
</div>
</body></html>`
  return { text, html }
}

/** A display name and address for a From or Reply-To header; the name is quoted, never able to add a header. */
export function mailbox(name: string, address: string): string {
  const cleanName = name.replace(/[\r\n"\\]/g, ' ').trim()
  return cleanName ? `"${cleanName}" <${address}>` : address
}
