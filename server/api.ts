import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import type { Admin } from '../features/auth/auth.schema'
import { auditRoutes } from '../features/audit/audit.routes'
import { auditWrites } from '../features/audit/audit-writes'
import { AUTH_CHANNEL, parseAuthChange } from '../features/auth/auth-changes'
import { authRoutes } from '../features/auth/auth.routes'
import { TWO_FACTOR_SETUP_REQUIRED } from '../features/auth/two-factor.schema'
import { contactRoutes } from '../features/contact/contact.routes'
import { systemRoutes } from '../features/system/system.routes'
import { uploadRoutes } from '../features/media/upload.routes'
import { importRemoteImages } from '../features/media/remote-image-fields'
import { newsletterRoutes } from '../features/newsletter/newsletter.routes'
import { mailRoutes } from '../features/mail/mail.routes'
import { privacyRoutes } from '../features/privacy/privacy.routes'
import { staffRoutes } from '../features/staff/staff.routes'
import { scheduleRoutes } from '../features/schedules/schedule.routes'
import { backupRoutes } from '../features/backups/backup.routes'
import type { BackupService } from '../features/backups/backup.service'
import type { DatabaseHandle } from '../platform/db/database'
import { allows, NOT_ALLOWED_MESSAGE } from '../platform/auth/access'
import { AppError } from '../platform/errors'
import { listenForNotifications, type NotificationListener } from '../platform/db/listen'
import { healthRoutes } from './health.routes'
import { rejectUnstorableInput } from '../platform/http/input-guard'
import {
  acceptEmptyJsonBody,
  apiValidatorCompiler,
  documentOptionalBodies,
} from '../platform/http/request-body'
import type { AppServices } from './services'
import { CONTENT_MODULES, CONTENT_TYPES } from './content-types'
import { contentWrites } from './content-writes'
import { historyRoutes } from '../features/history/history.routes'
import { trashRoutes } from '../features/trash/trash.routes'
import { redirectRoutes } from '../features/redirects/redirects.routes'
import { type ChangeFeed, changeStreamRoutes } from '../platform/change-feed'
import { draftRoutes } from '../features/drafts/drafts.routes'
import { type ContentEditing, registerContentRoutes } from '../platform/content-modules'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person, when the request carries a valid bearer token of an open session. */
    admin: Admin | null
    /** Their session, which the token names. */
    sessionId: string | null
    /** The bearer token itself (answered back when credentials change but the session stays). */
    token: string | null
  }
}

const BEARER = /^Bearer\s+([\w-]+\.[\w-]+\.[\w-]*)$/i

export async function registerApi(
  app: FastifyInstance,
  deps: {
    services: AppServices
    /** Backups, made by the job worker; the app builds them with the configuration (BACKUP_DIR, BACKUP_SCHEDULE). */
    backups: BackupService
    database: DatabaseHandle
    version: string
    mapTileUrl: string
    /** The changes the back-office's open lists are told of (GET /api/changes/stream). */
    changeFeed: ChangeFeed
  },
) {
  const { services } = deps
  listenForAuthChanges(app, deps)
  await app.register(
    async (api) => {
      // A POST whose body is optional (signing out) accepts none: no body, or zero bytes of JSON.
      api.setValidatorCompiler(apiValidatorCompiler)
      acceptEmptyJsonBody(api)
      // Response schemas document the API; replies are plain JSON (no second validation on the way out).
      api.setSerializerCompiler(() => (data) => JSON.stringify(data))
      api.decorateRequest('admin', null)
      api.decorateRequest('sessionId', null)
      api.decorateRequest('token', null)

      api.addHook('onRoute', (route) => {
        if (route.url.startsWith('/api/docs') || route.url === '/api/openapi.json') {
          route.config = { ...route.config, public: true }
        }
      })
      // Every staff write and its audit entry commit together.
      api.addHook(
        'onRoute',
        auditWrites(deps.database.db, async (db, entity, entityId) => {
          const type = services.contentStore.typeNamed(entity)
          return type && services.contentStore.titleOfItem(db, type, entityId)
        }),
      )
      // Every write of a content item keeps its history, and a deleted item goes to the trash (same unit of work).
      api.addHook(
        'onRoute',
        contentWrites({
          db: deps.database.db,
          types: CONTENT_TYPES,
          store: services.contentStore,
          revisions: services.revisions,
          trash: services.trash,
        }),
      )
      // Every write that takes image fields imports those given by web address before it saves.
      api.addHook('onRoute', importRemoteImages(services.remoteImages, services.storage))

      await api.register(fastifySwagger, {
        openapi: {
          openapi: '3.1.0',
          info: {
            title: 'Switchboard API',
            version: deps.version,
            description:
              'REST API of the Switchboard website and back-office. Successful answers are `{ success: true, data }`; ' +
              'errors are `{ success: false, message, errors? }` with a status that says what happened.',
          },
          components: {
            securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
          },
        },
        transform: jsonSchemaTransform,
        transformObject: documentOptionalBodies,
      })
      await api.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: true })

      api.addHook('onRequest', async (request) => {
        const header = request.headers.authorization
        let rejected = false
        if (header) {
          const token = BEARER.exec(header)?.[1]
          const signedIn = token ? await services.auth.authenticate(token) : undefined
          if (signedIn) {
            request.admin = signedIn.admin
            request.sessionId = signedIn.sessionId
            request.token = token!
          }
          rejected = !signedIn
        }
        const { config } = request.routeOptions
        if (config.public) return
        if (!request.admin) {
          throw AppError.unauthorized(
            rejected
              ? 'Your session is invalid or has expired. Please sign in again.'
              : 'Authentication required. Please sign in.',
          )
        }
        // A staff route without a declaration is refused to everyone: a forgotten access list fails closed.
        if (!config.access || !allows(config.access, request.admin.role)) {
          throw AppError.forbidden(NOT_ALLOWED_MESSAGE)
        }
        // Their role requires two-factor sign-in and they have not set it up: only enrolling and leaving are open.
        if (request.admin.twoFactorSetupRequired && !config.beforeTwoFactor) {
          throw AppError.forbidden(TWO_FACTOR_SETUP_REQUIRED)
        }
      })
      // Where all request input enters: text the database cannot store never reaches a route.
      api.addHook('preValidation', rejectUnstorableInput)

      api.get('/openapi.json', { schema: { hide: true } }, async () => api.swagger())
      await api.register(
        healthRoutes(deps.database, {
          schedules: () => services.schedules.summary(),
          backups: () => deps.backups.status(),
        }),
      )
      await api.register(authRoutes, {
        auth: services.auth,
        passwordReset: services.passwordReset,
        sessions: services.sessions,
      })
      // Every content type's routes (server/content-types.ts).
      await registerContentRoutes(api, CONTENT_MODULES, services)
      await api.register(historyRoutes, { revisions: services.revisions, types: CONTENT_TYPES })
      await api.register(trashRoutes, { trash: services.trash })
      await api.register(redirectRoutes, { redirects: services.redirects })
      await api.register(changeStreamRoutes, { feed: deps.changeFeed })
      await api.register(draftRoutes, {
        drafts: services.drafts,
        editing: CONTENT_MODULES.flatMap((module) =>
          module.editing ? [{ ...module.type, editing: module.editing as ContentEditing }] : [],
        ),
      })
      await api.register(uploadRoutes, { uploads: services.uploads })
      await api.register(contactRoutes, { contact: services.contact })
      await api.register(newsletterRoutes, {
        newsletter: services.newsletter,
        announcements: services.announcements,
      })
      await api.register(mailRoutes, { mail: services.mail, mailSettings: services.mailSettings })
      await api.register(privacyRoutes, { privacy: services.privacy })
      await api.register(auditRoutes, { audit: services.audit })
      await api.register(scheduleRoutes, { schedules: services.schedules })
      await api.register(backupRoutes, { backups: deps.backups })
      await api.register(staffRoutes, {
        staff: services.staff,
        invitations: services.invitations,
        rememberDevice: services.auth.rememberDevice,
      })
      await api.register(systemRoutes, {
        version: deps.version,
        database: deps.database,
        uploads: services.uploads,
        mapTileUrl: deps.mapTileUrl,
      })

      // '/' too: /api and /api/ are not matched by '/*'.
      for (const url of ['/', '/*']) {
        api.all(url, { config: { public: true }, schema: { hide: true } }, async (request, reply) =>
          reply
            .status(404)
            .send({ success: false, message: `No API route for ${request.method} ${request.url}` }),
        )
      }
    },
    { prefix: '/api' },
  )
}

/**
 * With several servers on one PostgreSQL, what one of them (or the command line) changes about sessions, people
 * or the security settings is heard by every other on a LISTEN connection of their own, and forgotten
 * (features/auth/auth-changes.ts). While that connection is down nothing is kept, and what was kept is forgotten:
 * a change made meanwhile would not be heard.
 */
function listenForAuthChanges(
  app: FastifyInstance,
  deps: { services: AppServices; database: DatabaseHandle },
) {
  const url = deps.database.url
  if (!url) return
  const { sessions } = deps.services
  sessions.cache.suspend()
  const listener = listenForNotifications({
    url,
    channel: AUTH_CHANNEL,
    onMessage: (payload) => {
      const change = parseAuthChange(payload)
      if (change) sessions.heard(change)
    },
    onListening: () => sessions.cache.resume(),
    onLost: () => sessions.cache.suspend(),
    log: (message) => app.log.warn(`signed-in cache: ${message}`),
  })
  app.decorate('authListener', listener)
  app.addHook('onReady', async () => listener.ready)
  app.addHook('onClose', async () => listener.close())
}

declare module 'fastify' {
  interface FastifyInstance {
    /** On PostgreSQL: the connection that hears other servers' changes to sessions (tests end it). */
    authListener?: NotificationListener
  }
}
