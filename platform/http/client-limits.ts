import { createHash } from 'node:crypto'
import { BlockList } from 'node:net'
import type { ServerResponse } from 'node:http'
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { type CachedAnswers, pageCacheKey } from '../cached-response'

/**
 * Per-client limits on the work a request costs (docs/decisions/0016-per-client-limits.md): one budget per client
 * address, spent only by what reaches past the caches, refilled at a steady rate.
 */
export type ClientLimitSettings = {
  /** Units a client may spend at once: the size of its bucket. */
  burst: number
  /** Units per second its bucket refills with. */
  perSecond: number
}

/**
 * What a request costs, in units of about one page render (~3.5 ms of the process). A write that is not a
 * signed-in person's — asking for a reset link, a contact message or a newsletter sign-up (a transaction and a
 * mail), a form posted to a page — costs three; a route that checks or hashes a password (signing in: an argon2id
 * verification of ~31 ms) says so in its config (`clientLimitCost: COST.password`) and costs ten.
 */
export const COST = { read: 1, write: 3, password: 10 } as const

/** Whether a request is one the limits may refuse (see classify()). */
const FREE = 0

/** At most this many addresses are remembered; a full bucket is the same as none, so forgetting one is harmless. */
export const MAX_CLIENTS = 50_000
/** How often the addresses whose buckets have refilled are forgotten, at the latest. */
const SWEEP_EVERY_MS = 60_000

/**
 * The budgets of many clients, one number each: GCRA (the generic cell rate algorithm, a token bucket written as
 * the time at which the client's bucket will be full again, its "theoretical arrival time"). A client whose bucket
 * is full has no entry. Memory is bounded by `maxClients`: past it, the full buckets are forgotten first, then the
 * oldest entries, which at worst gives an address a full bucket early.
 */
export function createClientBuckets({
  burst,
  perSecond,
  maxClients = MAX_CLIENTS,
  now = Date.now,
}: ClientLimitSettings & { maxClients?: number; now?: () => number }) {
  const interval = 1000 / perSecond
  const tolerance = burst * interval
  const fullAt = new Map<string, number>()
  let lastSweep = now()

  function sweep(at: number) {
    for (const [key, time] of fullAt) if (time <= at) fullAt.delete(key)
    lastSweep = at
  }

  function store(key: string, time: number, at: number) {
    if (at - lastSweep >= SWEEP_EVERY_MS) sweep(at)
    if (fullAt.size >= maxClients && !fullAt.has(key)) {
      // A flood of new addresses would make every sweep find nothing: at most one a second, then the oldest goes.
      if (at - lastSweep >= 1000) sweep(at)
      if (fullAt.size >= maxClients) fullAt.delete(fullAt.keys().next().value!)
    }
    fullAt.set(key, time)
  }

  return {
    /** Spends `cost` units of the client's budget: 0 when it had them, else the milliseconds until it will (nothing spent). */
    take(key: string, cost: number): number {
      const at = now()
      const time = Math.max(fullAt.get(key) ?? at, at) + cost * interval
      const wait = time - tolerance - at
      if (wait > 0) return wait
      store(key, time, at)
      return 0
    },
    /** Spends `cost` units for work already done, whatever is left; the debt is never more than a full bucket. */
    charge(key: string, cost: number) {
      const at = now()
      store(key, Math.min(Math.max(fullAt.get(key) ?? at, at) + cost * interval, at + tolerance), at)
    },
    /** The units a client has left now. */
    left(key: string): number {
      const at = now()
      return Math.min(burst, (tolerance - Math.max(0, (fullAt.get(key) ?? at) - at)) / interval)
    },
    /** How many addresses are remembered. */
    get size() {
      return fullAt.size
    },
  }
}

export type ClientBuckets = ReturnType<typeof createClientBuckets>

/** An IPv6 address's /64 network, the block one subscriber is usually given; undefined when it does not parse. */
function network64(address: string): string | undefined {
  const zone = address.indexOf('%')
  const plain = zone === -1 ? address : address.slice(0, zone)
  const halves = plain.split('::')
  if (halves.length > 2) return undefined
  const groupsOf = (part: string | undefined) => (part ? part.split(':') : [])
  const head = groupsOf(halves[0])
  const tail = groupsOf(halves[1])
  // An IPv4 address at the end (::ffff:192.0.2.1, 64:ff9b::192.0.2.1) takes the place of two groups.
  const width = (groups: string[]) => groups.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0)
  const groups =
    halves.length === 2 ? [...head, ...Array<string>(8 - width(head) - width(tail)).fill('0'), ...tail] : head
  const first = groups.slice(0, 4).map((group) => Number.parseInt(group, 16))
  if (first.length < 4 || first.some((value) => !(value >= 0 && value <= 0xffff))) return undefined
  return `${first.map((value) => value.toString(16)).join(':')}::/64`
}

/**
 * The key a client's budget is kept under: its IPv4 address, or the /64 network of its IPv6 address (one
 * subscriber gets a whole /64, and could otherwise take a new address, and a full bucket, for every request).
 */
export function clientKey(ip: string): string {
  if (!ip.includes(':')) return ip
  const lower = ip.toLowerCase()
  if (lower.startsWith('::ffff:') && lower.includes('.')) return lower.slice(7)
  return network64(lower) ?? lower
}

/** Loopback, private and link-local addresses: where a reverse proxy on the same host or network connects from. */
const internalNetworks = new BlockList()
internalNetworks.addSubnet('127.0.0.0', 8, 'ipv4')
internalNetworks.addSubnet('10.0.0.0', 8, 'ipv4')
internalNetworks.addSubnet('172.16.0.0', 12, 'ipv4')
internalNetworks.addSubnet('192.168.0.0', 16, 'ipv4')
internalNetworks.addSubnet('169.254.0.0', 16, 'ipv4')
internalNetworks.addAddress('::1', 'ipv6')
internalNetworks.addSubnet('fc00::', 7, 'ipv6')
internalNetworks.addSubnet('fe80::', 10, 'ipv6')

export function isInternalAddress(address: string | undefined): boolean {
  if (!address) return false
  const key = clientKey(address)
  if (!key.includes(':')) return internalNetworks.check(key, 'ipv4')
  try {
    return internalNetworks.check(address.split('%')[0]!, 'ipv6')
  } catch {
    return false
  }
}

const isApiRoute = (route: string) => route === '/api' || route.startsWith('/api/')
const isApi = (request: FastifyRequest) => isApiRoute(request.routeOptions.url ?? '')

const isRead = (method: string) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS'

/** The query parameters a route reads (its schema's), sorted: what its cached answers are keyed on. */
const readParameters = new WeakMap<object, string[]>()
function parametersOf(schema: unknown): string[] {
  if (!(schema instanceof z.ZodObject)) return []
  let names = readParameters.get(schema)
  if (!names) {
    names = Object.keys(schema.shape).sort()
    readParameters.set(schema, names)
  }
  return names
}

/**
 * Whether an anonymous GET of the API is one the response cache has an answer for. The listener before Fastify
 * answers a URL that is already an answer's key; what reaches this hook spells it otherwise (a parameter the route
 * does not read, `?utm_source=…`) or asks to revalidate, and the route answers it from the cache all the same.
 * The key is made as route-kit.ts makes it (the path, then the parameters the route reads, in order), from the
 * query as sent rather than as validated: where the two differ the request is charged, as a miss would be.
 */
function isCachedAnswer(request: FastifyRequest, answers: CachedAnswers): boolean {
  if (!answers.responses || request.headers.authorization !== undefined) return false
  const query = request.query as Record<string, unknown> | undefined
  const parts = parametersOf(request.routeOptions.schema?.querystring).flatMap((name) =>
    query?.[name] === undefined ? [] : [`${name}=${encodeURIComponent(String(query[name]))}`],
  )
  const path = request.url.split('?', 1)[0]!
  return answers.responses.peek(parts.length ? `${path}?${parts.join('&')}` : path) !== undefined
}

/** What a request costs, decided once it is routed: the route it matched, its method, the caches. */
function classify(request: FastifyRequest, answers: CachedAnswers): number {
  const route = request.routeOptions.url
  // No route: Fastify's own 404 (an OPTIONS request, an unknown method), answered without any work.
  if (route === undefined) return FREE
  const cost = isRead(request.method) ? COST.read : COST.write
  if (route === '/*') {
    // A page. Hits are answered before this hook; what reaches it is a render, or a hit the early path leaves to
    // the route (a conditional request answered 304, a page's first hit), which costs nothing either.
    if (cost === COST.read && answers.pages) {
      const key = pageCacheKey(request.method, request.url, request.headers)
      if (key !== undefined && answers.pages.peek(key)) return FREE
    }
    return cost
  }
  if (isApiRoute(route)) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return cost === COST.write ? (request.routeOptions.config.clientLimitCost ?? cost) : cost
    }
    return isCachedAnswer(request, answers) ? FREE : cost
  }
  // Files (built assets, /uploads) are free to read; the other routes are the newsletter links' POSTs.
  return cost === COST.read ? FREE : cost
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`
/** A wait in words: seconds, or minutes from two minutes on. */
const inWords = (seconds: number) =>
  seconds < 120 ? plural(seconds, 'second') : plural(Math.ceil(seconds / 60), 'minute')

/** The API's answer past the limit: its usual error envelope. */
export const tooManyMessage = (seconds: number) =>
  `Too many requests from your network in a short time. Please try again in ${inWords(seconds)}.`

const PAGE_STYLE =
  'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#0f172a}' +
  'main{display:flex;min-height:100vh;align-items:center;justify-content:center;padding:0 1rem}' +
  'div{max-width:28rem;border-radius:.75rem;background:#fff;padding:2rem;text-align:center;' +
  'box-shadow:0 10px 15px -3px rgb(0 0 0/.1),0 4px 6px -4px rgb(0 0 0/.1),0 0 0 1px #e2e8f0}' +
  'h1{margin:0;font-size:1.5rem;line-height:2rem;color:#0b1f3a}p{margin:.75rem 0 0;color:#475569;line-height:1.5}' +
  'a{display:inline-block;margin-top:1.5rem;border-radius:.375rem;background:#0b1f3a;padding:.75rem 1.5rem;' +
  'font-size:.875rem;font-weight:600;color:#fff;text-decoration:none}a:focus-visible{outline:3px solid #1c3f6e;outline-offset:2px}'
const STYLE_HASH = createHash('sha256').update(PAGE_STYLE).digest('base64')

/**
 * The page answered past the limit: self-contained (no script, no stylesheet to fetch: asking for one would cost
 * another request), in the look of the site's error page (app/root.tsx's ErrorBoundary).
 */
export function tooManyPage(seconds: number): string {
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>Too many requests</title><style>${PAGE_STYLE}</style></head><body><main><div>` +
    '<h1>Too many requests</h1>' +
    '<p>A lot of requests came from your network in a short time, so this page was not loaded. ' +
    `Please try again in ${inWords(seconds)}.</p>` +
    '<a href="">Try again</a></div></main></body></html>'
  )
}

const PAGE_HEADERS = [
  'content-type',
  'text/html; charset=utf-8',
  'cache-control',
  'no-store',
  'content-security-policy',
  `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  'x-content-type-options',
  'nosniff',
  'x-frame-options',
  'SAMEORIGIN',
  'referrer-policy',
  'no-referrer',
]
const API_HEADERS = [
  'content-type',
  'application/json; charset=utf-8',
  'cache-control',
  'no-store',
  'x-content-type-options',
  'nosniff',
]

/**
 * How long a refused request waits for its 429 (on average). Answering at once lets a client with 50 connections
 * ask again, and be refused again, thousands of times a second, and each refusal still costs the event loop about
 * as much as a cached page: every other visitor waits behind them. Held a second, the same client gets 50 answers
 * a second.
 */
export const HOLD_MS = 1000
/** Most refusals held at once (a timer and a request each); past it, they are answered at once. */
export const MAX_HELD = 1000

type Refusal = { holdMs: number; held: number }

/**
 * 429 with Retry-After: the API's error envelope under /api, a page elsewhere. Written to the socket like a cached
 * page (platform/cached-response.ts): the hooks after this one (helmet's, the API's) and Fastify's reply do not
 * run. Held for `holdMs` first, unless too many are held already.
 */
function refuse(request: FastifyRequest, reply: FastifyReply, waitMs: number, refusal: Refusal) {
  const hold = refusal.held < MAX_HELD ? refusal.holdMs : 0
  const seconds = Math.max(1, Math.ceil((waitMs - hold / 2) / 1000))
  const api = isApi(request)
  const body = api
    ? JSON.stringify({ success: false, message: tooManyMessage(seconds) })
    : tooManyPage(seconds)
  const headers = [
    ...(api ? API_HEADERS : PAGE_HEADERS),
    'retry-after',
    String(seconds),
    'content-length',
    String(Buffer.byteLength(body)),
    'x-request-id',
    request.id,
  ]
  reply.hijack()
  const response = reply.raw
  const send = () => {
    if (response.destroyed || response.headersSent) return
    response.writeHead(429, headers)
    response.end(request.method === 'HEAD' ? undefined : body)
  }
  if (hold === 0) return send()
  refusal.held += 1
  // Between half and one and a half times the hold: refusals held alike would come back, and be asked again,
  // all at the same moment.
  setTimeout(
    () => {
      refusal.held -= 1
      send()
    },
    hold * (0.5 + Math.random()),
  )
}

/** Requests of one client's uncached work that run at once; the others wait their turn (see createTurns). */
export const RUNNING_PER_CLIENT = 2
/** Requests of one client that may wait for their turn; past it they are refused. */
export const WAITING_PER_CLIENT = 100
/** Requests that may wait for their turn, of all clients together. */
export const WAITING_IN_ALL = 2_000

type Waiting = { response: ServerResponse; start: () => void }
type Line = { running: number; waiting: Waiting[] }

/**
 * Turns per client: at most `runningPerClient` requests of a client's uncached work run at once, and the others
 * wait (in order) until one of them is answered. A client's budget bounds how much work it gets; its turns bound
 * how much of it runs at once, so that a burst (a flood's first second, an office's fifty browsers after a write)
 * is spread out instead of taking the event loop from everyone else. Nothing is kept for a client with nothing
 * running or waiting.
 */
export function createTurns({
  runningPerClient = RUNNING_PER_CLIENT,
  waitingPerClient = WAITING_PER_CLIENT,
  waitingInAll = WAITING_IN_ALL,
} = {}) {
  const lines = new Map<string, Line>()
  let waitingCount = 0

  function begin(key: string, line: Line, { response, start }: Waiting) {
    line.running += 1
    response.once('close', () => release(key, line))
    start()
  }

  function release(key: string, line: Line) {
    line.running -= 1
    while (line.running < runningPerClient && line.waiting.length > 0) {
      const next = line.waiting.shift()!
      waitingCount -= 1
      // A client that left while waiting: its turn goes to the next.
      if (!next.response.destroyed) begin(key, line, next)
    }
    if (line.running === 0 && line.waiting.length === 0) lines.delete(key)
  }

  return {
    /**
     * Runs `start` now, or once the client's turn comes (`response` closing ends the turn); false, without
     * running it, when too many requests are waiting already.
     */
    enter(key: string, response: ServerResponse, start: () => void): boolean {
      let line = lines.get(key)
      if (!line) {
        line = { running: 0, waiting: [] }
        lines.set(key, line)
      }
      if (line.running < runningPerClient) {
        begin(key, line, { response, start })
        return true
      }
      if (line.waiting.length >= waitingPerClient || waitingCount >= waitingInAll) return false
      line.waiting.push({ response, start })
      waitingCount += 1
      return true
    },
    /** Clients with requests running or waiting. */
    get size() {
      return lines.size
    },
    get waiting() {
      return waitingCount
    },
  }
}

export type ClientLimitsOptions = {
  settings: ClientLimitSettings
  /** The page and response caches: a hit left to the route (a revalidation, another spelling) is not charged. */
  answers: CachedAnswers
  /** Whether X-Forwarded-For is trusted (TRUST_PROXY): request.ip then follows it. */
  trustProxy: boolean
  /** Whether the request is a signed-in person's (known once the API has checked its token). */
  isSignedIn: (request: FastifyRequest) => boolean
  log: FastifyBaseLogger
  maxClients?: number
  now?: () => number
  /** How long a refusal is held (HOLD_MS; tests may shorten it). */
  holdMs?: number
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What an anonymous write to the route costs, when not COST.write (a route that runs argon2: COST.password). */
    clientLimitCost?: number
  }
  interface FastifyRequest {
    /** The units a request carrying credentials will cost if they turn out not to be a signed-in person's. */
    clientLimitCost: number
  }
  interface FastifyInstance {
    clientLimits: ClientBuckets | undefined
  }
}

/**
 * Registers the limits on the app (at its root, right after the page cache's hook, so that cache hits never reach
 * them). A request is charged, and past its client's budget refused with 429, in the first onRequest hook after
 * routing: before helmet, authentication, body parsing and rendering. Requests to the API that carry
 * credentials are decided after the API has checked them (preParsing, still before the body is read): a signed-in
 * person's are never charged, so an editor's work is never held up by a flood from their own office's address;
 * credentials that are not valid make the request an anonymous one, charged like the rest (after the answer, when
 * the API refused it at once).
 */
export function registerClientLimits(app: FastifyInstance, options: ClientLimitsOptions): ClientBuckets {
  const { answers, isSignedIn, log, trustProxy } = options
  const buckets = createClientBuckets({
    ...options.settings,
    maxClients: options.maxClients,
    now: options.now,
  })
  app.decorate('clientLimits', buckets)
  app.decorateRequest('clientLimitCost', 0)
  const refusal: Refusal = { holdMs: options.holdMs ?? HOLD_MS, held: 0 }
  const turns = createTurns()

  let warnedOfProxy = false
  // One warning when refusals start, then at most one a minute with their count: a flood logs a few lines.
  let refused = 0
  let loggedAt = Number.NEGATIVE_INFINITY
  const noteRefusal = (key: string) => {
    refused += 1
    const at = Date.now()
    if (at - loggedAt < 60_000) return
    log.warn(
      { client: key, refused },
      'client limits: answered 429 to a client spending more uncached work than its budget (count since the last such line)',
    )
    refused = 0
    loggedAt = at
  }

  /**
   * The address the budget is kept under; undefined when the request came through a proxy the server does not
   * trust (every visitor would then share the proxy's address and budget: the limits stand aside, and say so once).
   */
  const keyOf = (request: FastifyRequest): string | undefined => {
    if (!trustProxy && request.headers['x-forwarded-for'] !== undefined) {
      if (isInternalAddress(request.socket.remoteAddress)) {
        if (!warnedOfProxy) {
          warnedOfProxy = true
          log.warn(
            'client limits: requests arrive through a proxy (X-Forwarded-For from a local address) but TRUST_PROXY is ' +
              'not set, so every visitor would share the proxy’s budget: the limits are off for them until TRUST_PROXY is set',
          )
        }
        return undefined
      }
    }
    return clientKey(request.ip)
  }

  app.addHook('onRequest', function limitClient(request, reply, done) {
    const cost = classify(request, answers)
    if (cost === FREE) return done()
    // Whether credentials are a signed-in person's is known once the API has checked them (below).
    if (request.headers.authorization !== undefined && isApi(request)) {
      request.clientLimitCost = cost
      return done()
    }
    const key = keyOf(request)
    if (key === undefined) return done()
    const wait = buckets.take(key, cost)
    if (wait === 0 && turns.enter(key, reply.raw, done)) return
    noteRefusal(key)
    refuse(request, reply, wait, refusal)
  })

  app.addHook('preParsing', function limitUnknownCredentials(request, reply, payload, done) {
    const cost = request.clientLimitCost
    if (cost === 0) return done(null, payload)
    request.clientLimitCost = 0
    const key = isSignedIn(request) ? undefined : keyOf(request)
    if (key === undefined) return done(null, payload)
    const wait = buckets.take(key, cost)
    if (wait === 0 && turns.enter(key, reply.raw, () => done(null, payload))) return
    noteRefusal(key)
    refuse(request, reply, wait, refusal)
  })

  // Credentials the API refused at once (401, 403) never reach preParsing: their work is charged once done.
  app.addHook('onResponse', function chargeRefusedCredentials(request, _reply, done) {
    const cost = request.clientLimitCost
    if (cost !== 0 && !isSignedIn(request)) {
      const key = keyOf(request)
      if (key !== undefined) buckets.charge(key, cost)
    }
    done()
  })

  return buckets
}
