import type { Database } from '../../platform/db/database'
import type { MailContent } from '../../platform/mail/layout'
import type { Mailer, MailSender } from '../../platform/mail/mailer'
import { CONFIRMATION_DAYS } from './newsletter.schema'

export const CONFIRM_PATH = '/newsletter/confirm'
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe'

export const confirmUrl = (publicUrl: string, token: string) =>
  `${publicUrl}${CONFIRM_PATH}?token=${encodeURIComponent(token)}`
export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`

/**
 * The headers that let a mail client offer its own unsubscribe button (RFC 2369), which ends the subscription with
 * one POST and no page to visit (RFC 8058).
 */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}

/**
 * The double opt-in mail: the link that confirms the subscription. Transactional (the address asked for it), so it
 * carries no unsubscribe link; one who did not ask ignores it and is never subscribed.
 */
export async function recordConfirmationMail(
  db: Database,
  mailer: Mailer,
  subscriber: { id: string; email: string },
  token: { value: string; hash: string },
) {
  const sender = await mailer.sender(db)
  const company = sender.brand.name
  return mailer.record(
    db,
    {
      kind: 'newsletter-confirmation',
      eventKey: `newsletter-confirmation:${token.hash}`,
      to: [subscriber.email],
      subject: `Confirm your subscription to the ${company} newsletter`,
      content: {
        heading: 'Please confirm your subscription',
        blocks: [
          {
            paragraph: `Someone, hopefully you, asked to receive the ${company} newsletter at ${subscriber.email}. Please confirm that this was you:`,
          },
          { button: 'Confirm subscription', href: confirmUrl(mailer.publicUrl, token.value) },
          {
            paragraph: `The link works for ${CONFIRMATION_DAYS} days. If you did not ask for this, ignore this mail: the address will not be subscribed and will hear nothing more from us.`,
          },
        ],
      },
    },
    sender,
  )
}

/** Blank lines separate paragraphs; other line breaks stay inside their paragraph. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}

/** An announcement as its subscriber gets it: the text in paragraphs (web addresses as links) and how to leave. */
export function announcementContent(
  sender: MailSender,
  announcement: { subject: string; body: string },
  unsubscribeHref: string,
): MailContent {
  return {
    heading: announcement.subject,
    blocks: paragraphsOf(announcement.body).map((paragraph) => ({ paragraph, links: true })),
    unsubscribe: {
      reason: `You receive this because you subscribed to the ${sender.brand.name} newsletter.`,
      href: unsubscribeHref,
    },
  }
}
