import { SITE_AREAS } from './content-types'
import type { Access } from '../platform/auth/access'
import { isAuditedWrite } from '../features/audit/audit-writes'
import { randomUUID } from 'node:crypto'
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import fastifyHelmet from '@fastify/helmet'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify'
import type { Config } from '../platform/config'
import type { DatabaseHandle } from '../platform/db/database'
import { registerApi } from './api'
import { frameworkErrorHandler, registerErrorHandler } from '../platform/errors'
import { createLocalStorage } from '../platform/media/storage'
import { APP_VERSION } from '../platform/paths'
import {
  type CachedAnswers,
  cachedAnswer,
  cachedPageHook,
  cachedPageListener,
} from '../platform/cached-response'
import { answerHitsOnSockets } from '../platform/http/hits-on-sockets'
import { createHitLogger, createLogDestination } from '../platform/access-log'
import { registerClientLimits } from '../platform/http/client-limits'
import type { PageCache } from '../platform/page-cache'
import { createPublicReads } from './public-reads'
import { createContentCaches } from './content-caches'
import { createChangeFeed } from '../platform/change-feed'
import { createContentChanges } from '../platform/content-changes'
import { cspDirectives } from '../platform/security'
import type { LoadContext } from './load-context'
import { createAppServices } from './services'
import { findCompany } from '../features/company/company.repository'
import { createMailer } from '../platform/mail/mailer'
import { createOutboxQueue } from '../platform/mail/outbox'
import { SCHEDULE_KIND } from '../features/schedules/schedule.repository'
import { createJobQueue, type JobQueue } from '../platform/jobs/jobs'
import { createWorker, type Worker } from '../platform/jobs/worker'
import { newsletterLinkRoutes } from '../features/newsletter/newsletter.links'
import { createNewsletterUpkeep } from '../features/newsletter/newsletter.upkeep'
import { createMailTransport, describeSmtpUrl, type MailTransport } from '../platform/mail/transport'
import { readIslandsScript, registerSsr, type SsrMode } from './ssr'
import { registerPreviewRoutes } from './preview.routes'
import { isMissingPage, NOT_FOUND_AREA } from '../features/redirects/not-found-log'
import { REDIRECTS_AREA } from '../features/redirects/redirect-table'
import {
  BACKUP_CREATE_KIND,
  BACKUP_VERIFY_KIND,
  type BackupEngine,
  type BackupService,
  createBackupService,
} from '../features/backups/backup.service'
import { backupEngine } from '../features/backups/backup.engine'
import { scopedDatabase } from '../platform/db/unit-of-work'

export type BuildAppOptions = {
  config: Config
  database: DatabaseHandle
  /** Serve the React Router app too; API-only tests leave it off. */
  ssr?: SsrMode | false
  logger?: boolean
  /** Where the log goes when `logger` is on: by default standard output, written asynchronously (access-log.ts). */
  logFd?: number
  /**
   * Tests only: let images given by web address be imported from loopback and private addresses, which the tests'
   * own image server has (features/media/remote-image.ts). Deliberately not a configuration variable.
   */
  remoteImages?: { allowPrivateHosts: boolean }
  /** Tests only: how backups are made and verified (a stand-in that fails, or counts); the archive engine if not. */
  backupEngine?: BackupEngine
}

/** The caller's X-Request-Id when it is a plausible one, else a new id. */
function requestId(request: { headers: IncomingHttpHeaders }): string {
  const incoming = request.headers['x-request-id']
  return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID()
}

/** Whether the API found the request's token to be an open session's (server/api.ts). */
const isSignedIn = (request: FastifyRequest) => request.admin !== null && request.admin !== undefined

const LOGS_REQUESTS = new Set(['info', 'debug', 'trace'])

export async function buildApp({
  config,
  database,
  ssr = false,
  logger = true,
  logFd = 1,
  remoteImages,
  backupEngine: engine = backupEngine,
}: BuildAppOptions) {
  // Every write names the area of the content it changed; only the areas the content types declare exist.
  const changes = createContentChanges(SITE_AREAS)
  // Rendered pages, public API answers and the reads both are made of, forgotten by each write on any server.
  const caches = createContentCaches({
    changes,
    // A redirect is answered before any page and shows on none: its writes leave the pages alone.
    notShown: [REDIRECTS_AREA],
    databaseUrl: database.url,
    log: (message) => app.log.warn(message),
  })
  // In development every page renders afresh, so edits show at once; API answers are kept until a write.
  const cache = ssr === 'production' ? caches.pages : undefined
  const answers: CachedAnswers = { pages: cache, responses: caches.responses }
  const log = logger ? createLogDestination(logFd) : undefined
  // Hits are answered before Fastify creates a request, reply and child logger for them; when requests are
  // logged they leave their line in the access log all the same (docs/decisions/0006, 0015).
  const logHit = log && LOGS_REQUESTS.has(config.logLevel) ? createHitLogger(log.write) : undefined
  let hitSockets: ReturnType<typeof answerHitsOnSockets> | undefined
  const app: FastifyInstance = Fastify({
    logger: log ? { level: config.logLevel, stream: log.stream } : false,
    genReqId: requestId,
    ...(ssr !== 'development'
      ? {
          serverFactory: (handler: (request: IncomingMessage, response: ServerResponse) => void) => {
            const server = http.createServer(cachedPageListener(answers, requestId, handler, logHit))
            // What Fastify sets on the server it creates itself (its defaults).
            server.keepAliveTimeout = 72_000
            server.requestTimeout = 0
            server.setTimeout(0)
            // Hits answered from a connection's bytes, before Node's HTTP parser (docs/decisions/0015).
            hitSockets = answerHitsOnSockets(server, {
              answer: (method, url, headers) => cachedAnswer(answers, method, url, headers),
              requestId,
              logHit,
              keepAliveTimeoutMs: server.keepAliveTimeout,
            })
            return server
          },
        }
      : {}),
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkErrorHandler,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: true },
    forceCloseConnections: 'idle',
  })
  registerErrorHandler(app)
  // Every route, as registered: the authorisation test walks it, and the support screen counts it.
  const routeTable: RouteEntry[] = []
  app.decorate('routeTable', routeTable)
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routeTable.push({
        method,
        url: route.url,
        // Read when asked: hooks of inner plugins may still adjust the route's config after this one.
        get isPublic() {
          return route.config?.public === true
        },
        get access() {
          return route.config?.access
        },
        get audited() {
          return isAuditedWrite(route)
        },
      })
    }
  })
  // The request id is in every log line of a request; echoing it lets a user's report be matched to the logs.
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })

  // Before helmet and every other hook: a hit is answered with the headers prepared when it was first sent (the
  // listener above answers hits of a real server first; this hook answers them for app.inject and dev).
  app.addHook('onRequest', cachedPageHook(answers))
  // Then the per-client limits on what costs work (docs/decisions/0016); off in development, where every module
  // the browser loads is a request.
  if (config.clientLimits && ssr !== 'development') {
    registerClientLimits(app, {
      settings: config.clientLimits,
      maxClients: config.clientLimits.maxClients,
      trustProxy: config.trustProxy,
      answers,
      log: app.log,
      isSignedIn,
    })
  }
  app.decorate('responseCache', caches.responses)
  // Listening for other servers' writes before answering from the caches (at once without a shared server).
  app.addHook('onReady', async () => caches.ready)
  // Connections still answered before Node's parser are idle between requests: ended when the server closes.
  app.addHook('preClose', async () => hitSockets?.closeIdle())
  app.addHook('onClose', () => caches.close())
  if (log) app.addHook('onClose', async () => log.flush())

  const directives = cspDirectives(config)
  await app.register(fastifyHelmet, {
    // The Vite dev server injects its own inline scripts and a websocket; the policy applies to built apps.
    contentSecurityPolicy: ssr === 'development' ? false : { useDefaults: false, directives },
    crossOriginEmbedderPolicy: false,
    // Strict-Transport-Security only makes sense when the site is served over HTTPS.
    strictTransportSecurity: config.publicUrl.startsWith('https://') ? { maxAge: 31536000 } : false,
  })

  // One worker for every durable queue (docs/decisions/0021-job-table.md): the mail outbox, recorded by the
  // services, and the job table (schedules, and the work of later issues), from the moment the server listens.
  const workerLog = {
    info: (message: string) => app.log.info(message),
    warn: (message: string) => app.log.warn(message),
  }
  const worker = createWorker({ log: workerLog })
  const jobQueue = createJobQueue({ db: database.db, log: workerLog })
  // Mail: in production without an SMTP server nothing is delivered: mail stays queued until SMTP_URL is set.
  const transport = createMailTransport(config.mail.smtpUrl)
  if (transport.mode === 'smtp' || !config.isProduction)
    worker.add(createOutboxQueue({ db: database.db, transport, log: workerLog }))
  worker.add(jobQueue)
  const outbox = worker
  const mailer = createMailer({
    findCompany,
    from: config.mail.from,
    publicUrl: config.publicUrl,
    wake: () => worker.wake(),
  })
  app.addHook('onReady', async () => {
    // Daily jobs get their next run if they have none (the first start); then due rows run at once (catch-up).
    await jobQueue.ensureDaily().catch((error: Error) => app.log.warn(`jobs: ${error.message}`))
    worker.start()
  })
  app.addHook('onClose', async () => {
    await worker.stop()
    transport.close()
  })
  app.decorate('mail', { transport, outbox })
  app.decorate('jobs', { worker, queue: jobQueue })

  const services = createAppServices({
    db: database.db,
    storage: createLocalStorage(path.join(config.dataDir, 'uploads')),
    jwtSecret: config.jwtSecret,
    log: (message) => app.log.warn(message),
    changes,
    publicUrl: config.publicUrl,
    mailer,
    remoteImages,
    mailDelivery: {
      mode: transport.mode === 'smtp' ? 'smtp' : config.isProduction ? 'none' : 'local',
      server: config.mail.smtpUrl ? describeSmtpUrl(config.mail.smtpUrl) : null,
    },
    wakeJobs: () => worker.wake(),
  })
  // The job kinds this server carries out (platform/jobs/jobs.ts).
  jobQueue.handle(SCHEDULE_KIND, services.schedules.run)
  // Daily upkeep of what content safety keeps (docs/decisions/0022): the trash's 30 days, the revisions' retention.
  jobQueue.every('trash.purge', { hourUtc: 3 }, async () => {
    await services.trash.purgeExpired()
  })
  jobQueue.every('revisions.prune', { hourUtc: 3 }, async () => {
    await services.revisions.prune(new Date(), config.revisions)
  })
  // After the purge and the pruning (which release what only they held): the uploads nothing has ever used.
  jobQueue.every('media.collect', { hourUtc: 4 }, async () => {
    await services.collectUnusedUploads()
  })
  // Backups (docs/product.md#backups): every day at BACKUP_SCHEDULE's time unless off, or when an owner asks; each
  // verified by a trial restore, then retention. With several servers the daily job's key makes one a day.
  const backups = createBackupService({
    db: scopedDatabase(database.db),
    database: database.db,
    media: services.storage,
    dir: config.backupDir,
    schedule: config.backups.schedule,
    engine,
    wake: () => worker.wake(),
    log: (message) => app.log.warn(message),
  })
  if (config.backups.schedule)
    jobQueue.every(BACKUP_CREATE_KIND, config.backups.schedule, backups.runCreateJob)
  else jobQueue.handle(BACKUP_CREATE_KIND, backups.runCreateJob)
  jobQueue.handle(BACKUP_VERIFY_KIND, backups.runVerifyJob)
  app.decorate('backups', backups)
  app.decorate('services', services)
  // Redirects are answered first, by the fast path, from a table kept in memory (docs/decisions/0023-redirects.md):
  // loaded at start, built again by a redirect write here or, heard through LISTEN/NOTIFY, on another server.
  answers.redirects = services.redirectTable
  caches.onRemoteChange((area) => services.redirectTable.changed(area))
  // The back-office's open lists hear every change, written here (a save, the job worker's scheduled publish) or on
  // another server, and new paths in the 404 log (docs/product.md#live-lists).
  const changeFeed = createChangeFeed()
  changes.onChange((area) => changeFeed.push(area))
  caches.onRemoteChange((area) => changeFeed.push(area))
  services.notFoundLog.onAdded(() => changeFeed.push(NOT_FOUND_AREA))
  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => changeFeed.close())
  app.addHook('onReady', async () => {
    await services.redirectTable.start()
    services.notFoundLog.start()
  })
  app.addHook('onClose', async () => {
    await services.redirectTable.close()
    await services.notFoundLog.close()
  })
  // Public pages that do not exist go to the 404 log (counted in memory, written in batches).
  app.addHook('onResponse', (request, reply, done) => {
    if (isMissingPage(request, reply.statusCode, reply.getHeader('location'))) {
      const referrer = request.headers.referer
      services.notFoundLog.record(request.url, typeof referrer === 'string' ? referrer : undefined)
    }
    done()
  })
  // Reset links asked for just before the end are still recorded while the database is open.
  app.addHook('onClose', () => services.passwordReset.idle())
  // So are the warnings of lockouts asked for just before.
  app.addHook('onClose', () => services.signInGuard.idle())

  await registerApi(app, {
    services,
    backups,
    database,
    version: APP_VERSION,
    mapTileUrl: config.mapTileUrl,
    changeFeed,
  })
  await app.register(newsletterLinkRoutes, { newsletter: services.newsletter })
  // Expired sign-ups, announcements to finish or mark sent: on every server, each step safe to run at once.
  const upkeep = createNewsletterUpkeep({
    newsletter: services.newsletter,
    announcements: services.announcements,
    log: { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
  })
  app.addHook('onReady', async () => upkeep.start())
  app.addHook('onClose', async () => upkeep.stop())

  await app.register(fastifyStatic, {
    root: path.join(config.dataDir, 'uploads'),
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(res) {
      // Upload names are unique per content, so a cached copy never goes stale.
      res.setHeader('cache-control', 'public, max-age=31536000, immutable')
      res.setHeader('x-content-type-options', 'nosniff')
    },
  })

  if (ssr) {
    const loadContext: LoadContext = {
      reads: createPublicReads(services, ssr === 'production' ? caches.reads : undefined),
      newsletterLinks: {
        confirmationLink: (token) => services.newsletter.confirmationLink(token),
        unsubscribeLink: (token) => services.newsletter.unsubscribeLink(token),
      },
      site: {
        publicUrl: config.publicUrl,
        mapTileUrl: config.mapTileUrl,
        ...(ssr === 'production' ? { islandsScript: readIslandsScript() } : {}),
      },
    }
    app.decorate('pageCache', cache)
    const render = await registerSsr(app, {
      mode: ssr,
      getLoadContext: () => loadContext,
      csp: ssr === 'development' ? undefined : directives,
      cache,
    })
    await registerPreviewRoutes(app, { db: database.db, services, render, loadContext })
  }
  return app
}

export type RouteEntry = {
  method: string
  url: string
  isPublic: boolean
  /** The roles a staff route declares (undefined: none declared, so refused to everyone). */
  access: Access | undefined
  /** Whether the audit log records it (a staff write). */
  audited: boolean
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[]
    pageCache: PageCache | undefined
    services: ReturnType<typeof createAppServices>
    /** `outbox` is the server's one worker (mail and jobs): waking or draining it handles both. */
    mail: { transport: MailTransport; outbox: Worker }
    jobs: { worker: Worker; queue: JobQueue }
    backups: BackupService
  }
}
