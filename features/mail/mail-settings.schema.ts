import { z } from 'zod'
import { emailField, oneLine, optionalText } from '../../platform/fields'

/** Addresses told of each new contact message, at most. */
export const MAX_NOTIFICATION_RECIPIENTS = 10

export const DEFAULT_ACKNOWLEDGEMENT_SUBJECT = 'We have received your message'
export const DEFAULT_ACKNOWLEDGEMENT_TEXT =
  'Thank you for writing to us. We have received your message and will answer it as soon as we can.'

export const ACKNOWLEDGEMENT_REQUIRED =
  'Write the subject and the text of the acknowledgement, or turn it off'
export const MAIL_SETTINGS_SAVED = 'E-mail settings saved'

/**
 * Who hears of a new contact message (none listed: the company e-mail), and the automatic acknowledgement mailed
 * to the visitor (off unless turned on). One schema for the API, the form and the OpenAPI document.
 */
export const MailSettingsSchema = z.object({
  notificationRecipients: z
    .array(emailField('Enter an e-mail address or remove the line'))
    .max(MAX_NOTIFICATION_RECIPIENTS, `At most ${MAX_NOTIFICATION_RECIPIENTS} addresses`)
    .refine(
      (addresses) => new Set(addresses).size === addresses.length,
      'Each address may be listed only once',
    )
    .describe('Addresses told of each new contact message; empty: the company e-mail'),
  acknowledgement: z
    .object({
      enabled: z.boolean(),
      subject: oneLine(optionalText(200, 'Subject must be at most 200 characters'), 'Subject'),
      text: optionalText(5000, 'Text must be at most 5000 characters'),
    })
    .superRefine((value, context) => {
      if (!value.enabled) return
      for (const key of ['subject', 'text'] as const)
        if (!value[key]) context.addIssue({ code: 'custom', path: [key], message: ACKNOWLEDGEMENT_REQUIRED })
    })
    .describe('The automatic acknowledgement of a contact message, mailed to the visitor when enabled'),
})
export type MailSettings = z.infer<typeof MailSettingsSchema>

export const DEFAULT_MAIL_SETTINGS: MailSettings = {
  notificationRecipients: [],
  acknowledgement: {
    enabled: false,
    subject: DEFAULT_ACKNOWLEDGEMENT_SUBJECT,
    text: DEFAULT_ACKNOWLEDGEMENT_TEXT,
  },
}
