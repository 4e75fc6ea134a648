import { renderToReadableStream } from 'react-dom/server.edge'
import { type EntryContext, ServerRouter } from 'react-router'

export const streamTimeout = 5_000

/**
 * Renders a page with React's web-streams renderer rather than React Router's default (`renderToPipeableStream`
 * from the Node build). The Node build runs every render inside an AsyncLocalStorage, which switches on Node's
 * async hooks for the whole process from the first page on: every promise and socket write then pays for them,
 * cache hits included (−12 % req/s for a bare server sending the same bytes, docs/decisions/0006). The web build
 * does not use one on Node. Whole pages are what the page cache keeps, so the response is sent once React has
 * finished rendering (`allReady`), for visitors and crawlers alike.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
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
    responseHeaders.set('Content-Type', 'text/html')
    return new Response(body, { headers: responseHeaders, status })
  } finally {
    clearTimeout(timeout)
  }
}
