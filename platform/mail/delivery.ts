import { z } from 'zod'

/**
 * Where mail goes: 'smtp', delivered through SMTP_URL; 'local', no SMTP server outside production, mail is kept in
 * the outbox to be read there; 'none', production without SMTP_URL, mail waits queued until it is set. Every call
 * that mails someone answers it as `mailDelivery`, so that the screen says what became of the mail
 * (docs/product.md#outbox).
 */
export const MailDeliverySchema = z
  .enum(['smtp', 'local', 'none'])
  .describe(
    'What became of the mail: smtp, on its way through the mail server; local, kept in the Outbox (no mail ' +
      'server); none, waiting in the Outbox until a mail server is set up',
  )
export type MailDelivery = z.infer<typeof MailDeliverySchema>

/** Whether mail leaves the site at all. */
export const isEmailed = (delivery: MailDelivery): delivery is 'smtp' => delivery === 'smtp'

/**
 * What became of a mail that did not leave, in words for anyone, to follow "… not e-mailed": where it is, and why.
 * 'local': the mail stays in the Outbox for good; 'none': it waits there until a mail server is set up. `count`:
 * how many mails (an announcement's).
 */
export function whyNotEmailed(delivery: Exclude<MailDelivery, 'smtp'>, count = 1): string {
  const one = count === 1
  return delivery === 'local'
    ? `${one ? 'it is' : `the ${count.toLocaleString('en-US')} mails are`} kept in the Outbox, because no mail server is set up`
    : `${one ? 'it waits' : `the ${count.toLocaleString('en-US')} mails wait`} in the Outbox until a mail server is set up`
}

/** What a screen says after something that mails someone (ui/backoffice/mail-notice.tsx). */
export type MailNoticeWords = {
  /** Said when the mail is on its way: `Reply saved and e-mailed to ada@example.com`. */
  emailed: string
  /** Said when it is not, before why: `Reply saved, but not e-mailed to ada@example.com`. */
  notEmailed: string
  /** A sentence after why, in both cases: `The earlier link no longer works.` */
  then?: string
  /** How many mails (an announcement's): `they are kept` rather than `it is kept`. */
  count?: number
}

/**
 * The sentence of that notice: with a mail server, what was done and that it was e-mailed; without one, that it was
 * not, where the mail is and why — never "sent" of a mail that did not leave.
 */
export function mailNoticeText(
  delivery: MailDelivery,
  { emailed, notEmailed, then, count = 1 }: MailNoticeWords,
): string {
  // A success toast is a phrase (`Message archived`): a full stop only before a second sentence.
  if (isEmailed(delivery)) return then ? `${emailed}. ${then}` : emailed
  return `${notEmailed}: ${whyNotEmailed(delivery, count)}.${then ? ` ${then}` : ''}`
}
