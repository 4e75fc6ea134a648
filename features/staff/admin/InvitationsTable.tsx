import { SectionCard } from '../../../ui/backoffice/components/SectionCard'
import { Badge, Button, Group, Text } from '@mantine/core'
import { useState } from 'react'
import { ROLE_LABELS } from '../../../platform/auth/access'
import { ConfirmModal } from '../../../ui/backoffice/components/ConfirmModal'
import { unwrapData } from '../../../ui/backoffice/api-client'
import { useAuth } from '../../../ui/backoffice/AuthProvider'
import { notify } from '../../../ui/backoffice/notify'
import { useApi, useApiList, useInvalidate } from '../../../ui/backoffice/queries'
import { type ListColumn, PagedList } from '../../../ui/backoffice/table/PagedList'
import { unpagedSource } from '../../../ui/backoffice/table/paging'
import { notifyMail } from '../../../ui/backoffice/mail-notice'
import type { Invitation, MailedInvitation } from '../staff.schema'
import { expiryText, ROLE_COLORS, STAFF_KEYS } from './staff-admin'

/** Invitations not yet accepted: who, as what, sent by whom, until when; resend or cancel each. */
export function InvitationsTable() {
  const api = useApi()
  const { admin } = useAuth()
  const invalidate = useInvalidate()
  const list = useApiList<Invitation>(STAFF_KEYS.invitations, '/users/invitations')
  const [toCancel, setToCancel] = useState<Invitation | null>(null)
  const [resending, setResending] = useState<string | null>(null)

  async function resend(invitation: Invitation) {
    setResending(invitation._id)
    try {
      const resent = unwrapData<MailedInvitation>(
        await api.post(`/users/invitations/${invitation._id}/resend`),
      )
      notifyMail({
        delivery: resent.mailDelivery,
        emailed: `Invitation sent again to ${invitation.email}`,
        notEmailed: `New invitation link made, but not e-mailed to ${invitation.email}`,
        then: 'The earlier link no longer works.',
        mailId: resent.mailId,
        role: admin?.role,
      })
      await invalidate(STAFF_KEYS.invitations)
    } catch (error) {
      notify.error(`Failed to resend the invitation: ${error instanceof Error ? error.message : ''}`.trim())
    } finally {
      setResending(null)
    }
  }

  async function cancel(invitation: Invitation) {
    await api.delete(`/users/invitations/${invitation._id}`)
    notify.success(`Invitation to ${invitation.email} cancelled`)
    await invalidate(STAFF_KEYS.invitations)
  }

  const columns: ListColumn<Invitation>[] = [
    {
      header: 'E-mail',
      breakAnywhere: true,
      cell: (invitation) => (
        <>
          <Text size="sm" fw={600}>
            {invitation.email}
          </Text>
          <Group gap={6} mt={4}>
            <Badge variant="light" color={ROLE_COLORS[invitation.role]} size="sm">
              {ROLE_LABELS[invitation.role]}
            </Badge>
            <Text size="xs" c={invitation.expired ? 'red.8' : 'gray.7'} hiddenFrom="xs">
              {expiryText(invitation)}
            </Text>
          </Group>
        </>
      ),
    },
    {
      header: 'Invited by',
      visibleFrom: 'sm',
      cell: (invitation) => <Text size="sm">{invitation.invitedBy ?? 'A former member'}</Text>,
    },
    {
      header: 'Expires',
      visibleFrom: 'xs',
      cell: (invitation) => (
        <Text size="sm" c={invitation.expired ? 'red.8' : undefined}>
          {expiryText(invitation)}
        </Text>
      ),
    },
    {
      header: 'Actions',
      align: 'right',
      cell: (invitation) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            aria-label={`Resend the invitation to ${invitation.email}`}
            disabled={resending === invitation._id}
            onClick={() => resend(invitation)}
          >
            {resending === invitation._id ? 'Sending...' : 'Resend'}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red.8"
            // Mantine draws a subtle button's text in shade 6 at most (3.3:1 on white): the label says red.8.
            c="red.8"
            aria-label={`Cancel the invitation to ${invitation.email}`}
            onClick={() => setToCancel(invitation)}
          >
            Cancel
          </Button>
        </Group>
      ),
    },
  ]

  return (
    <SectionCard title="Pending invitations">
      <PagedList
        list={unpagedSource(list)}
        columns={columns}
        label="Pending invitations"
        loadingLabel="Loading invitations"
        loadFailed="Failed to load invitations"
        empty="No pending invitations"
      />
      <ConfirmModal
        opened={toCancel !== null}
        onClose={() => setToCancel(null)}
        title="Cancel invitation"
        message={toCancel ? `Cancel the invitation to ${toCancel.email}? Its link will stop working.` : ''}
        confirmLabel="Cancel invitation"
        cancelLabel="Keep it"
        busyLabel="Cancelling..."
        onConfirm={() => cancel(toCancel!)}
        failureMessage="Failed to cancel the invitation. Please try again."
      />
    </SectionCard>
  )
}
