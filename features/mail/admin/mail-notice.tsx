import { Anchor } from '@mantine/core'
import { Link } from 'react-router'
import { ACCESS, allows, type Role } from '../../../platform/auth/access'
import { toast } from '../../../ui/backoffice/notify'
import { type MailDelivery, whyNotEmailed } from '../mail-delivery'

export const OUTBOX_PATH = '/admin/outbox'
/** The Outbox with one mail opened. */
export const outboxMailPath = (mailId: string) => `${OUTBOX_PATH}?mail=${encodeURIComponent(mailId)}`

/** A toast that says what became of a mail stays this long: long enough to follow its link. */
export const MAIL_NOTICE_MS = 10_000

type MailNotice = {
  /** What the server answered became of the mail. */
  delivery: MailDelivery
  /** Said when the mail is on its way: `Reply saved and e-mailed to ada@example.com`. */
  emailed: string
  /** Said when it is not, before why: `Reply saved, but not e-mailed to ada@example.com`. */
  notEmailed: string
  /** A sentence after why, in both cases: `The earlier link no longer works.` */
  then?: string
  /** How many mails (an announcement's): `they are kept` rather than `it is kept`. */
  count?: number
  /** The mail to open in the Outbox, when there is one. */
  mailId?: string
  /** Who is told: only those who may open the Outbox get the link to it. */
  role: Role | undefined
}

/**
 * docs/product.md#outbox: after something that mails someone, a toast that never says "sent" of a mail that did not
 * leave. On its way: the usual success. Without a mail server: a warning that says where the mail is and why, in
 * plain words, with a link to the Outbox (to the mail itself when there is one).
 */
export function notifyMail({ delivery, emailed, notEmailed, then, count = 1, mailId, role }: MailNotice) {
  if (delivery === 'smtp') return toast('success', then ? `${emailed}. ${then}` : emailed)
  const canOpen = allows(ACCESS.settings, role)
  const text = `${notEmailed}: ${whyNotEmailed(delivery, count)}.${then ? ` ${then}` : ''}`
  toast(
    'warning',
    <>
      {text}{' '}
      {canOpen ? (
        <Anchor component={Link} to={mailId ? outboxMailPath(mailId) : OUTBOX_PATH} size="sm" c="blue.8">
          Open the Outbox
        </Anchor>
      ) : (
        'An owner or administrator can see it there.'
      )}
    </>,
    { autoClose: MAIL_NOTICE_MS },
  )
}
