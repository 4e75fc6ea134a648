import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
    error: 'must be one of true, false, 1, 0, yes, no, on, off',
  })
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value))

const EnvSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  // Where `npm run backup` (and the automatic backups) write archives; DATA_DIR/backups when unset.
  BACKUP_DIR: z.string().min(1, 'must not be empty').optional(),
  DATABASE_URL: z
    .string()
    .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must start with postgres:// or postgresql://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters long').optional(),
  SEED_DEMO: booleanFlag.optional(),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://www.example.com' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  CLIENT_LIMITS: booleanFlag.default(true),
  // A write that is not a signed-in person's costs 10 units (platform/http/client-limits.ts): a bucket holds one.
  CLIENT_LIMIT_BURST: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(10, 'must be at least 10 (one sign-in costs 10)')
    .max(1_000_000, 'must be at most 1000000')
    .default(100),
  CLIENT_LIMIT_PER_SECOND: z.coerce
    .number({ error: 'must be a number' })
    .gt(0, 'must be more than 0')
    .max(1_000_000, 'must be at most 1000000')
    .default(10),
  // Each address remembered costs ~100 bytes: 50,000 is ~5 MB, whatever a flood of addresses does.
  CLIENT_LIMIT_ADDRESSES: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(100, 'must be at least 100')
    .max(10_000_000, 'must be at most 10000000')
    .default(50_000),
  MAP_TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  // How long content revisions are kept (docs/product.md#history): all of them, then one a day.
  REVISIONS_KEEP_ALL_DAYS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(3650, 'must be at most 3650')
    .default(30),
  REVISIONS_KEEP_DAYS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(36500, 'must be at most 36500')
    .default(365),
  // When the automatic backup is made (docs/product.md#backups).
  BACKUP_SCHEDULE: z
    .string()
    .trim()
    .toLowerCase()
    .refine(
      (value) => parseBackupSchedule(value) !== undefined,
      'must be daily (every day at 03:00 UTC), daily@HH:MM (a UTC time such as daily@01:30) or off',
    )
    .default('daily'),
  SMTP_URL: z
    .string()
    .refine((value) => {
      try {
        const url = new URL(value)
        return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== ''
      } catch {
        return false
      }
    }, 'must be a URL such as smtp://user:password@mail.example.com:587 or smtps://…')
    .optional(),
  MAIL_FROM: z
    .string()
    .refine(
      (value) =>
        !/[\r\n]/.test(value) &&
        /^(?:[^<>]*<\s*[^\s@<>]+@[^\s@<>]+\s*>|[^\s@<>]+@[^\s@<>]+)$/.test(value.trim()),
      'must be an address, optionally with a name: Company <info@example.com>',
    )
    .optional(),
})

export type Config = {
  isProduction: boolean
  port: number
  host: string
  dataDir: string
  /** Where backup archives are written (docs/decisions/0024-backups.md). */
  backupDir: string
  databaseUrl: string | undefined
  jwtSecret: string
  admin: { email: string; password: string; isDefault: boolean }
  seedDemo: boolean
  publicUrl: string
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL']
  trustProxy: boolean
  /**
   * Per-client limits on uncached work (platform/http/client-limits.ts), false when off: units a client may spend
   * at once, and per second; how many addresses are remembered at most.
   */
  clientLimits: { burst: number; perSecond: number; maxClients: number } | false
  mapTileUrl: string
  /** How long revisions are kept: every one for `keepAllDays`, then the newest of each day up to `keepDays`. */
  revisions: { keepAllDays: number; keepDays: number }
  /** Outgoing mail: the SMTP server (none: mail is kept in the outbox, not delivered) and the From address. */
  mail: { smtpUrl: string | undefined; from: string | undefined }
  /** Backups (kept in backupDir): when the automatic one runs (null: off, manual ones only). */
  backups: { schedule: BackupSchedule | null }
}

/** When the automatic backup runs: every day at this UTC time. */
export type BackupSchedule = { hourUtc: number; minuteUtc: number }

/** `daily` (03:00 UTC), `daily@HH:MM` (UTC) or `off` (null); undefined for anything else. */
export function parseBackupSchedule(value: string): BackupSchedule | null | undefined {
  if (value === 'off') return null
  if (value === 'daily') return { hourUtc: 3, minuteUtc: 0 }
  const time = /^daily@([01]?\d|2[0-3]):([0-5]\d)$/.exec(value)
  return time ? { hourUtc: Number(time[1]), minuteUtc: Number(time[2]) } : undefined
}

export const DEFAULT_ADMIN = { email: 'admin@example.com', password: 'change-me-now' } as const

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((line) => `  - ${line}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

type Env = Record<string, string | undefined>

/** Parses the environment once; every invalid variable gets one line in the thrown ConfigError. */
export function loadConfig(env: Env = process.env, options: { persistSecret?: boolean } = {}): Config {
  // An empty variable means "not set", as in most twelve-factor tools.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  )
  const parsed = EnvSchema.safeParse(cleaned)
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`))
  }
  const vars = parsed.data
  const isProduction = vars.NODE_ENV === 'production'
  const problems: string[] = []
  if (isProduction) {
    if (!vars.JWT_SECRET) problems.push('JWT_SECRET: required in production (at least 32 characters)')
    if (!vars.ADMIN_EMAIL) problems.push('ADMIN_EMAIL: required in production')
    if (!vars.ADMIN_PASSWORD) problems.push('ADMIN_PASSWORD: required in production')
    if (vars.ADMIN_PASSWORD === DEFAULT_ADMIN.password) {
      problems.push('ADMIN_PASSWORD: the development default cannot be used in production')
    }
  }
  if (problems.length > 0) throw new ConfigError(problems)

  const dataDir = path.resolve(vars.DATA_DIR)
  const jwtSecret = vars.JWT_SECRET ?? developmentSecret(dataDir, options.persistSecret ?? true)
  return {
    isProduction,
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    backupDir: path.resolve(vars.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    databaseUrl: vars.DATABASE_URL,
    jwtSecret,
    admin: {
      email: vars.ADMIN_EMAIL ?? DEFAULT_ADMIN.email,
      password: vars.ADMIN_PASSWORD ?? DEFAULT_ADMIN.password,
      isDefault: !vars.ADMIN_PASSWORD,
    },
    seedDemo: vars.SEED_DEMO ?? !isProduction,
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, ''),
    logLevel: vars.LOG_LEVEL,
    trustProxy: vars.TRUST_PROXY,
    clientLimits: vars.CLIENT_LIMITS
      ? {
          burst: vars.CLIENT_LIMIT_BURST,
          perSecond: vars.CLIENT_LIMIT_PER_SECOND,
          maxClients: vars.CLIENT_LIMIT_ADDRESSES,
        }
      : false,
    mapTileUrl: vars.MAP_TILE_URL,
    revisions: {
      keepAllDays: vars.REVISIONS_KEEP_ALL_DAYS,
      keepDays: Math.max(vars.REVISIONS_KEEP_DAYS, vars.REVISIONS_KEEP_ALL_DAYS),
    },
    mail: { smtpUrl: vars.SMTP_URL, from: vars.MAIL_FROM?.trim() },
    backups: { schedule: parseBackupSchedule(vars.BACKUP_SCHEDULE)! },
  }
}

/** Outside production the signing key is generated once and kept beside the data, so sign-ins survive restarts. */
function developmentSecret(dataDir: string, persist: boolean): string {
  if (!persist) return randomBytes(32).toString('hex')
  const file = path.join(dataDir, 'jwt-secret')
  try {
    const existing = readFileSync(file, 'utf8').trim()
    if (existing.length >= 32) return existing
  } catch {
    // not created yet
  }
  const secret = randomBytes(32).toString('hex')
  mkdirSync(dataDir, { recursive: true })
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
