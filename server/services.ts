import { createAuditService } from '../features/audit/audit.service'
import { createAuthService } from '../features/auth/auth.service'
import { createDeviceCookies } from '../features/auth/device-cookies'
import { createPasswordResetService } from '../features/auth/password-reset.service'
import { createSessions } from '../features/auth/sessions'
import { createSignInGuard } from '../features/auth/sign-in-guard'
import { createTokenService } from '../features/auth/tokens'
import { createChallenges } from '../features/auth/two-factor.codes'
import { createTwoFactorService } from '../features/auth/two-factor.service'
import { findCompany } from '../features/company/company.repository'
import { createContactService } from '../features/contact/contact.service'
import { createMailer, type Mailer } from '../platform/mail/mailer'
import { createMailService, type MailServiceDeps } from '../features/mail/mail.service'
import { createMailSettingsService } from '../features/mail/mail-settings.service'
import { CONTENT_MODULES, CONTENT_TYPES, SITE_AREAS } from './content-types'
import { createMediaReleaser, createUnusedUploadCollector } from '../features/media/media.references'
import { createUploadService } from '../features/media/upload.service'
import { createRemoteImages, type RemoteImageOptions } from '../features/media/remote-image'
import { createAnnouncementService } from '../features/newsletter/announcement.service'
import { createNewsletterService } from '../features/newsletter/newsletter.service'
import { createPrivacyService } from '../features/privacy/privacy.service'
import { createInvitationService } from '../features/staff/invitation.service'
import { createStaffService } from '../features/staff/staff.service'
import { createScheduleService } from '../features/schedules/schedule.service'
import { type ContentChanges, createContentChanges } from '../platform/content-changes'
import { type ContentEditing, contentServices } from '../platform/content-modules'
import { auditEntityNames, mediaTables } from '../platform/content-types'
import { createContentStore } from '../platform/content-store'
import { createAddresses } from '../platform/addresses'
import { createRevisionsService } from '../features/history/revisions.service'
import { deleteItemRevisions } from '../features/history/revisions.repository'
import { createTrashService } from '../features/trash/trash.service'
import { createNotFoundLog } from '../features/redirects/not-found-log'
import { createRedirectTable, type RedirectSource } from '../features/redirects/redirect-table'
import { createRedirectService } from '../features/redirects/redirects.service'
import { REDIRECT_SOURCES } from './redirect-sources'
import { createDraftsService } from '../features/drafts/drafts.service'
import { deleteItemDrafts } from '../features/drafts/drafts.repository'
import { createPreviewTokens } from '../features/drafts/preview-tokens'
import { mediaOf } from '../platform/content-store'
import type { Database } from '../platform/db/database'
import { scopedDatabase } from '../platform/db/unit-of-work'
import type { MediaStorage } from '../platform/media/storage'

/** Where content is kept whole besides its tables: a file stays while any of them names it (issue 24). */
const CONTENT_DOCUMENTS = [
  { table: 'content_revisions', column: 'content' },
  { table: 'content_drafts', column: 'fields' },
  { table: 'preview_links', column: 'fields' },
  { table: 'trash_groups', column: 'items' },
] as const

type Deps = {
  db: Database
  storage: MediaStorage
  jwtSecret: string
  log?: (message: string) => void
  /** Where content writes are announced; the app passes its own so its caches can listen from the start. */
  changes?: ContentChanges
  /** Where mail is recorded (the outbox); without it, nothing sends mail (tools that only read or seed). */
  mailer?: Mailer
  /** The site's public address (preview links); the mailer's when not given. */
  publicUrl?: string
  /** Where the outbox delivers (for the back-office); without it, kept locally. */
  mailDelivery?: MailServiceDeps['delivery']
  /** How images given by web address are imported (tests let them come from their local server). */
  remoteImages?: Pick<RemoteImageOptions, 'allowPrivateHosts'>
  /** Tells the server's worker that a job was recorded or moved (schedules); without it, the next poll finds it. */
  wakeJobs?: () => void
  /** The redirects derived from content (server/redirect-sources.ts by default). */
  redirectSources?: RedirectSource[]
}

/** The service layer shared by the API routes, the seed and the server-rendered pages. */
export function createAppServices({
  db: database,
  storage,
  jwtSecret,
  log,
  changes = createContentChanges(SITE_AREAS),
  mailer,
  mailDelivery = { mode: 'local', server: null },
  publicUrl = mailer?.publicUrl ?? 'http://localhost',
  remoteImages,
  wakeJobs,
  redirectSources = REDIRECT_SOURCES,
}: Deps) {
  // Inside an API write, every query joins the write's unit of work (platform/db/unit-of-work.ts).
  const db = scopedDatabase(database)
  // A file is released once no media column of any content type names it (server/content-types.ts).
  const releaseMedia = createMediaReleaser(db, storage, mediaTables(CONTENT_TYPES), log, CONTENT_DOCUMENTS)
  const sessions = createSessions(db, createTokenService(jwtSecret))
  // Items whole, for their history, the trash and drafts (platform/content-store.ts).
  const store = createContentStore(CONTENT_TYPES)
  const revisions = createRevisionsService({ db, store, changes, releaseMedia })
  const trash = createTrashService({
    db,
    store,
    changes,
    releaseMedia,
    onRestored: (type, itemId, actor) => revisions.record(type, itemId, 'restore', actor, { always: true }),
    // Gone for good: its history, draft and share links go too, and the media only they held.
    onPurged: async (type, itemId) => [
      ...(await deleteItemRevisions(db, type.name, itemId)).flatMap((content) => mediaOf(type, content)),
      ...(await deleteItemDrafts(db, type.name, itemId)).flatMap((fields) =>
        mediaOf(type, { fields, parts: {} }),
      ),
    ],
  })
  // Every content type's services (server/content-types.ts): services, categories, categoryEvents, products, …
  const content = contentServices(CONTENT_MODULES, { db, changes, releaseMedia })
  const drafts = createDraftsService({
    db,
    store,
    tokens: createPreviewTokens(jwtSecret),
    publicUrl,
    // Each type's edit form saves through its own services (features/<type>/<type>.module.ts `editing`).
    editors: CONTENT_MODULES.flatMap((module) => {
      const editing = module.editing as ContentEditing | undefined
      return editing
        ? [
            {
              type: module.type,
              save: (itemId: string, fields: Record<string, unknown>) =>
                editing.save(content, itemId, fields),
              create: editing.create && {
                save: (input: Record<string, unknown>) => editing.create!.save(content, input),
                // The edit form's fields of what was added: what the draft holds and publishing saves.
                fieldsOf: (input: Record<string, unknown>) =>
                  editing.fields.parse(input) as Record<string, unknown>,
              },
            },
          ]
        : []
    }),
    history: revisions,
  })
  // What the answers of calls that mail someone say became of the mail.
  const delivery = mailDelivery.mode
  const guard = createSignInGuard({
    db,
    devices: createDeviceCookies(jwtSecret),
    mailer,
    secureCookies: mailer?.publicUrl.startsWith('https://') ?? false,
    log,
  })
  const uploads = createUploadService({ storage })
  // Served from memory by the fast path; loaded and kept up to date once the server starts (server/app.ts).
  const redirectTable = createRedirectTable({ db: database, changes, sources: redirectSources, log })
  const twoFactor = createTwoFactorService({ db, sessions, challenges: createChallenges(jwtSecret), guard })
  return {
    changes,
    storage,
    sessions,
    /** The sign-in throttle with device cookies, and the warnings of lockouts it mails (after the answer). */
    signInGuard: guard,
    auth: createAuthService(db, sessions, twoFactor, guard),
    passwordReset: createPasswordResetService({ db, sessions, twoFactor, mailer, delivery, log }),
    ...content,
    uploads,
    /** Removes uploads nothing has used for a day (the daily job `media.collect`). */
    collectUnusedUploads: createUnusedUploadCollector(
      db,
      storage,
      mediaTables(CONTENT_TYPES),
      CONTENT_DOCUMENTS,
      log,
    ),
    /** Images named by web address, imported into the media library when a write saves them. */
    remoteImages: createRemoteImages({ uploads, ...remoteImages }),
    contact: createContactService({ db, mailer, delivery }),
    newsletter: createNewsletterService({ db, mailer }),
    // Tools without a mailer (seed, reads) never send announcements; the stand-in only keeps the type whole.
    announcements: createAnnouncementService({
      db,
      mailer: mailer ?? createMailer({ findCompany, publicUrl: 'http://localhost' }),
      delivery,
    }),
    mail: createMailService({ db, delivery: mailDelivery, wake: () => mailer?.wake() }),
    mailSettings: createMailSettingsService({ db }),
    privacy: createPrivacyService({ db, publicUrl: mailer?.publicUrl }),
    contentStore: store,
    /** Readable addresses: an item by its slug, where an old address leads (docs/product.md#addresses). */
    addresses: createAddresses(db, CONTENT_TYPES),
    revisions,
    trash,
    drafts,
    redirectTable,
    redirects: createRedirectService({ db, changes, table: redirectTable }),
    notFoundLog: createNotFoundLog({ db: database, log }),
    audit: createAuditService({ db, entityNames: auditEntityNames(CONTENT_TYPES) }),
    staff: createStaffService({ db, sessions }),
    invitations: createInvitationService({ db, sessions, mailer, delivery }),
    // Scheduled publishing and (de)activation; the drafts' publish joins here once drafts exist (issue 24).
    schedules: createScheduleService({
      db,
      types: CONTENT_TYPES,
      changes,
      wake: wakeJobs,
      // A scheduled publish is the drafts' own (it records its revision); activations record theirs here.
      publish: async (type, itemId, actor) => {
        await drafts.publish(type, itemId, actor)
      },
      afterApply: async (type, itemId, actor, action) => {
        const declared = store.typeNamed(type)
        if (declared) await revisions.record(declared, itemId, action, actor)
      },
    }),
  }
}

export type AppServices = ReturnType<typeof createAppServices>
