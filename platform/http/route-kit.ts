import rateLimit from '@fastify/rate-limit'
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
} from 'fastify'
import { z } from 'zod'
import type { Access } from '../auth/access'
import { sendPage } from '../cached-response'
import type { ContentArea } from '../content-changes'
import { AppError } from '../errors'
import { IdParamsSchema } from '../fields'
import type { ResponseCache } from '../response-cache'
import { errorResponses, ok } from './envelope'
import {
  type Noun,
  OrderAnswerSchema,
  type OrderedRows,
  orderAuditEntry,
  OrderSchema,
  saveOrder,
} from '../ordering'
import { type Pagination, PaginationSchema } from '../pagination'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes are for staff unless they say otherwise: a forgotten flag fails closed. */
    public?: boolean
    /** The roles that may call a staff route; a route without it is refused to everyone (and fails its test). */
    access?: Access
    /** Open to a person whose role requires two-factor sign-in before they have set it up (enrol, sign out). */
    beforeTwoFactor?: boolean
    /** How a write is recorded in the audit log (false: it is no write, such as a preview). */
    audit?: AuditOptions | false
  }
}

/** What the audit log says of a write, when the defaults (entity from the URL, action from the method) fall short. */
export interface AuditOptions {
  /** What is acted on ('services', 'contact'…); by default the URL's fixed segments joined by '/'. */
  entity?: string
  /** What was done; by default create, update or delete by the method. */
  action?: string
  /** The record before the write, to tell which fields changed and how. */
  before?: (request: FastifyRequest) => Promise<unknown>
  /** Record after the handler in a transaction of its own: a write that is no database write (file uploads). */
  outsideTransaction?: boolean
  /** Whether this call writes nothing after all (an import's dry run): no entry. */
  skip?: (request: FastifyRequest) => boolean
  /** Fields of the entry the route knows better (who, when the caller is someone who just joined). */
  describe?: (request: FastifyRequest, answer: unknown) => Record<string, unknown>
}

type Schema = z.ZodType | undefined
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : unknown
type Awaitable<T> = T | Promise<T>

/** The parameters a URL names (`/categories/:id/events/:eventId` → `{ id: string; eventId: string }`). */
type PathParams<Url extends string> = Url extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<Rest>
  : Url extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : unknown

/** A handler's request, typed from the route's schemas (params: from the URL unless a schema is given). */
export type RouteRequest<
  Url extends string,
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
> = FastifyRequest<{
  Params: P extends z.ZodType ? z.output<P> : PathParams<Url>
  Querystring: Parsed<Q>
  Body: Parsed<B>
}>

type Handler<Url extends string, P extends Schema, Q extends Schema, B extends Schema, T> = (
  request: RouteRequest<Url, P, Q, B>,
  reply: FastifyReply,
) => Awaitable<T>

interface RouteOptions<P extends Schema, Q extends Schema, B extends Schema> {
  summary: string
  description?: string
  /** Anyone may call it. Without it the route is for staff: bearer token and the usual errors. */
  public?: boolean
  /** The roles that may call it, when not those its plugin names (apiRoutes). */
  access?: Access
  /** Open too while the caller must still set up two-factor sign-in (only what enrolling and leaving need). */
  beforeTwoFactor?: boolean
  /** How the audit log records this write (staff writes are all recorded; see AuditOptions). */
  audit?: AuditOptions | false
  /** By default each parameter the URL names is a string of at most 100 characters (an id). */
  params?: P
  querystring?: Q
  body?: B
  /** The success status: 200 unless said (201 for a create, 202 for work started and carried out later). */
  status?: 200 | 201 | 202
  /** The error responses it documents: by default all of errorResponses when secured, none when public. */
  errors?: Record<number, z.ZodType>
  consumes?: readonly string[]
  produces?: readonly string[]
  /** More route config, such as a rate limit. */
  config?: FastifyContextConfig
  /**
   * A public read of the website's content, made of these content areas: anonymous GETs are answered from the
   * response cache (compressed once, ETag and 304), which forgets them at a write of one of the areas.
   */
  cache?: readonly ContentArea[]
}

/** A route that answers `{ success: true, data }`: its handler returns the data. */
export interface DataRoute<
  Url extends string,
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  D extends z.ZodType,
> extends RouteOptions<P, Q, B> {
  data: D
  handler: Handler<Url, P, Q, B, z.output<D>>
}

/** A route that answers something else (more than data, or not JSON): its handler returns the whole body. */
export interface BodyRoute<
  Url extends string,
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  R extends z.ZodType,
> extends RouteOptions<P, Q, B> {
  response: R
  handler: Handler<Url, P, Q, B, z.output<R>>
}

type Declare = <
  Url extends string,
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
  D extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
>(
  url: Url,
  route: DataRoute<Url, P, Q, B, D> | BodyRoute<Url, P, Q, B, R>,
) => void

type Item<T extends z.ZodType> = z.output<T>

/** The standard operations of a resource, as its service offers them. */
export interface ResourceService<T, I, U> {
  create(input: I): Promise<T>
  update(id: string, input: U): Promise<T>
  remove(id: string): Promise<void>
}

interface Operation {
  summary: string
  /** Replaces the operation's default error responses. */
  errors?: Record<number, z.ZodType>
}

/** A resource's list / get / create / update / delete routes: what each says, and how list and get read. */
export interface ResourceRoutes<
  T extends z.ZodType,
  I extends z.ZodType,
  U extends z.ZodType,
  L extends Schema,
  G extends Schema,
> {
  /** The content areas the public list and get are made of (RouteOptions.cache). */
  cache?: readonly ContentArea[]
  list: Operation & { querystring?: L; handler: Handler<'', undefined, L, undefined, Item<T>[]> }
  get: Operation & { querystring?: G; handler: Handler<':id', undefined, G, undefined, Item<T>> }
  create: Operation & { body: I }
  update: Operation & { body: U }
  remove: Pick<Operation, 'summary'>
}

/** What a delete answers: the `_id` of what it removed. */
export const DeletedSchema = z.object({ _id: z.string() })

/** Picks some of the documented error responses (400, 401, 404). */
export const errorsOf = (...statuses: (keyof typeof errorResponses)[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorResponses[status]]))

const secured = { security: [{ bearerAuth: [] }] }

const paramNames = (url: string) => Array.from(url.matchAll(/:(\w+)/g), (match) => match[1] as string)

/** The schema of the parameters a URL names, each an id like IdParamsSchema's; none if it names none. */
function pathParams(url: string) {
  const names = paramNames(url)
  return names.length
    ? z.object(Object.fromEntries(names.map((name) => [name, IdParamsSchema.shape.id])))
    : undefined
}

/** Drops the keys left undefined, so that a route's schema holds only what it states. */
const stated = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>

/**
 * Declares API routes in a few lines each: access, documentation and schemas, and a handler that returns the
 * answer's data (the kit wraps it in the envelope and sets the status).
 */
export class RouteKit {
  constructor(
    /** The plugin's Fastify instance, for what is not a route (plugins such as multipart). */
    readonly app: FastifyInstance,
    private readonly tags: string[],
    /** Who may call this plugin's staff routes, unless a route says otherwise. */
    private readonly access: Access,
  ) {}

  readonly get: Declare = (url, route) => this.add('GET', url, route)
  readonly post: Declare = (url, route) => this.add('POST', url, route)
  readonly put: Declare = (url, route) => this.add('PUT', url, route)
  readonly patch: Declare = (url, route) => this.add('PATCH', url, route)
  readonly delete: Declare = (url, route) => this.add('DELETE', url, route)

  private tooMany: ((ttlMs: number) => AppError) | undefined

  /**
   * Lets this plugin's routes ask for a rate limit (config.rateLimit); the others have none. Counted after
   * validation (preHandler), so a visitor correcting a form mistake is not throttled; keyed by request.ip, which
   * follows X-Forwarded-For only when TRUST_PROXY is set. Past the limit: 429 with this message (or the message
   * for the seconds left) and Retry-After.
   */
  async rateLimits(message: string | ((retryAfterSeconds: number) => string)) {
    const tooMany = (ttlMs: number) => {
      const seconds = Math.max(1, Math.ceil(ttlMs / 1000))
      return AppError.tooManyRequests(typeof message === 'string' ? message : message(seconds), seconds)
    }
    this.tooMany = tooMany
    await this.app.register(rateLimit, {
      global: false,
      hook: 'preHandler',
      errorResponseBuilder: (_request, context) => tooMany(context.ttl),
    })
  }

  /**
   * A further limit, keyed by what the request says rather than where it comes from (an account named in the
   * body): a handler awaits it with its request, and past the limit it throws the 429 of rateLimits().
   */
  limiter<Body>(options: { max: number; timeWindow: number; key: (body: Body) => string }) {
    const tooMany = this.tooMany
    if (!tooMany) throw new Error('call rateLimits() before limiter()')
    const check = this.app.createRateLimit({
      max: options.max,
      timeWindow: options.timeWindow,
      keyGenerator: (request) => options.key(request.body as Body),
    })
    return async (request: FastifyRequest<{ Body: Body }>) => {
      const result = await check(request as FastifyRequest)
      if (!result.isAllowed && result.isExceeded) throw tooMany(result.ttl)
    }
  }

  /**
   * The standard routes of a resource at `path`: a public list and get (404 when missing), and for
   * administrators create (201), update and delete (answering the deleted `_id`) through the service.
   */
  resource<
    T extends z.ZodType,
    I extends z.ZodType,
    U extends z.ZodType,
    L extends Schema = undefined,
    G extends Schema = undefined,
  >(
    path: string,
    service: ResourceService<Item<T>, z.output<I>, z.output<U>>,
    item: T,
    { cache, list, get, create, update, remove }: ResourceRoutes<T, I, U, L, G>,
  ) {
    const one = `${path}/:id` as const
    // The record as a signed-in person reads it: what the audit log compares the update with.
    const current = (request: FastifyRequest) =>
      Promise.resolve(get.handler(request as never, undefined as never))
    this.get(path, { public: true, cache, data: z.array(item), ...list })
    this.get(one, { public: true, cache, data: item, errors: errorsOf(404), ...get })
    this.post(path, {
      status: 201,
      data: item,
      ...create,
      // The body was parsed by I (fastify's request typing does not resolve it for a generic schema).
      handler: (request) => service.create(request.body as z.output<I>),
    })
    this.put(one, {
      data: item,
      ...update,
      audit: { before: current },
      handler: (request) => service.update(request.params.id, request.body as z.output<U>),
    })
    this.deleteOne(one, remove.summary, ({ id }) => service.remove(id), { audit: { before: current } })
  }

  /**
   * PUT `{path}/order`: a list's new order, every item's id first to last, checked against the items there are
   * (each once, none missing or unknown: 400 saying which) and written at once; the audit log names the item that
   * moved and its new place.
   */
  order(
    path: string,
    {
      noun,
      rows,
    }: {
      noun: Noun
      /** The list's rows, or those of the list the URL's parameters name (a category's products). */
      rows: OrderedRows | ((params: Record<string, string>) => OrderedRows)
    },
  ) {
    this.put(`${path}/order`, {
      summary:
        `Set the order of the ${noun.many}: \`ids\` names every one, first to last (\`moved\`: the one moved, ` +
        'for the audit log). All or nothing; 400 for an id named twice, missing or unknown.',
      body: OrderSchema,
      data: OrderAnswerSchema,
      audit: {
        entity: path
          .split('/')
          .filter((segment) => segment && !segment.startsWith(':'))
          .join('/'),
        describe: (_request, answer) => orderAuditEntry(answer as z.output<typeof OrderAnswerSchema>),
      },
      handler: (request) =>
        saveOrder(
          typeof rows === 'function' ? rows(request.params as Record<string, string>) : rows,
          request.body,
          noun,
        ),
    })
  }

  /**
   * A paged list (the back-office's searched lists): `querystring` says its search, filters and page, the handler
   * answers that page's `{ data, pagination }`, sent as `{ success: true, data, pagination }`.
   */
  page<Url extends string, Q extends z.ZodType, I extends z.ZodType>(
    url: Url,
    {
      item,
      handler,
      ...route
    }: Omit<RouteOptions<undefined, Q, undefined>, 'querystring'> & {
      querystring: Q
      /** One row of the page. */
      item: I
      handler: Handler<Url, undefined, Q, undefined, { data: z.output<I>[]; pagination: Pagination }>
    },
  ) {
    this.get(url, {
      ...route,
      response: ok(z.array(item)).extend({ pagination: PaginationSchema }),
      handler: async (request, reply) => ({ success: true as const, ...(await handler(request, reply)) }),
    })
  }

  /** A delete for administrators: removes what the URL's last parameter names, and answers its `_id`. */
  deleteOne<Url extends string>(
    url: Url,
    summary: string,
    remove: (params: PathParams<Url>, request: FastifyRequest) => Promise<void>,
    options: Pick<RouteOptions<undefined, undefined, undefined>, 'access' | 'beforeTwoFactor' | 'audit'> = {},
  ) {
    const last = paramNames(url).at(-1) as string
    this.delete(url, {
      ...options,
      summary,
      data: DeletedSchema,
      handler: async (request) => {
        const params = request.params as PathParams<Url> & Record<string, string>
        await remove(params, request as FastifyRequest)
        return { _id: params[last] as string }
      },
    })
  }

  private add<Url extends string, P extends Schema, Q extends Schema, B extends Schema>(
    method: HTTPMethods,
    url: Url,
    route: DataRoute<Url, P, Q, B, z.ZodType> | BodyRoute<Url, P, Q, B, z.ZodType>,
  ) {
    const { status = 200, handler } = route
    const wrap = 'data' in route
    const answer = async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await handler(request as RouteRequest<Url, P, Q, B>, reply)
      return wrap ? { success: true, data: result } : result
    }
    const cached = route.public && method === 'GET' && route.cache ? cachedAnswer(route, answer) : undefined
    this.app.route({
      method,
      url,
      config: route.public
        ? { ...route.config, public: true, audit: route.audit }
        : {
            ...route.config,
            access: route.access ?? this.access,
            audit: route.audit,
            ...(route.beforeTwoFactor ? { beforeTwoFactor: true } : {}),
          },
      schema: stated({
        tags: this.tags,
        summary: route.summary,
        description: route.description,
        ...(route.public ? {} : secured),
        params: route.params ?? pathParams(url),
        querystring: route.querystring,
        body: route.body,
        consumes: route.consumes,
        produces: route.produces,
        response: {
          [status]: wrap ? ok(route.data) : route.response,
          ...(route.errors ?? (route.public ? {} : errorResponses)),
        },
      }),
      handler: async (request, reply) => {
        if (cached && request.headers.authorization === undefined && request.server.responseCache) {
          return cached(request.server.responseCache, request, reply)
        }
        const result = await answer(request, reply)
        if (status !== 200) reply.status(status)
        return result
      },
    })
  }
}

/** What the answers of a cached public read are sent with: a CDN may keep them briefly, browsers ask each time. */
export const PUBLIC_ANSWER_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'public, max-age=0, s-maxage=10, must-revalidate',
  // A signed-in person's answer may differ (inactive records): a cache keeps the anonymous one for anonymous asks.
  vary: 'Accept-Encoding, Authorization',
}

/**
 * How a cached public read answers an anonymous GET: from the response cache of its areas, under its path and the
 * query parameters the route reads (its schema's, as validated, in order): `?utm_source=…` or a parameter the
 * route ignores reaches the same answer, and each query the route does read is an answer of its own (each cache
 * keeps at most a few hundred). The body is byte-for-byte what the route answers uncached.
 */
function cachedAnswer(
  route: RouteOptions<Schema, Schema, Schema>,
  answer: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  const areas = route.cache!
  const schema = route.querystring
  const names = schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : []
  return async (responses: ResponseCache, request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?', 1)[0]!
    const query = request.query as Record<string, unknown> | undefined
    const parts = names.flatMap((name) =>
      query?.[name] === undefined ? [] : [`${name}=${encodeURIComponent(String(query[name]))}`],
    )
    const key = parts.length ? `${path}?${parts.join('&')}` : path
    const page = await responses.for(areas).get(
      key,
      async () => ({
        status: 200,
        headers: { ...PUBLIC_ANSWER_HEADERS },
        body: Buffer.from(JSON.stringify(await answer(request, reply))),
      }),
      () => true,
    )
    return sendPage(request, reply, page)
  }
}

/**
 * A Fastify plugin of API routes under the given OpenAPI tags; `access` names the roles that may call its staff
 * routes (a route may name others). Public routes say so one by one.
 */
export function apiRoutes<Options extends FastifyPluginOptions>(
  tags: string[],
  access: Access,
  declare: (api: RouteKit, options: Options) => void | Promise<void>,
): FastifyPluginAsync<Options> {
  return async (app, options) => {
    await declare(new RouteKit(app, tags, access), options)
  }
}
