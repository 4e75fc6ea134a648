import type { Database } from '../../platform/db/database'
import { findMailSettings, saveMailSettings, type MailSettingsRow } from './mail-settings.repository'
import { DEFAULT_MAIL_SETTINGS, type MailSettings } from './mail-settings.schema'

function toSettings(row: MailSettingsRow | undefined): MailSettings {
  if (!row) return DEFAULT_MAIL_SETTINGS
  return {
    notificationRecipients: row.notificationRecipients,
    acknowledgement: {
      enabled: row.acknowledgementEnabled,
      // Empty while off: the form then offers the default wording.
      subject: row.acknowledgementSubject || DEFAULT_MAIL_SETTINGS.acknowledgement.subject,
      text: row.acknowledgementText || DEFAULT_MAIL_SETTINGS.acknowledgement.text,
    },
  }
}

/** The mail settings as the contact feature reads them inside its transaction. */
export async function readMailSettings(db: Database): Promise<MailSettings> {
  return toSettings(await findMailSettings(db))
}

export function createMailSettingsService({ db }: { db: Database }) {
  return {
    get: () => readMailSettings(db),
    async update(input: MailSettings): Promise<MailSettings> {
      return toSettings(
        await saveMailSettings(db, {
          notificationRecipients: input.notificationRecipients,
          acknowledgementEnabled: input.acknowledgement.enabled,
          acknowledgementSubject: input.acknowledgement.subject,
          acknowledgementText: input.acknowledgement.text,
        }),
      )
    },
  }
}

export type MailSettingsService = ReturnType<typeof createMailSettingsService>
