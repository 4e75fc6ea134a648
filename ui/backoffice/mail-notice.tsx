import { Alert, Anchor, type MantineSpacing, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ACCESS, allows, type Role } from '../../platform/auth/access'
import { AlertIcon, ArrowRightIcon } from './components/icons'
import { toast } from './notify'
import {
  isEmailed,
  type MailDelivery,
  mailNoticeText,
  type MailNoticeWords,
} from '../../platform/mail/delivery'

export const OUTBOX_PATH = '/admin/outbox'
/** The Outbox with one mail opened. */
export const outboxMailPath = (mailId: string) => `${OUTBOX_PATH}?mail=${encodeURIComponent(mailId)}`

/** A toast that says what became of a mail stays this long: long enough to follow its link. */
export const MAIL_NOTICE_MS = 10_000
/** The title of a toast that says a mail did not leave. */
export const NOT_EMAILED_TITLE = 'Not e-mailed'

/**
 * Where to see a mail that did not leave: `Open the Outbox` (to the mail itself when there is one) for those who
 * may open it; the others are told who can.
 */
export function OutboxLink({ mailId, role }: { mailId?: string; role: Role | undefined }) {
  if (!allows(ACCESS.settings, role)) {
    return <Text span>An owner or administrator can see it there.</Text>
  }
  return (
    <Anchor
      component={Link}
      to={mailId ? outboxMailPath(mailId) : OUTBOX_PATH}
      size="sm"
      fw={600}
      c="blue.8"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      Open the Outbox
      <ArrowRightIcon size={14} />
    </Anchor>
  )
}

type MailNotice = MailNoticeWords & {
  /** What the server answered became of the mail. */
  delivery: MailDelivery
  /** The mail to open in the Outbox, when there is one. */
  mailId?: string
  /** Who is told: only those who may open the Outbox get the link to it. */
  role: Role | undefined
}

/**
 * docs/product.md#outbox: after something that mails someone, a toast that never says "sent" of a mail that did not
 * leave. On its way: the usual success. Without a mail server: a warning titled `Not e-mailed` that says where the
 * mail is and why, in plain words, with a link to the Outbox (to the mail itself when there is one).
 */
export function notifyMail({ delivery, mailId, role, ...words }: MailNotice) {
  const text = mailNoticeText(delivery, words)
  if (isEmailed(delivery)) return toast('success', text)
  toast(
    'warning',
    <Stack gap={6} align="flex-start">
      <span>{text}</span>
      <OutboxLink mailId={mailId} role={role} />
    </Stack>,
    { autoClose: MAIL_NOTICE_MS, title: NOT_EMAILED_TITLE },
  )
}

/**
 * A notice that stays on the screen (not a toast): mail of what is shown did not leave, why, and the Outbox link.
 * `children`: what it is about, in a sentence.
 */
export function MailKeptNotice({
  children,
  mailId,
  role,
  title = NOT_EMAILED_TITLE,
  mb,
}: {
  children: ReactNode
  mailId?: string
  role: Role | undefined
  title?: string
  mb?: MantineSpacing
}) {
  return (
    <Alert mb={mb} color="yellow" variant="light" radius="md" title={title} icon={<AlertIcon size={18} />}>
      <Stack gap={6} align="flex-start">
        <Text size="sm" c="dark.7">
          {children}
        </Text>
        <OutboxLink mailId={mailId} role={role} />
      </Stack>
    </Alert>
  )
}
