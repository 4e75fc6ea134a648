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
import { createMailer, type Mailer } from '../features/mail/mailer'
import { createMailService, type MailServiceDeps } from '../features/mail/mail.service'
import { createMailSettingsService } from '../features/mail/mail-settings.service'
import { CONTENT_MODULES, CONTENT_TYPES } from './content-types'
import { createMediaReleaser } from '../features/media/media.references'
import { createUploadService } from '../features/media/upload.service'
import { createAnnouncementService } from '../features/newsletter/announcement.service'
import { createNewsletterService } from '../features/newsletter/newsletter.service'
import { createPrivacyService } from '../features/privacy/privacy.service'
import { createInvitationService } from '../features/staff/invitation.service'
import { createStaffService } from '../features/staff/staff.service'
import { createScheduleService } from '../features/schedules/schedule.service'
import { type ContentChanges, createContentChanges } from '../platform/content-changes'
import { contentServices } from '../platform/content-modules'
import { auditEntityNames, contentAreas, mediaTables } from '../platform/content-types'
import type { Database } from '../platform/db/database'
import { scopedDatabase } from '../platform/db/unit-of-work'
import type { MediaStorage } from '../platform/media/storage'

type Deps = {
  db: Database
  storage: MediaStorage
  jwtSecret: string
  log?: (message: string) => void
  /** Where content writes are announced; the app passes its own so its caches can listen from the start. */
  changes?: ContentChanges
  /** Where mail is recorded (the outbox); without it, nothing sends mail (tools that only read or seed). */
  mailer?: Mailer
  /** Where the outbox delivers (for the back-office); without it, kept locally. */
  mailDelivery?: MailServiceDeps['delivery']
  /** Tells the server's worker that a job was recorded or moved (schedules); without it, the next poll finds it. */
  wakeJobs?: () => void
}

/** The service layer shared by the API routes, the seed and the server-rendered pages. */
export function createAppServices({
  db: database,
  storage,
  jwtSecret,
  log,
  changes = createContentChanges(contentAreas(CONTENT_TYPES)),
  mailer,
  mailDelivery = { mode: 'local', server: null },
  wakeJobs,
}: Deps) {
  // Inside an API write, every query joins the write's unit of work (platform/db/unit-of-work.ts).
  const db = scopedDatabase(database)
  // A file is released once no media column of any content type names it (features/content-types.ts).
  const releaseMedia = createMediaReleaser(db, storage, mediaTables(CONTENT_TYPES), log)
  const sessions = createSessions(db, createTokenService(jwtSecret))
  // What the answers of calls that mail someone say became of the mail.
  const delivery = mailDelivery.mode
  const guard = createSignInGuard({
    db,
    devices: createDeviceCookies(jwtSecret),
    mailer,
    secureCookies: mailer?.publicUrl.startsWith('https://') ?? false,
    log,
  })
  const twoFactor = createTwoFactorService({ db, sessions, challenges: createChallenges(jwtSecret), guard })
  return {
    changes,
    storage,
    sessions,
    /** The sign-in throttle with device cookies, and the warnings of lockouts it mails (after the answer). */
    signInGuard: guard,
    auth: createAuthService(db, sessions, twoFactor, guard),
    passwordReset: createPasswordResetService({ db, sessions, twoFactor, mailer, delivery, log }),
    // Every content type's services (server/content-types.ts): services, categories, categoryEvents, products, …
    ...contentServices(CONTENT_MODULES, { db, changes, releaseMedia }),
    uploads: createUploadService({ storage }),
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
    audit: createAuditService({ db, entityNames: auditEntityNames(CONTENT_TYPES) }),
    staff: createStaffService({ db, sessions }),
    invitations: createInvitationService({ db, sessions, mailer, delivery }),
    // Scheduled publishing and (de)activation; the drafts' publish joins here once drafts exist (issue 24).
    schedules: createScheduleService({ db, types: CONTENT_TYPES, changes, wake: wakeJobs }),
  }
}

export type AppServices = ReturnType<typeof createAppServices>
