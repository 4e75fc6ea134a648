import { z } from 'zod'
import { isStorableText, optionalText, UNSTORABLE_TEXT_MESSAGE } from '../../platform/fields'
import { limitQuery, MAX_PAGE_SIZE, pageQuery, searchQuery } from '../../platform/pagination'

/** The redirects' contract (docs/product.md#redirects): what the API accepts and answers, and the admin form. */

export const REDIRECT_STATUSES = [301, 302] as const
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number]

export const MAX_PATH_LENGTH = 2000
/** The largest CSV an import reads (~2 MB: tens of thousands of lines). */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024

export const REDIRECT_MESSAGES = {
  fromRequired: 'From is required',
  fromNotPath: 'From must be a path on this site, starting with / (such as /old-page)',
  fromHasHost: 'From must be a path on this site, without https:// or a host',
  fromHasQuery: 'From cannot contain a query (?…): a redirect matches the path only',
  fromHasFragment: 'From cannot contain a fragment (#…): browsers never send it',
  fromDotSegment: 'From cannot contain . or .. segments',
  fromReserved: (prefix: string) => `From cannot be ${prefix}…: that address belongs to the site itself`,
  fromData: 'From cannot end in .data: such addresses carry the site’s page data',
  toRequired: 'To is required',
  toInvalid: 'To must be a path on this site (starting with /) or a full http:// or https:// address',
  spaces: (field: string) => `${field} cannot contain spaces or control characters`,
  tooLong: (field: string) => `${field} must be at most ${MAX_PATH_LENGTH} characters`,
  status: 'Status must be 301 (permanent) or 302 (temporary)',
  sameAsFrom: 'To is the same address as From',
} as const

/** Site addresses a redirect may not take over: the API, the back-office, sign-in, built files and media. */
const RESERVED = [
  /^\/api(\/|$)/i,
  /^\/admin/i,
  /^\/login(\/|$)/i,
  /^\/assets\//i,
  /^\/uploads\//i,
  /^\/__manifest$/,
]
const RESERVED_LABEL = ['/api/', '/admin', '/login', '/assets/', '/uploads/', '/__manifest']

// Space, controls (C0, DEL, C1) and the bidirectional / zero-width marks nobody types in an address.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i

/** Characters other than these are percent-encoded, as a browser sends them (`/café` → `/caf%C3%A9`). */
const encodePath = (path: string) =>
  path.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/%?#]/gu, (character) => encodeURIComponent(character))

export type Checked = { value: string; error?: undefined } | { value?: undefined; error: string }

/**
 * A redirect's From as it is kept and matched: a path of this site, without query, with no trailing slash (but
 * `/`), its case kept, non-ASCII characters percent-encoded; or why it cannot be one.
 */
export function checkFromPath(input: string): Checked {
  const value = input.trim()
  if (!value) return { error: REDIRECT_MESSAGES.fromRequired }
  if (!isStorableText(value)) return { error: UNSTORABLE_TEXT_MESSAGE }
  if (HAS_SCHEME.test(value) || value.startsWith('//')) return { error: REDIRECT_MESSAGES.fromHasHost }
  if (!value.startsWith('/')) return { error: REDIRECT_MESSAGES.fromNotPath }
  if (SPACE_OR_CONTROL.test(value)) return { error: REDIRECT_MESSAGES.spaces('From') }
  if (value.includes('?')) return { error: REDIRECT_MESSAGES.fromHasQuery }
  if (value.includes('#')) return { error: REDIRECT_MESSAGES.fromHasFragment }
  if (value.split('/').some((segment) => segment === '.' || segment === '..')) {
    return { error: REDIRECT_MESSAGES.fromDotSegment }
  }
  let path = encodePath(value)
  while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1)
  if (path.length > MAX_PATH_LENGTH) return { error: REDIRECT_MESSAGES.tooLong('From') }
  const reserved = RESERVED.findIndex((pattern) => pattern.test(path))
  if (reserved !== -1) return { error: REDIRECT_MESSAGES.fromReserved(RESERVED_LABEL[reserved]!) }
  if (path.endsWith('.data')) return { error: REDIRECT_MESSAGES.fromData }
  return { value: path }
}

/** A redirect's To: a path of this site (a query and fragment allowed) or an absolute http(s) URL. */
export function checkTarget(input: string): Checked {
  const value = input.trim()
  if (!value) return { error: REDIRECT_MESSAGES.toRequired }
  if (!isStorableText(value)) return { error: UNSTORABLE_TEXT_MESSAGE }
  if (SPACE_OR_CONTROL.test(value)) return { error: REDIRECT_MESSAGES.spaces('To') }
  let target: string
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) {
    target = encodePath(value)
  } else {
    let url: URL
    try {
      url = new URL(value)
    } catch {
      return { error: REDIRECT_MESSAGES.toInvalid }
    }
    if (
      (url.protocol !== 'http:' && url.protocol !== 'https:') ||
      !url.hostname ||
      url.username ||
      url.password
    ) {
      return { error: REDIRECT_MESSAGES.toInvalid }
    }
    target = url.href
  }
  if (target.length > MAX_PATH_LENGTH) return { error: REDIRECT_MESSAGES.tooLong('To') }
  return { value: target }
}

const checked = (check: (input: string) => Checked, requiredMessage: string) =>
  z.string({ error: requiredMessage }).transform((input, context) => {
    const result = check(input)
    if (result.error !== undefined) {
      context.addIssue({ code: 'custom', message: result.error })
      return z.NEVER
    }
    return result.value
  })

export const fromPathField = checked(checkFromPath, REDIRECT_MESSAGES.fromRequired)
export const targetField = checked(checkTarget, REDIRECT_MESSAGES.toRequired)
export const statusField = z.coerce
  .number({ error: REDIRECT_MESSAGES.status })
  .refine((value): value is RedirectStatus => value === 301 || value === 302, REDIRECT_MESSAGES.status)
  .transform((value) => value as RedirectStatus)

/** What a redirect is made of, from the form or the API (PUT sends it whole, like POST). */
export const RedirectInputSchema = z.object({
  from: fromPathField,
  to: targetField,
  status: statusField.default(301),
  note: optionalText(500, 'Note must be at most 500 characters').default(''),
})
export type RedirectInput = z.infer<typeof RedirectInputSchema>
/** What the admin form holds before it is sent. */
export type RedirectInputValues = z.input<typeof RedirectInputSchema>

export const RedirectSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  status: z.union([z.literal(301), z.literal(302)]),
  note: z.string(),
  hits: z.number(),
  lastHitAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Redirect = z.infer<typeof RedirectSchema>

/** Which redirects a list shows: those kept by hand (the default), those slug changes made, or both. */
export const REDIRECT_KINDS = ['manual', 'automatic', 'all'] as const
export type RedirectKind = (typeof REDIRECT_KINDS)[number]

export const RedirectQuerySchema = z.object({
  page: pageQuery,
  limit: limitQuery(20, MAX_PAGE_SIZE),
  search: searchQuery,
  kind: z.enum(REDIRECT_KINDS, { error: 'kind must be manual, automatic or all' }).default('manual'),
})

/** A redirect kept by hand, as a list shows it. */
export const ManualListedSchema = RedirectSchema.extend({ kind: z.literal('manual') })

/**
 * A redirect a slug change made (docs/product.md#redirects): from the item's old address to where it is served
 * now (the item's current address). Kept by the site, so not edited or deleted; always 301; hits not counted.
 */
export const AutomaticRedirectSchema = z.object({
  kind: z.literal('automatic'),
  /** `{type}:{from}`: one per old address. */
  id: z.string(),
  from: z.string(),
  to: z.string(),
  status: z.literal(301),
  /** The item the old address was of: its type, what that is called, its id and its title now. */
  type: z.string(),
  typeLabel: z.string(),
  itemId: z.string(),
  title: z.string(),
  /** When the item left the old address. */
  since: z.string(),
})
export type AutomaticRedirect = z.infer<typeof AutomaticRedirectSchema>

/** A row of the redirects list: one kept by hand, or an automatic one. */
export const ListedRedirectSchema = z.discriminatedUnion('kind', [
  ManualListedSchema,
  AutomaticRedirectSchema,
])
export type ListedRedirect = z.infer<typeof ListedRedirectSchema>
export type RedirectQuery = z.infer<typeof RedirectQuerySchema>

/** `?dryRun=true` (the default) reports what an import would do; `false` does it. */
export const ImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun must be true or false' })
    .default('true')
    .transform((value) => value === 'true'),
})

export const IMPORT_ACTIONS = ['add', 'change', 'unchanged'] as const

/** What an import does (or would do): counts, each line written, each line refused and why, chains collapsed. */
export const ImportReportSchema = z.object({
  dryRun: z.boolean(),
  added: z.number(),
  changed: z.number(),
  unchanged: z.number(),
  refused: z.array(z.object({ line: z.number(), reason: z.string() })),
  /** Lines whose target is itself redirected: served in one hop, from → to (the end of the chain). */
  collapsed: z.array(z.object({ line: z.number(), from: z.string(), to: z.string() })),
  rows: z.array(
    z.object({
      line: z.number(),
      from: z.string(),
      to: z.string(),
      status: z.union([z.literal(301), z.literal(302)]),
      action: z.enum(IMPORT_ACTIONS),
    }),
  ),
})
export type ImportReport = z.infer<typeof ImportReportSchema>

/** A public path that answered 404 (docs/product.md#redirects). */
export const NotFoundPathSchema = z.object({
  id: z.string(),
  path: z.string(),
  hits: z.number(),
  lastAt: z.string(),
  referrer: z.string().nullable(),
})
export type NotFoundPath = z.infer<typeof NotFoundPathSchema>

export const NotFoundQuerySchema = z.object({
  page: pageQuery,
  limit: limitQuery(20, MAX_PAGE_SIZE),
  search: searchQuery,
})
export type NotFoundQuery = z.infer<typeof NotFoundQuerySchema>

/** What clearing the 404 log answers: how many paths it removed. */
export const ClearedSchema = z.object({ removed: z.number() })
