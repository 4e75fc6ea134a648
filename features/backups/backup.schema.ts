import { z } from 'zod'

/** One backup as the Backups screen lists it (docs/product.md#backups). */
export const BackupSchema = z.object({
  _id: z.string(),
  kind: z.enum(['scheduled', 'manual']),
  status: z.enum(['running', 'done', 'failed']),
  /** The archive's name in BACKUP_DIR, once written. */
  fileName: z.string().nullable(),
  /** Bytes. */
  size: z.number().nullable(),
  /** Rows per table. */
  tables: z.record(z.string(), z.number()).nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Why it failed (never a secret). */
  error: z.string().nullable(),
  /** The trial restore into a throw-away database: when, whether it worked, what was wrong. Null: not yet. */
  verification: z.object({ at: z.string(), ok: z.boolean(), problems: z.array(z.string()) }).nullable(),
  /** Who asked for a manual backup. */
  requestedBy: z.object({ _id: z.string().nullable(), name: z.string() }).nullable(),
})
export type Backup = z.infer<typeof BackupSchema>

/** `POST /api/backups` answers at once (202) with the id of the backup it started. */
export const BackupStartedSchema = z.object({ id: z.string() })

export const BACKUP_STATES = ['ok', 'first-day', 'missing', 'failed', 'off'] as const
export type BackupState = (typeof BACKUP_STATES)[number]

/**
 * How the backups stand, for the dashboard, the Backups screen and the readiness check: `missing` when scheduling
 * is on and no backup succeeded within a day and two hours (not in the first day after scheduling began:
 * `first-day`), `failed` when the latest one failed, `off` when there is no schedule (and the latest did not fail).
 */
export const BackupStatusSchema = z.object({
  state: z.enum(BACKUP_STATES),
  /** What is wrong, in a sentence (missing, failed); null otherwise. */
  message: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  /** A backup is being made. */
  running: z.boolean(),
  /** Every day at this UTC time; null: no automatic backups. */
  schedule: z.object({ hourUtc: z.number(), minuteUtc: z.number() }).nullable(),
  /** Where the archives are kept on the server (BACKUP_DIR). */
  dir: z.string(),
  keeps: z.object({ daily: z.number(), weekly: z.number() }),
})
export type BackupStatus = z.infer<typeof BackupStatusSchema>
