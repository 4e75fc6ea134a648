import { type IncomingHttpHeaders, type Server, STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { Hit, HitLogger, HitRequest } from '../cached-response'

type Options = {
  /** The cached answer for an anonymous GET or HEAD, or undefined (platform/cached-response.ts). */
  answer: (method: string, url: string, headers: IncomingHttpHeaders) => Hit | undefined
  /** The app's request id for a request (its X-Request-Id when plausible). */
  requestId: (request: { headers: IncomingHttpHeaders }) => string
  /** The access log's line for a hit, when requests are logged. */
  logHit?: HitLogger
  /** How long a connection answered here may stay idle (the server's keep-alive timeout). */
  keepAliveTimeoutMs: number
}

const HEAD_END = Buffer.from('\r\n\r\n')
/** Longer heads are left to Node's parser, which answers 431 past its own limit. */
const MAX_HEAD = 16 * 1024
/** RFC 9110 token (a header name) and field value (visible ASCII, space, tab, obs-text). */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/
const FIELD_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/
/** origin-form only: a path and query of visible ASCII. */
const TARGET = /^\/[\x21-\x7e]*$/
/** Headers after which the request is not a plain read: a body, an upgrade, an expectation. */
const NOT_A_PLAIN_READ = new Set(['content-length', 'transfer-encoding', 'upgrade', 'expect'])

type PlainRead = HitRequest & { method: string; url: string; close: boolean }

/**
 * Reads one request head (without its final CRLF CRLF) when it is a plain HTTP/1.1 GET or HEAD that every parser
 * reads the same way: strict request line, strict header lines, one Host, no body (no Content-Length or
 * Transfer-Encoding), no upgrade or expectation, no header twice. Anything else is undefined and goes to Node's
 * own parser with its bytes untouched, so that a request this path answers can never be read otherwise by a proxy
 * in front (no request smuggling through a difference of parsers).
 */
function plainRead(head: string, remoteAddress: string | undefined): PlainRead | undefined {
  const lines = head.split('\r\n')
  const requestLine = lines[0]!.split(' ')
  if (requestLine.length !== 3 || requestLine[2] !== 'HTTP/1.1') return undefined
  const [method, url] = requestLine as [string, string]
  if ((method !== 'GET' && method !== 'HEAD') || !TARGET.test(url)) return undefined
  const headers: IncomingHttpHeaders = {}
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!
    const colon = line.indexOf(':')
    if (colon <= 0) return undefined
    const name = line.slice(0, colon)
    const value = line.slice(colon + 1).trim()
    if (!TOKEN.test(name) || !FIELD_VALUE.test(value)) return undefined
    const key = name.toLowerCase()
    if (NOT_A_PLAIN_READ.has(key) || key in headers) return undefined
    headers[key] = value
  }
  if (headers.host === undefined) return undefined
  const close = headers.connection !== undefined && /(^|,)\s*close\s*(,|$)/i.test(headers.connection)
  return { method, url, headers, socket: { remoteAddress }, close }
}

let date = ''
let dateUntil = 0
/** The Date header's value, made once a second as Node's server does. */
function httpDate(): string {
  const now = Date.now()
  if (now >= dateUntil) {
    date = new Date(now).toUTCString()
    dateUntil = now - (now % 1000) + 1000
  }
  return date
}

/** The status line and the page's own headers, made once per prepared header list. */
const heads = new WeakMap<string[], string>()
function headOf(hit: Hit): string {
  let head = heads.get(hit.headers)
  if (head === undefined) {
    head = `HTTP/1.1 ${hit.status} ${STATUS_CODES[hit.status] ?? ''}\r\n`
    for (let i = 0; i < hit.headers.length; i += 2) head += `${hit.headers[i]}: ${hit.headers[i + 1]}\r\n`
    heads.set(hit.headers, head)
  }
  return head
}

/**
 * Cache hits answered from the connection's bytes, before Node's HTTP parser (docs/decisions/0015). Node's HTTP
 * server costs about half of what nginx spends per request on parsing into objects it then throws away; a cached
 * page needs none of that. Each connection starts here: while every request on it is a plain read (see plainRead)
 * of something the caches hold, it is answered with the bytes and headers prepared when it was first sent, plus
 * Content-Length, X-Request-Id, Date and keep-alive, and logged like any hit. The first request that is anything
 * else (not a hit, not plain, or not whole in what has arrived) hands the connection, with every byte not yet
 * answered, to Node's HTTP server for good, as if it had just connected. What a browser asks after the page
 * (scripts, images) goes there; the cached-page listener still answers hits on it.
 */
export function answerHitsOnSockets(server: Server, options: Options) {
  // Node's own connection listener (the HTTP parser's): called for a connection this path gives up.
  const httpConnection = server.listeners('connection') as ((socket: Socket) => void)[]
  server.removeAllListeners('connection')
  const answering = new Set<Socket>()
  const keepAlive = `connection: keep-alive\r\nkeep-alive: timeout=${Math.floor(options.keepAliveTimeoutMs / 1000)}\r\n\r\n`

  server.on('connection', (socket: Socket) => {
    answering.add(socket)
    const onTimeout = () => socket.destroy()
    const onError = () => socket.destroy()
    const onClose = () => answering.delete(socket)

    function handOff(rest: Buffer | undefined) {
      socket.removeListener('data', onData)
      socket.removeListener('timeout', onTimeout)
      socket.removeListener('error', onError)
      socket.removeListener('close', onClose)
      socket.setTimeout(0)
      answering.delete(socket)
      socket.pause()
      if (rest && rest.length > 0) socket.unshift(rest)
      for (const listener of httpConnection) listener.call(server, socket)
      process.nextTick(() => socket.resume())
    }

    function onData(chunk: Buffer) {
      let offset = 0
      let corked = false
      while (offset < chunk.length) {
        const end = chunk.indexOf(HEAD_END, offset)
        if (end === -1 || end - offset > MAX_HEAD) break
        const startedAt = performance.now()
        const request = plainRead(chunk.toString('latin1', offset, end), socket.remoteAddress)
        const hit = request && options.answer(request.method, request.url, request.headers)
        if (!request || !hit) break
        if (!corked) {
          socket.cork()
          corked = true
        }
        const id = options.requestId(request)
        socket.write(
          `${headOf(hit)}content-length: ${hit.body.length}\r\nx-request-id: ${id}\r\ndate: ${httpDate()}\r\n` +
            (request.close ? 'connection: close\r\n\r\n' : keepAlive),
          'latin1',
        )
        if (!hit.isHead) socket.write(hit.body)
        options.logHit?.(request, id, hit.status, startedAt)
        offset = end + HEAD_END.length
        if (request.close) {
          socket.removeListener('data', onData)
          socket.uncork()
          socket.end()
          return
        }
      }
      if (corked) socket.uncork()
      if (offset < chunk.length) handOff(chunk.subarray(offset))
    }

    socket.setNoDelay(true)
    socket.setTimeout(options.keepAliveTimeoutMs)
    socket.on('timeout', onTimeout)
    socket.on('error', onError)
    socket.on('close', onClose)
    socket.on('data', onData)
  })

  return {
    /** Connections answered here and not handed to Node's server (tests). */
    get connections() {
      return answering.size
    },
    /**
     * Ends the connections answered here: between two requests they are idle by construction (every request is
     * answered as it is read). Node's server only knows, and closes, the connections handed to it.
     */
    closeIdle() {
      for (const socket of answering) socket.end()
    },
  }
}
