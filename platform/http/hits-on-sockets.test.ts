import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import type { Hit, HitRequest } from '../cached-response'
import { answerHitsOnSockets } from './hits-on-sockets'

const PAGE = Buffer.from('<!DOCTYPE html><title>Cached</title><p>from the cache</p>')
const hit = (isHead: boolean): Hit => ({
  status: 200,
  headers: ['content-type', 'text/html; charset=utf-8', 'etag', '"abc"'],
  body: PAGE,
  isHead,
})

type Started = {
  port: number
  hits: ReturnType<typeof answerHitsOnSockets>
  seenByNode: string[]
  logged: { request: HitRequest; id: string }[]
  close: () => Promise<void>
}
const running: Started[] = []
afterEach(async () => {
  for (const server of running.splice(0)) await server.close()
})

/** A real server: /cached is a hit of the socket path; everything else is answered by Node's HTTP server. */
async function start(): Promise<Started> {
  const seenByNode: string[] = []
  const logged: { request: HitRequest; id: string }[] = []
  const server = http.createServer((request, response) => {
    let body = ''
    request.setEncoding('latin1')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => {
      seenByNode.push(`${request.method} ${request.url}`)
      response.end(`node: ${request.method} ${request.url} body=${JSON.stringify(body)}`)
    })
  })
  const hits = answerHitsOnSockets(server, {
    answer: (method, url, headers) =>
      url === '/cached' && headers.authorization === undefined ? hit(method === 'HEAD') : undefined,
    requestId: (request) => (request.headers['x-request-id'] as string | undefined) ?? 'generated-id',
    logHit: (request, id) => logged.push({ request, id }),
    keepAliveTimeoutMs: 5_000,
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  const started: Started = {
    port,
    hits,
    seenByNode,
    logged,
    close: () =>
      new Promise<void>((resolve) => {
        hits.closeIdle()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  running.push(started)
  return started
}

/** A raw connection: sends bytes as given, and collects everything the server sends back. */
async function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1')
  await new Promise((resolve) => socket.once('connect', resolve))
  let received = Buffer.alloc(0)
  let ended = false
  socket.on('data', (chunk) => (received = Buffer.concat([received, chunk])))
  socket.on('end', () => (ended = true))
  return {
    send: (text: string) => new Promise((resolve) => socket.write(text, 'latin1', resolve)),
    /** Waits until `count` complete responses have arrived (each has a Content-Length), and returns them. */
    async responses(count: number) {
      await expect.poll(() => parse(received).length, { timeout: 5_000 }).toBeGreaterThanOrEqual(count)
      return parse(received)
    },
    get ended() {
      return ended
    },
    raw: () => received.toString('latin1'),
    destroy: () => socket.destroy(),
  }
}

type Response = { status: number; headers: Record<string, string>; body: string }
function parse(bytes: Buffer): Response[] {
  const out: Response[] = []
  let offset = 0
  for (;;) {
    const end = bytes.indexOf('\r\n\r\n', offset)
    if (end === -1) return out
    const [statusLine, ...lines] = bytes.toString('latin1', offset, end).split('\r\n')
    const headers = Object.fromEntries(
      lines.map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
    )
    const bodyLength = Number(headers['content-length'] ?? 0)
    if (bytes.length < end + 4 + bodyLength) return out
    out.push({
      status: Number(statusLine!.split(' ')[1]),
      headers,
      body: bytes.toString('latin1', end + 4, end + 4 + bodyLength),
    })
    offset = end + 4 + bodyLength
  }
}

const get = (url: string, extra = '') => `GET ${url} HTTP/1.1\r\nHost: example.test\r\n${extra}\r\n`

describe('cache hits answered from the connection’s bytes (hits-on-sockets.ts)', () => {
  it('answers a hit with the page’s headers, its length, a request id, a date and keep-alive; again on the same connection', async () => {
    const server = await start()
    const client = await connect(server.port)
    await client.send(get('/cached', 'X-Request-Id: abc-123\r\n'))
    const [first] = await client.responses(1)
    expect(first).toMatchObject({
      status: 200,
      body: PAGE.toString('latin1'),
      headers: {
        'content-type': 'text/html; charset=utf-8',
        etag: '"abc"',
        'content-length': String(PAGE.length),
        'x-request-id': 'abc-123',
        connection: 'keep-alive',
        'keep-alive': 'timeout=5',
      },
    })
    expect(new Date(first!.headers.date!).getTime()).toBeGreaterThan(Date.now() - 5_000)
    await client.send(get('/cached'))
    const both = await client.responses(2)
    expect(both[1]!.headers['x-request-id']).toBe('generated-id')
    expect(server.seenByNode).toEqual([])
    expect(server.logged.map(({ request, id }) => [request.method, request.url, id])).toEqual([
      ['GET', '/cached', 'abc-123'],
      ['GET', '/cached', 'generated-id'],
    ])
    expect(server.hits.connections).toBe(1)
  })

  it('answers pipelined requests in order: the hits here, the rest of the connection by Node’s server', async () => {
    const server = await start()
    const client = await connect(server.port)
    await client.send(get('/cached') + get('/cached') + get('/other') + get('/cached'))
    const responses = await client.responses(4)
    expect(responses.map((response) => response.body)).toEqual([
      PAGE.toString('latin1'),
      PAGE.toString('latin1'),
      'node: GET /other body=""',
      // Once handed over, the connection stays with Node's server (its own listener answers hits there).
      'node: GET /cached body=""',
    ])
    expect(server.hits.connections).toBe(0)
  })

  it('a body, even on a GET, makes Node’s parser read the request: what follows in the body is not a request', async () => {
    const server = await start()
    const client = await connect(server.port)
    const smuggled = get('/cached')
    await client.send(
      `GET /cached HTTP/1.1\r\nHost: example.test\r\nContent-Length: ${smuggled.length}\r\n\r\n${smuggled}`,
    )
    const [only] = await client.responses(1)
    expect(only!.body).toBe(`node: GET /cached body=${JSON.stringify(smuggled)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await client.responses(1)).toHaveLength(1)

    const chunked = await connect(server.port)
    await chunked.send(
      `GET /cached HTTP/1.1\r\nHost: example.test\r\nTransfer-Encoding: chunked\r\n\r\n${smuggled.length.toString(16)}\r\n${smuggled}\r\n0\r\n\r\n`,
    )
    const [alone] = await chunked.responses(1)
    expect(alone!.body).toBe(`node: GET /cached body=${JSON.stringify(smuggled)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await chunked.responses(1)).toHaveLength(1)
  })

  it('leaves to Node’s parser every head it does not read strictly (which then answers or refuses it)', async () => {
    const server = await start()
    const heads = [
      'GET /cached HTTP/1.1\r\nHost : example.test\r\n\r\n', // space before the colon
      'GET /cached HTTP/1.1\r\nHost: example.test\r\n folded\r\n\r\n', // obs-fold
      'GET /cached HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n', // two hosts
      'GET /cached HTTP/1.1\r\n\r\n', // no host
      'GET /cached HTTP/1.0\r\nHost: example.test\r\n\r\n', // HTTP/1.0
      'GET http://example.test/cached HTTP/1.1\r\nHost: example.test\r\n\r\n', // absolute form
      'GET  /cached HTTP/1.1\r\nHost: example.test\r\n\r\n', // two spaces
      'POST /cached HTTP/1.1\r\nHost: example.test\r\nContent-Length: 0\r\n\r\n',
      'GET /cached HTTP/1.1\r\nHost: example.test\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
      'GET /cached HTTP/1.1\r\nHost: example.test\r\nAuthorization: Bearer x\r\n\r\n', // not a hit
    ]
    for (const head of heads) {
      const client = await connect(server.port)
      await client.send(head)
      const [response] = await client.responses(1)
      expect(response!.body, head).not.toBe(PAGE.toString('latin1'))
      client.destroy()
    }
    expect(server.logged).toEqual([])
  })

  it('a head that arrives in pieces is read by Node’s parser', async () => {
    const server = await start()
    const client = await connect(server.port)
    await client.send('GET /cached HTTP/1.1\r\nHo')
    await new Promise((resolve) => setTimeout(resolve, 50))
    await client.send('st: example.test\r\n\r\n')
    const [response] = await client.responses(1)
    expect(response!.body).toBe('node: GET /cached body=""')
  })

  it('HEAD: the headers without the body; Connection: close ends the connection after the answer', async () => {
    const server = await start()
    const client = await connect(server.port)
    await client.send(`HEAD /cached HTTP/1.1\r\nHost: example.test\r\nConnection: close\r\n\r\n`)
    await expect.poll(() => client.ended, { timeout: 5_000 }).toBe(true)
    const raw = client.raw()
    expect(raw).toMatch(/^HTTP\/1\.1 200 OK\r\n/)
    expect(raw).toContain(`content-length: ${PAGE.length}\r\n`)
    expect(raw).toContain('connection: close\r\n')
    expect(raw.endsWith('\r\n\r\n')).toBe(true)
    expect(raw).not.toContain('from the cache')
    expect(server.logged.map(({ request }) => request.method)).toEqual(['HEAD'])
  })

  it('closing the server ends the idle connections answered here', async () => {
    const server = await start()
    const client = await connect(server.port)
    await client.send(get('/cached'))
    await client.responses(1)
    expect(server.hits.connections).toBe(1)
    await server.close()
    running.splice(running.indexOf(server), 1)
    await expect.poll(() => client.ended, { timeout: 5_000 }).toBe(true)
  })
})
