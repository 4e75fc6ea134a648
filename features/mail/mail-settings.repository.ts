import type { Database } from '../../platform/db/database'
import { mailSettings } from '../../platform/db/tables'

export type MailSettingsRow = typeof mailSettings.$inferSelect
export type MailSettingsValues = Pick<
  MailSettingsRow,
  'notificationRecipients' | 'acknowledgementEnabled' | 'acknowledgementSubject' | 'acknowledgementText'
>

/** The single record, or undefined before the settings were first saved. */
export async function findMailSettings(db: Database): Promise<MailSettingsRow | undefined> {
  const [row] = await db.select().from(mailSettings).limit(1)
  return row
}

/** Creates the single record or replaces its values. */
export async function saveMailSettings(db: Database, values: MailSettingsValues): Promise<MailSettingsRow> {
  const [row] = await db
    .insert(mailSettings)
    .values(values)
    .onConflictDoUpdate({ target: mailSettings.singleton, set: { ...values, updatedAt: new Date() } })
    .returning()
  return row!
}
