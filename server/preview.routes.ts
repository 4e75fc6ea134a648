import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { sql } from 'drizzle-orm'
import { hasAddress } from '../platform/addresses'
import { type ContentType, pageOf } from '../platform/content-types'
import type { Database } from '../platform/db/database'
import { inTransaction } from '../platform/db/unit-of-work'
import { AppError } from '../platform/errors'
import type { LoadContext } from './load-context'
import { createPublicReads } from './public-reads'
import type { AppServices } from './services'
import type { PageRenderer } from './ssr'

/** Thrown to end a preview's transaction: nothing it wrote is kept. */
class Rollback extends Error {}

const NOTICES = {
  invalid: {
    status: 404,
    title: 'This preview link is not valid',
    text: 'Check that the whole address was copied, or ask the person who shared it for a new link.',
  },
  expired: {
    status: 410,
    title: 'This preview link has expired',
    text: 'Previews are shared for a limited time. Ask the person who shared it for a new link.',
  },
  revoked: {
    status: 410,
    title: 'This preview link was withdrawn',
    text: 'The person who shared it has revoked it. Ask them for a new link if you still need it.',
  },
} as const

const NOTICE_STYLE =
  'body{margin:0;font-family:system-ui,sans-serif;background:#f5f7fa;color:#0b1f3a}' +
  'main{max-width:36rem;margin:15vh auto;padding:2rem;background:#fff;border-radius:12px;' +
  'box-shadow:0 1px 3px rgba(11,31,58,.15)}h1{font-size:1.5rem;margin:0 0 .75rem}p{line-height:1.5;margin:0}'
const NOTICE_STYLE_HASH = `'sha256-${createHash('sha256').update(NOTICE_STYLE).digest('base64')}'`

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** A page of its own that says why there is no preview: never the draft, never the public page. */
function sendNotice(reply: FastifyReply, notice: { status: number; title: string; text: string }) {
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(notice.title)}</title><style>${NOTICE_STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(notice.title)}</h1><p>${escapeHtml(notice.text)}</p></main></body></html>`
  return reply
    .status(notice.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .header('referrer-policy', 'no-referrer')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src ${NOTICE_STYLE_HASH}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    )
    .send(html)
}

/**
 * The public page that shows an item: its own (`/service/{slug}`, with the slug it has once the draft is saved)
 * when it has one, else the first that lists it.
 */
export async function previewPathOf(db: Database, type: ContentType, itemId: string): Promise<string> {
  if (!hasAddress(type)) return type.pages[0] ?? '/'
  const result = await db.execute<{ slug: string }>(
    sql`select ${sql.identifier(type.address.column)} as slug from ${sql.identifier(type.table)} where id = ${itemId}`,
  )
  const slug = result.rows[0]?.slug
  return slug === undefined ? (type.pages[0] ?? '/') : pageOf(type.address, slug)
}

/**
 * `/preview/<token>` (docs/product.md#drafts): the public page as it will look with an item's draft, under a
 * "Preview — not published" bar, never cached, never indexed. The draft is saved as publishing would save it,
 * inside a transaction that is rolled back once the page is rendered: what the page shows is exactly what
 * publishing will show, and nothing of it is kept, announced to the caches or released.
 */
export async function registerPreviewRoutes(
  app: FastifyInstance,
  deps: { db: Database; services: AppServices; render: PageRenderer; loadContext: LoadContext },
) {
  const { db, services, render, loadContext } = deps
  // A wildcard, not a parameter: an editor's token is longer than the router's 100 characters for a parameter.
  app.get('/preview/*', { schema: { hide: true } }, async (request, reply) => {
    const token = (request.params as { '*': string })['*']
    if (token.length > 300) return sendNotice(reply, NOTICES.invalid)
    const opening = await services.drafts.open(token)
    if (opening.status !== 'ok')
      return sendNotice(reply, NOTICES[opening.status === 'no-draft' ? 'invalid' : opening.status])
    const { type, itemId, fields } = opening
    let page: Awaited<ReturnType<PageRenderer>> | undefined
    try {
      await inTransaction(db, async (tx) => {
        if (Object.keys(fields).length > 0) await services.drafts.editorOf(type.name).save(itemId, fields)
        // Shown as published would show it, even while the item is hidden (a new item that began as a draft).
        await services.contentStore.setActive(tx, type, itemId, true)
        page = await render(await previewPathOf(tx, type, itemId), {
          ...loadContext,
          reads: createPublicReads(services),
          preview: {
            shared: opening.shared,
            expiresAt: opening.expiresAt.toISOString(),
            label: type.label.one,
          },
        })
        throw new Rollback()
      })
    } catch (error) {
      if (!(error instanceof Rollback)) {
        if (error instanceof AppError && error.statusCode < 500) {
          return sendNotice(reply, {
            status: 409,
            title: 'This draft cannot be shown',
            text: `Publishing it would fail: ${error.message}`,
          })
        }
        throw error
      }
    }
    const { headers, status, body } = page!
    reply.status(status)
    for (const [name, value] of Object.entries(headers)) reply.header(name, value)
    return reply
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'no-referrer')
      .send(body)
  })
}
