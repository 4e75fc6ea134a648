import { renderToReadableStream, renderToString } from 'react-dom/server.edge'
import { type EntryContext, ServerRouter } from 'react-router'
import { PUBLIC_LAYOUT_ID, type PublicLayoutData } from './lib/layout-data'

export const streamTimeout = 5_000

/** Whether the page loads only its islands (docs/decisions/0007): then no part of it waits on streamed data. */
function isIslandsPage(context: EntryContext): boolean {
  const layout = context.staticHandlerContext.loaderData[PUBLIC_LAYOUT_ID] as PublicLayoutData | undefined
  return Boolean(layout?.islandsScript)
}

/**
 * Renders a page with React's web builds rather than React Router's default (`renderToPipeableStream` from the
 * Node build). The Node build runs every render inside an AsyncLocalStorage, which switches on Node's async hooks
 * for the whole process from the first page on: every promise and socket write then pays for them, cache hits
 * included (−12 % req/s for a bare server sending the same bytes, docs/decisions/0006). The web builds do not
 * use one on Node.
 *
 * A public page has all its data once the loaders are done and carries no React Router hydration data (its
 * islands take their props from the HTML), so it is rendered to one string: ~2.4 ms for the home page instead of
 * ~4.5 ms through the stream renderer, which encodes every chunk to bytes on the way (docs/decisions/0008). Other
 * pages (the back-office shell, and every page in development) stream React Router's data after the shell, so
 * they use the stream renderer and are sent once it has finished (`allReady`): whole pages are what the page
 * cache keeps.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  responseHeaders.set('Content-Type', 'text/html')
  if (isIslandsPage(routerContext)) {
    const html = renderToString(<ServerRouter context={routerContext} url={request.url} />)
    // Bytes, not a string: a string body is checked character by character for lone surrogates when read.
    return new Response(Buffer.from(`<!DOCTYPE html>${html}`), {
      headers: responseHeaders,
      status: responseStatusCode,
    })
  }
  let status = responseStatusCode
  let shellRendered = false
  const controller = new AbortController()
  // Abort after the stream timeout, so rejected boundaries still have time to flush their fallbacks.
  const timeout = setTimeout(() => controller.abort(), streamTimeout + 1_000)
  request.signal.addEventListener('abort', () => controller.abort(), { once: true })
  try {
    const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
      signal: controller.signal,
      onError(error: unknown) {
        status = 500
        // Errors of the shell reject the render and are logged by React Router; log the ones inside it.
        if (shellRendered) console.error(error)
      },
    })
    shellRendered = true
    await body.allReady
    return new Response(body, { headers: responseHeaders, status })
  } finally {
    clearTimeout(timeout)
  }
}
