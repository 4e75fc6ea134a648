import type { FieldErrors, FormCheck } from '../../../ui/backoffice/form'
import { type MailSettings, MailSettingsSchema } from '../mail-settings.schema'

/** The E-mail tab's fields: the recipients one per line, the acknowledgement's switch, subject and text. */
export type MailSettingsForm = {
  recipients: string
  acknowledgementEnabled: boolean
  acknowledgementSubject: string
  acknowledgementText: string
}

export function formOf(settings: MailSettings): MailSettingsForm {
  return {
    recipients: settings.notificationRecipients.join('\n'),
    acknowledgementEnabled: settings.acknowledgement.enabled,
    acknowledgementSubject: settings.acknowledgement.subject,
    acknowledgementText: settings.acknowledgement.text,
  }
}

/** The lines of the recipients field that hold something. */
function recipientLines(recipients: string): string[] {
  return recipients
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
}

export function inputOf(values: MailSettingsForm): MailSettings {
  return {
    notificationRecipients: recipientLines(values.recipients),
    acknowledgement: {
      enabled: values.acknowledgementEnabled,
      subject: values.acknowledgementSubject,
      text: values.acknowledgementText,
    },
  }
}

/** Where a message of the schema (or of the server) shows: 'notificationRecipients.2' under the recipients. */
export function fieldOf(path: string): keyof MailSettingsForm {
  if (path.startsWith('notificationRecipients')) return 'recipients'
  if (path === 'acknowledgement.subject') return 'acknowledgementSubject'
  if (path === 'acknowledgement.text') return 'acknowledgementText'
  return 'acknowledgementEnabled'
}

/** A message for the recipients field names the line it is about: 'Line 2: Please enter a valid email address'. */
export function messageOf(path: string, message: string): string {
  const line = /^notificationRecipients\.(\d+)/.exec(path)
  return line ? `Line ${Number(line[1]) + 1}: ${message}` : message
}

export function fieldErrors(entries: [path: string, message: string][]): FieldErrors {
  const errors: FieldErrors = {}
  for (const [path, message] of entries) errors[fieldOf(path)] ??= messageOf(path, message)
  return errors
}

/** The form's check: the shared schema, its messages placed under the fields they are about. */
export function checkMailSettings(values: MailSettingsForm): FormCheck<MailSettings> {
  const result = MailSettingsSchema.safeParse(inputOf(values))
  if (result.success) return { data: result.data, errors: null }
  return {
    data: null,
    errors: fieldErrors(result.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
  }
}
