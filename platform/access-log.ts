import { hostname } from 'node:os'
import pino, { type DestinationStream } from 'pino'
import type { HitLogger, HitRequest } from './cached-response'

/**
 * Where the server's log goes: standard output, written asynchronously. pino's default destination writes each
 * line with its own synchronous write(2); this one gathers the lines that come while a write is under way into
 * the next one, so under load one system call carries many lines and at rest each line leaves at once. Lines of
 * the last moments before a crash can be lost; a normal shutdown flushes them (`flush`). docs/decisions/0015.
 */
export function createLogDestination(fd = 1) {
  const destination = pino.destination({ dest: fd, sync: false })
  return {
    stream: destination as DestinationStream,
    write: (line: string) => destination.write(line),
    /** Writes out what is still buffered (at shutdown). */
    flush() {
      try {
        destination.flushSync()
      } catch {
        // Not opened yet, or already closed: nothing is waiting.
      }
    },
  }
}

/**
 * The access log's line for a page or API answer sent from a cache by the fast path (one line per request, like
 * every other request's "request completed" line, in the same JSON shape as pino's, so one reader takes both).
 * Built by hand: pino's serializers and a child logger per request cost more than the hit itself.
 */
export function createHitLogger(write: (line: string) => void): HitLogger {
  const head = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())},"reqId":`
  return (request: HitRequest, requestId: string, status: number, startedAt: number) => {
    const responseTime = (performance.now() - startedAt).toFixed(3)
    // Behind a proxy the visitor's address is in X-Forwarded-For (kept as sent: the proxy vouches for it).
    const forwarded = request.headers['x-forwarded-for']
    const forwardedFor = forwarded === undefined ? '' : `,"forwardedFor":${JSON.stringify(forwarded)}`
    write(
      `{"level":30,"time":${Date.now()}${head}${JSON.stringify(requestId)},"req":{"method":"${request.method}",` +
        `"url":${JSON.stringify(request.url)},"remoteAddress":${JSON.stringify(request.socket.remoteAddress ?? null)}${forwardedFor}},` +
        `"res":{"statusCode":${status}},"responseTime":${responseTime},"cache":"hit","msg":"request completed"}\n`,
    )
  }
}
