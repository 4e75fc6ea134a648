import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from './newsletter.mail'
import { LINK_TOKEN } from './newsletter.schema'
import type { NewsletterService } from './newsletter.service'

/** The pages a browser is sent to once a button of the confirm or unsubscribe page has done its work. */
export const CONFIRMED_PATH = '/newsletter/confirmed'
export const UNSUBSCRIBED_PATH = '/newsletter/unsubscribed'

const tokenOf = (request: FastifyRequest) => {
  const token = (request.query as Record<string, unknown>).token
  return typeof token === 'string' ? token : ''
}

/**
 * RFC 8058: a mail client's one-click unsubscribe posts the field List-Unsubscribe=One-Click, form-encoded or as a
 * multipart field.
 */
const isOneClick = (body: unknown) =>
  typeof body === 'string' &&
  (body.includes('List-Unsubscribe=One-Click') ||
    /name="List-Unsubscribe"\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/.test(body))

/**
 * The POSTs behind the newsletter's links (docs/product.md#confirming-a-subscription,
 * docs/product.md#unsubscribing). A GET of a link only shows a page with a button (the server-rendered pages
 * app/routes/newsletter-*.tsx): mail scanners and link previews fetch links, and must neither confirm an address
 * nor end a subscription. The button, or a mail client's one-click unsubscribe, posts here.
 *
 * These are plain routes rather than React Router actions: React Router refuses a form POST whose Origin is not
 * the request's, and a page sent with `Referrer-Policy: no-referrer` (helmet's) posts `Origin: null`; a mail
 * client posts with no cookie, no Origin and no page at all. The token is the only credential, as RFC 8058 wants.
 */
export const newsletterLinkRoutes: FastifyPluginAsync<{ newsletter: NewsletterService }> = async (
  app,
  { newsletter },
) => {
  // Whatever the form's encoding, the body is kept as short text: only the one-click marker is looked for.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
    done(null, body),
  )

  app.post(CONFIRM_PATH, { config: { public: true } }, async (request, reply) => {
    const token = tokenOf(request)
    const outcome = await newsletter.confirm(token)
    reply.header('cache-control', 'no-store')
    // See Other: the browser then GETs a page, which a reload does not post again.
    if (outcome === 'confirmed') return reply.redirect(CONFIRMED_PATH, 303)
    // The link's page says why it does not work (expired, or unknown); only a token of the right form goes back.
    return reply.redirect(LINK_TOKEN.test(token) ? `${CONFIRM_PATH}?token=${token}` : CONFIRM_PATH, 303)
  })

  app.post(UNSUBSCRIBE_PATH, { config: { public: true } }, async (request, reply) => {
    // A link whose subscription is already gone leaves the address unsubscribed all the same: the same answer.
    await newsletter.unsubscribe(tokenOf(request))
    reply.header('cache-control', 'no-store')
    if (isOneClick(request.body))
      return reply.type('text/plain; charset=utf-8').send('You have been unsubscribed.')
    return reply.redirect(UNSUBSCRIBED_PATH, 303)
  })
}
