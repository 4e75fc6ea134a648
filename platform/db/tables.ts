/**
 * The database's tables, as Drizzle declares them (columns, keys, indexes, checks): what migrations are generated
 * from (drizzle.config.ts, `npm run db:generate`). "Schema" in this project means a zod contract
 * (`features/<name>/<name>.schema.ts`: what the API accepts and answers); tables are tables.
 */
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

const id = () => uuid().primaryKey().defaultRandom()
const createdAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow()
const updatedAt = () =>
  timestamp({ withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())

export const STAFF_ROLES = ['owner', 'admin', 'editor', 'support'] as const
export const STAFF_STATUSES = ['active', 'deactivated'] as const

/** Staff accounts (the table keeps its first name: the spec's "admin user"). */
export const adminUsers = pgTable(
  'admin_users',
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    role: text({ enum: STAFF_ROLES }).notNull().default('editor'),
    status: text({ enum: STAFF_STATUSES }).notNull().default('active'),
    // Kept from before server-side sessions; sessions now end sign-ins (staff_sessions).
    tokenVersion: integer().notNull().default(0),
    lastSignInAt: timestamp({ withTimezone: true, mode: 'date' }),
    // Two-factor sign-in (RFC 6238): the shared secret (base32) once enrolled; a pending one while enrolling.
    totpSecret: text(),
    totpPendingSecret: text(),
    totpEnabledAt: timestamp({ withTimezone: true, mode: 'date' }),
    // The time step of the last code accepted: a code works once (RFC 6238 §5.2).
    totpLastStep: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('admin_users_email_lower_idx').on(sql`lower(${t.email})`),
    check('admin_users_role_check', sql`${t.role} in ('owner', 'admin', 'editor', 'support')`),
    check('admin_users_status_check', sql`${t.status} in ('active', 'deactivated')`),
  ],
)

/** A sign-in: the token carries its id; ending it (sign-out, revocation) makes the token fail at once. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    userAgent: text().notNull().default(''),
    ip: text().notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    endedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index('staff_sessions_user_idx').on(t.userId, t.endedAt)],
)

/** Ten single-use codes that stand in for the authenticator app; only their SHA-256 is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
)

/** An invitation to join the staff: a single-use link (only its SHA-256 is kept) valid 72 hours. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    email: text().notNull(),
    role: text({ enum: STAFF_ROLES }).notNull(),
    tokenHash: text().notNull(),
    invitedBy: uuid().references(() => adminUsers.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp({ withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_idx').on(t.tokenHash),
    index('staff_invitations_email_idx').on(sql`lower(${t.email})`),
    check('staff_invitations_role_check', sql`${t.role} in ('owner', 'admin', 'editor', 'support')`),
  ],
)

/** Security settings (one row): which roles must use two-factor sign-in. */
export const securitySettings = pgTable(
  'security_settings',
  {
    id: id(),
    singleton: boolean().notNull().default(true),
    twoFactorRequiredRoles: jsonb().$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('security_settings_singleton_idx').on(t.singleton),
    check('security_settings_singleton_check', sql`${t.singleton}`),
  ],
)

/**
 * The audit log: every write through the API and every security event, recorded in the transaction of what it
 * records. Append-only: a trigger refuses updates and deletes (migration 0004). Who did it is kept by value
 * (name and e-mail), so an entry outlives the account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: createdAt(),
    actorId: uuid(),
    actorName: text().notNull().default(''),
    actorEmail: text().notNull().default(''),
    ip: text().notNull().default(''),
    // What was acted on: 'service', 'category', 'staff', 'session', 'sign-in'…
    entity: text().notNull(),
    entityId: text(),
    // 'create', 'update', 'delete', 'sign-in', 'sign-in-failed', '2fa-enabled'…
    action: text().notNull(),
    // A human name for what was acted on (a service's title), when there is one.
    label: text().notNull().default(''),
    // The changed fields: { field: { from?, to? } }, secrets left out.
    changes: jsonb().$type<Record<string, { from?: unknown; to?: unknown }>>().notNull().default({}),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_entity_idx').on(t.entity, t.at),
  ],
)

export const services = pgTable(
  'services',
  {
    id: id(),
    title: text().notNull(),
    /** Its readable address, /service/{slug} (features/addresses). */
    slug: text().notNull(),
    shortDescription: text().notNull(),
    description: text().notNull().default(''),
    fullDescription: text().notNull().default(''),
    details: text().notNull().default(''),
    mainImageUrl: text(),
    /** The image's alt text: null when none was given (the site describes it), '' when it only decorates. */
    mainImageAlt: text(),
    /** Its search title, description and social image (features/seo); empty: the page's own. */
    seo: jsonb().$type<Seo>().notNull().default({}),
    features: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text({ enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('services_status_check', sql`${t.status} in ('active', 'inactive')`),
    uniqueIndex('services_slug_idx').on(t.slug),
    index('services_public_idx').on(t.status, t.sortOrder, t.createdAt),
  ],
)

export const serviceImages = pgTable(
  'service_images',
  {
    id: id(),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    /** The image's alt text: null when none was given (the site describes it), '' when it only decorates. */
    alt: text(),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('service_images_service_idx').on(t.serviceId, t.position)],
)

export const categories = pgTable(
  'categories',
  {
    id: id(),
    // Deleting a parent keeps its subcategories as top-level categories.
    parentId: uuid().references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
    title: text().notNull(),
    /** Its readable address, /categories/{slug} (features/addresses). */
    slug: text().notNull(),
    shortDescription: text().notNull().default(''),
    description: text().notNull().default(''),
    longDescription: text().notNull().default(''),
    details: text().notNull().default(''),
    imageUrl: text(),
    /** The image's alt text: null when none was given (the site describes it), '' when it only decorates. */
    imageAlt: text(),
    imagePublicId: text(),
    /** Its search title, description and social image (features/seo); empty: the page's own. */
    seo: jsonb().$type<Seo>().notNull().default({}),
    isActive: boolean().notNull().default(true),
    displayOrder: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('categories_title_lower_idx').on(sql`lower(${t.title})`),
    uniqueIndex('categories_slug_idx').on(t.slug),
    index('categories_public_idx').on(t.isActive, t.displayOrder),
    index('categories_parent_idx').on(t.parentId),
  ],
)

export const events = pgTable(
  'events',
  {
    id: id(),
    // An event belongs to its category and goes with it.
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull(),
    details: text().notNull().default(''),
    date: timestamp({ withTimezone: true, mode: 'date' }),
    imageUrl: text(),
    /** The image's alt text: null when none was given (the site describes it), '' when it only decorates. */
    imageAlt: text(),
    imagePublicId: text(),
    location: text().notNull().default(''),
    organizer: text().notNull().default(''),
    registrationUrl: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('events_category_date_idx').on(t.categoryId, t.date)],
)

export const products = pgTable(
  'products',
  {
    id: id(),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    imageUrl: text(),
    /** The image's alt text: null when none was given (the site describes it), '' when it only decorates. */
    imageAlt: text(),
    // Null means "price on request": the site shows 'Contact us'.
    price: numeric({ precision: 12, scale: 2, mode: 'number' }),
    isNew: boolean().notNull().default(false),
    isEcoFriendly: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_price_check', sql`${t.price} is null or ${t.price} >= 0`),
    index('products_category_idx').on(t.categoryId, t.sortOrder),
  ],
)

export const teamMembers = pgTable(
  'team_members',
  {
    id: id(),
    name: text().notNull(),
    surname: text().notNull().default(''),
    jobTitle: text().notNull(),
    position: text().notNull(),
    description: text().notNull(),
    email: text().notNull(),
    imageUrl: text(),
    /** The image's alt text: null when none was given (the site describes it), '' when it only decorates. */
    imageAlt: text(),
    isActive: boolean().notNull().default(true),
    /** Its place on the website's team section (0 first); a new member goes last. */
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('team_members_public_idx').on(t.isActive, t.sortOrder)],
)

export const partners = pgTable(
  'partners',
  {
    id: id(),
    name: text().notNull(),
    logo: text(),
    /** The image's alt text: null when none was given (the site describes it), '' when it only decorates. */
    logoAlt: text(),
    description: text().notNull(),
    website: text(),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('partners_order_idx').on(t.sortOrder, t.name)],
)

export const clients = pgTable(
  'clients',
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull().default(''),
    description: text().notNull(),
    imageUrl: text(),
    /** The image's alt text: null when none was given (the site describes it), '' when it only decorates. */
    imageAlt: text(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('clients_public_idx').on(t.isActive, t.createdAt)],
)

export type SocialMedia = {
  facebook?: string
  twitter?: string
  instagram?: string
  linkedin?: string
  youtube?: string
}
export type HeroImage = {
  imageUrl: string
  /** The slide's alt text: absent when none was given (the site describes it), '' when it only decorates. */
  altText?: string
  title: string
  subtitle: string
  buttonText: string
  buttonLink: string
}
/** A page's search and social fields (features/seo): each absent or empty means the page's own. */
export type Seo = { title?: string; description?: string; image?: string | null }
export type HeroStats = { yearsExperience: number; projectsCompleted: number }
export type Logo = { imageUrl: string; altText: string }
export type FaqEntry = { question: string; answer: string }
export type Coordinates = { lat: number; lng: number }

export const companyInfo = pgTable(
  'company_info',
  {
    id: id(),
    // The company is a single record: this column can only hold true, and only once.
    singleton: boolean().notNull().default(true),
    name: text().notNull(),
    description: text().notNull().default(''),
    email: text().notNull().default(''),
    phone: text().notNull().default(''),
    address: text().notNull().default(''),
    socialMedia: jsonb().$type<SocialMedia>().notNull().default({}),
    heroImages: jsonb().$type<HeroImage[]>().notNull().default([]),
    heroStats: jsonb().$type<HeroStats>().notNull().default({ yearsExperience: 10, projectsCompleted: 500 }),
    logo: jsonb().$type<Logo>().notNull().default({ imageUrl: '', altText: 'Company Logo' }),
    faq: jsonb().$type<FaqEntry[]>().notNull().default([]),
    /** The home page's search title, description and social image (features/seo). */
    seo: jsonb().$type<Seo>().notNull().default({}),
    coordinates: jsonb().$type<Coordinates>().notNull().default({ lat: 48.8566, lng: 2.3522 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('company_info_singleton_idx').on(t.singleton),
    check('company_info_singleton_check', sql`${t.singleton}`),
  ],
)

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    // Null only on records imported from the older isRead model (docs/product.md#message-status).
    status: text({ enum: ['unread', 'read', 'archived'] }),
    isRead: boolean(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'contact_messages_status_check',
      sql`${t.status} is null or ${t.status} in ('unread', 'read', 'archived')`,
    ),
    index('contact_messages_inbox_idx').on(t.status, t.createdAt),
    index('contact_messages_created_idx').on(t.createdAt),
  ],
)

export const contactMessageReads = pgTable(
  'contact_message_reads',
  {
    messageId: uuid()
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    adminId: uuid()
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    readAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.adminId] })],
)

export const contactReplies = pgTable(
  'contact_replies',
  {
    id: id(),
    messageId: uuid()
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    // A reply outlives the administrator who wrote it; their name is kept with it.
    adminId: uuid().references(() => adminUsers.id, { onDelete: 'set null' }),
    adminName: text().notNull(),
    message: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.createdAt)],
)

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed'] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]

/**
 * Newsletter subscribers, by double opt-in: a sign-up is `pending` until its confirmation link is opened, and
 * only `confirmed` ones receive announcements; a pending one expires. Unsubscribing removes the row.
 * Rows from before double opt-in were migrated as confirmed.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    email: text().notNull(),
    status: text().$type<SubscriberStatus>().notNull().default('pending'),
    // SHA-256 of the confirmation link's token; null once confirmed.
    confirmTokenHash: text(),
    confirmedAt: timestamp({ withTimezone: true, mode: 'date' }),
    // The one-click unsubscribe link's token, in every newsletter mail (RFC 8058).
    unsubscribeToken: text()
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    createdAt: createdAt(),
  },
  (t) => [
    check('newsletter_subscribers_status_check', sql`${t.status} in ('pending', 'confirmed')`),
    uniqueIndex('newsletter_subscribers_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_subscribers_confirm_idx').on(t.confirmTokenHash),
    uniqueIndex('newsletter_subscribers_unsubscribe_idx').on(t.unsubscribeToken),
    index('newsletter_subscribers_status_idx').on(t.status, t.createdAt),
  ],
)

export const ANNOUNCEMENT_STATUSES = ['sending', 'sent'] as const
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number]

/** A newsletter announcement: written in the composer, queued to every confirmed subscriber through the outbox. */
export const newsletterAnnouncements = pgTable(
  'newsletter_announcements',
  {
    id: id(),
    subject: text().notNull(),
    body: text().notNull(),
    status: text().$type<AnnouncementStatus>().notNull().default('sending'),
    recipientCount: integer().notNull().default(0),
    adminId: uuid().references(() => adminUsers.id, { onDelete: 'set null' }),
    adminName: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('newsletter_announcements_status_check', sql`${t.status} in ('sending', 'sent')`),
    index('newsletter_announcements_created_idx').on(t.createdAt),
  ],
)

/**
 * Password reset links: the token's SHA-256 only, single use, valid 30 minutes. Issuing a new one, or using one,
 * ends every earlier link of that administrator.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    adminId: uuid()
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash),
    index('password_reset_tokens_admin_idx').on(t.adminId),
  ],
)

/** Who is told of a new contact message, and the optional automatic acknowledgement to the visitor. */
export const mailSettings = pgTable(
  'mail_settings',
  {
    id: id(),
    singleton: boolean().notNull().default(true),
    // Empty: the company e-mail.
    notificationRecipients: jsonb().$type<string[]>().notNull().default([]),
    acknowledgementEnabled: boolean().notNull().default(false),
    acknowledgementSubject: text().notNull().default(''),
    acknowledgementText: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('mail_settings_singleton_idx').on(t.singleton),
    check('mail_settings_singleton_check', sql`${t.singleton}`),
  ],
)

export const PRIVACY_REQUEST_KINDS = ['export', 'erase'] as const
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number]
export type PrivacyRequestCounts = {
  contactMessages: number
  replies: number
  subscriptions: number
  mails: number
}

/** Each privacy request carried out from the back-office: which address, what was done, by whom and when. */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: id(),
    email: text().notNull(),
    kind: text().$type<PrivacyRequestKind>().notNull(),
    // What was found (export) or erased (erase).
    counts: jsonb().$type<PrivacyRequestCounts>().notNull(),
    adminId: uuid().references(() => adminUsers.id, { onDelete: 'set null' }),
    adminName: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('privacy_requests_kind_check', sql`${t.kind} in ('export', 'erase')`),
    index('privacy_requests_created_idx').on(t.createdAt),
  ],
)

/** Failed sign-ins, counted per IP address and per account for throttling (shared by every app server). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    // 'ip:203.0.113.9', 'account:someone@company.com', 'device:<nonce of a device cookie>' (failures), or
    // 'notice:someone@company.com' (its holder was told of a lockout then)
    key: text().notNull(),
    failedAt: createdAt(),
  },
  (t) => [index('login_failures_key_idx').on(t.key, t.failedAt)],
)

export type MailKind =
  | 'contact-notification'
  | 'contact-reply'
  | 'contact-acknowledgement'
  | 'password-reset'
  | 'staff-invitation'
  | 'sign-in-attack'
  | 'newsletter-confirmation'
  | 'newsletter-announcement'
  | 'test'
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'kept', 'failed'] as const
export type MailStatus = (typeof MAIL_STATUSES)[number]

/**
 * The durable outbox (docs/decisions/0013-mail-outbox.md): a mail is written here in the same transaction as the
 * event that causes it, then delivered by the outbox worker, which claims due rows with FOR UPDATE SKIP LOCKED
 * and a lease, so that several servers never send the same row at once and a crashed sender's row is taken
 * up again once its lease ends. `kept`: there is no SMTP server (no SMTP_URL), the mail stays here to be read.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    kind: text().$type<MailKind>().notNull(),
    // The event that caused the mail, at most one mail per key (e.g. 'contact-notification:<message id>').
    eventKey: text(),
    fromAddress: text().notNull(),
    toAddresses: jsonb().$type<string[]>().notNull(),
    replyTo: text(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    // Message-ID, In-Reply-To, References, List-Unsubscribe, … as sent.
    headers: jsonb().$type<Record<string, string>>().notNull().default({}),
    status: text().$type<MailStatus>().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true, mode: 'date' }),
    // The SMTP server's last answer: its acceptance once sent, its refusal or the connection error otherwise.
    lastResponse: text(),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }),
    // What the mail is about, for the thread that shows its status and for privacy requests.
    contactMessageId: uuid().references(() => contactMessages.id, { onDelete: 'set null' }),
    contactReplyId: uuid().references(() => contactReplies.id, { onDelete: 'set null' }),
    // An announcement's mail is one recipient's result; erasing the subscriber erases it (privacy requests).
    announcementId: uuid().references(() => newsletterAnnouncements.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('mail_outbox_status_check', sql`${t.status} in ('queued', 'sending', 'sent', 'kept', 'failed')`),
    uniqueIndex('mail_outbox_event_key_idx').on(t.eventKey),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_contact_message_idx').on(t.contactMessageId),
    index('mail_outbox_announcement_idx').on(t.announcementId, t.status),
  ],
)

/**
 * Every saved state of a content item (docs/decisions/0022-content-safety.md): the whole item as stored, its parts
 * included (platform/content-store.ts), one row per save that changed it. `hash` is the content's fingerprint
 * without its timestamps: a save that changes nothing adds no row.
 */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: id(),
    // The content type's registry name ('services') and the item's id.
    type: text().notNull(),
    itemId: uuid().notNull(),
    action: text().notNull(),
    content: jsonb().$type<Record<string, unknown>>().notNull(),
    hash: text().notNull(),
    authorId: uuid().references(() => adminUsers.id, { onDelete: 'set null' }),
    authorName: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('content_revisions_item_idx').on(t.type, t.itemId, t.createdAt)],
)

/**
 * An item's unpublished changes: the fields as the edit form sends them, kept apart from the live row until they
 * are published or discarded. `version` counts its saves (a share link is pinned to one). `isNew`: the item was
 * created as a draft and has never been public.
 */
export const contentDrafts = pgTable(
  'content_drafts',
  {
    id: id(),
    type: text().notNull(),
    itemId: uuid().notNull(),
    fields: jsonb().$type<Record<string, unknown>>().notNull(),
    version: integer().notNull().default(1),
    isNew: boolean().notNull().default(false),
    authorId: uuid().references(() => adminUsers.id, { onDelete: 'set null' }),
    authorName: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('content_drafts_item_idx').on(t.type, t.itemId)],
)

/**
 * A link that shows one draft, as it was when the link was made, to someone without an account: signed (HMAC),
 * expiring, revocable; every opening is counted and the last one kept.
 */
export const previewLinks = pgTable(
  'preview_links',
  {
    id: id(),
    type: text().notNull(),
    itemId: uuid().notNull(),
    draftVersion: integer().notNull(),
    fields: jsonb().$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdById: uuid().references(() => adminUsers.id, { onDelete: 'set null' }),
    createdByName: text().notNull().default(''),
    opens: integer().notNull().default(0),
    lastOpenedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('preview_links_item_idx').on(t.type, t.itemId)],
)

/**
 * Deleted content, restorable for 30 days: one row per deletion (a category with its events and products, or the
 * services of one bulk delete), holding every deleted item whole.
 */
export const trashGroups = pgTable(
  'trash_groups',
  {
    id: id(),
    type: text().notNull(),
    // What a person reads in the Trash: 'Lighting', '3 services'.
    label: text().notNull(),
    // Each item: { type, id, title, content } (content as platform/content-store.ts snapshots it).
    items: jsonb().$type<Record<string, unknown>[]>().notNull(),
    // What went with it, counted per part: { events: 3, products: 12 }.
    parts: jsonb().$type<Record<string, number>>().notNull().default({}),
    deletedById: uuid().references(() => adminUsers.id, { onDelete: 'set null' }),
    deletedByName: text().notNull().default(''),
    deletedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('trash_groups_deleted_idx').on(t.deletedAt)],
)

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const
export type JobStatus = (typeof JOB_STATUSES)[number]

/**
 * The durable job table (docs/decisions/0021-job-table.md): work to do at a time, claimed by one server with
 * FOR UPDATE SKIP LOCKED and a lease, retried with backoff, done exactly once. Schedules, the trash's purge and
 * the revisions' pruning are jobs; `key` makes a job unique (one purge a day).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text().notNull(),
    key: text(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: text().$type<JobStatus>().notNull().default('queued'),
    runAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    lockedUntil: timestamp({ withTimezone: true, mode: 'date' }),
    lastError: text(),
    createdById: uuid().references(() => adminUsers.id, { onDelete: 'set null' }),
    createdByName: text().notNull().default(''),
    finishedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('jobs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed', 'cancelled')`),
    uniqueIndex('jobs_key_idx').on(t.key),
    index('jobs_due_idx').on(t.status, t.runAt),
    index('jobs_kind_idx').on(t.kind, t.status, t.runAt),
  ],
)

/**
 * The addresses an item had before its current one (features/addresses): each still answers a 301 to the item's
 * current address. Kept by a trigger on every table with readable addresses (the migration that made them), so a
 * save, a restore and a published draft all keep them alike; one item's earlier slug is never another's current.
 */
export const contentSlugs = pgTable(
  'content_slugs',
  {
    /** The content type's name (platform/content-types.ts). */
    type: text().notNull(),
    slug: text().notNull(),
    itemId: uuid().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.type, t.slug] }), index('content_slugs_item_idx').on(t.type, t.itemId)],
)

/**
 * Redirects kept by hand (docs/product.md#redirects): a site path answered with a Location, served from memory
 * (docs/decisions/0023-redirects.md). `hits` are counted in memory and added in batches, so several servers add up.
 */
export const redirects = pgTable(
  'redirects',
  {
    id: id(),
    fromPath: text().notNull(),
    toTarget: text().notNull(),
    status: integer().notNull().default(301),
    note: text().notNull().default(''),
    hits: bigint({ mode: 'number' }).notNull().default(0),
    lastHitAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('redirects_status_check', sql`${t.status} in (301, 302)`),
    uniqueIndex('redirects_from_path_idx').on(t.fromPath),
  ],
)

/**
 * The public paths that answered 404 (docs/product.md#redirects), counted in memory and added in batches; bounded
 * (the least recent go) so that a scanner cannot fill the database.
 */
export const notFoundPaths = pgTable(
  'not_found_paths',
  {
    id: id(),
    path: text().notNull(),
    hits: bigint({ mode: 'number' }).notNull().default(0),
    lastAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // The last referrer: host and path only.
    referrer: text(),
  },
  (t) => [uniqueIndex('not_found_paths_path_idx').on(t.path), index('not_found_paths_last_idx').on(t.lastAt)],
)

export const BACKUP_KINDS = ['scheduled', 'manual'] as const
export const BACKUP_STATUSES = ['running', 'done', 'failed'] as const
export type BackupKind = (typeof BACKUP_KINDS)[number]
export type BackupStatus = (typeof BACKUP_STATUSES)[number]

/**
 * The backups made by the job worker (features/backups, docs/product.md#backups): one row per archive in
 * BACKUP_DIR, with what it holds and whether a trial restore of it succeeded. Retention deletes the archive and
 * its row together.
 */
export const backups = pgTable(
  'backups',
  {
    id: id(),
    kind: text().$type<BackupKind>().notNull(),
    status: text().$type<BackupStatus>().notNull().default('running'),
    /** The archive's name in BACKUP_DIR (set once written). */
    fileName: text(),
    size: bigint({ mode: 'number' }),
    /** Rows per table, as the archive's manifest counts them. */
    tables: jsonb().$type<Record<string, number>>(),
    startedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true, mode: 'date' }),
    error: text(),
    verifiedAt: timestamp({ withTimezone: true, mode: 'date' }),
    verifyOk: boolean(),
    verifyProblems: jsonb().$type<string[]>(),
    requestedById: uuid().references(() => adminUsers.id, { onDelete: 'set null' }),
    requestedByName: text().notNull().default(''),
  },
  (t) => [
    check('backups_kind_check', sql`${t.kind} in ('scheduled', 'manual')`),
    check('backups_status_check', sql`${t.status} in ('running', 'done', 'failed')`),
    index('backups_started_idx').on(t.startedAt),
  ],
)
