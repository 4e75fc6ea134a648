import { Group, Modal, Stack, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import type { Role } from '../../../platform/auth/access'
import { ApiError, unwrapData } from '../../../ui/backoffice/api-client'
import { useAuth } from '../../../ui/backoffice/AuthProvider'
import { errorMessage, notify } from '../../../ui/backoffice/notify'
import { queryKeys, useApi, useInvalidate } from '../../../ui/backoffice/queries'
import { useIsSmallScreen } from '../../../ui/backoffice/useIsSmallScreen'
import { MailKeptNotice, notifyMail } from '../../../ui/backoffice/mail-notice'
import type { OutboxSummary } from '../../mail/mail.schema'
import { INVITATION_HOURS, InviteInputSchema, type MailedInvitation } from '../staff.schema'
import { RoleSelect } from './RoleSelect'
import { STAFF_KEYS } from './staff-admin'
import { bind } from '../../auth/admin/bind'
import { CancelAndSubmit } from '../../../ui/backoffice/components/FormActions'
import { windowLook } from '../../../ui/backoffice/components/FormModal'

type Errors = { email?: string; role?: string }

/** "Invite someone": an address and a role; the person gets a mailed link valid 72 hours. */
export function InviteDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const api = useApi()
  const { admin } = useAuth()
  const invalidate = useInvalidate()
  const isSmallScreen = useIsSmallScreen()
  // Where mail goes, said before the invitation is sent (the Outbox's own query: owners may read it).
  const mail = useQuery({
    queryKey: [...queryKeys.mail, 'summary'],
    queryFn: async () => unwrapData<OutboxSummary>(await api.get('/mail/summary')),
    enabled: opened,
  })
  const mode = mail.data?.mode
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<Role | null>('editor')
  const [errors, setErrors] = useState<Errors>({})
  const [isSaving, setSaving] = useState(false)

  function close() {
    if (isSaving) return
    setEmail('')
    setRole('editor')
    setErrors({})
    onClose()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const checked = InviteInputSchema.safeParse({ email, role: role ?? undefined })
    if (!checked.success) {
      const next: Errors = {}
      for (const issue of checked.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message
      setErrors(next)
      document.querySelector<HTMLElement>(`[data-field="${next.email ? 'email' : 'role'}"]`)?.focus()
      return
    }
    setErrors({})
    setSaving(true)
    try {
      const invitation = unwrapData<MailedInvitation>(await api.post('/users/invitations', checked.data))
      notifyMail({
        delivery: invitation.mailDelivery,
        emailed: `Invitation sent to ${invitation.email}`,
        notEmailed: `Invitation saved, but not e-mailed to ${invitation.email}`,
        then: `The link works for ${INVITATION_HOURS} hours.`,
        mailId: invitation.mailId,
        role: admin?.role,
      })
      await invalidate(STAFF_KEYS.invitations)
      setSaving(false)
      setEmail('')
      setRole('editor')
      onClose()
    } catch (error) {
      setSaving(false)
      const field = error instanceof ApiError ? error.errors?.email : undefined
      if (field) setErrors({ email: field })
      else notify.error(`Failed to send the invitation: ${errorMessage(error)}`)
    }
  }

  return (
    <Modal opened={opened} onClose={close} title="Invite someone" size={480} {...windowLook(isSmallScreen)}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {mode && mode !== 'smtp' ? (
            <MailKeptNotice role={admin?.role} title="It will not be e-mailed">
              {mode === 'local'
                ? 'No mail server is set up, so the invitation will be kept in the Outbox instead of e-mailed.'
                : 'No mail server is set up yet, so the invitation will wait in the Outbox until one is.'}
            </MailKeptNotice>
          ) : null}
          <TextInput
            label="E-mail"
            description={`They get a link to choose their name and password. It works once, for ${INVITATION_HOURS} hours.`}
            type="email"
            autoComplete="off"
            data-field="email"
            required
            {...bind(email, setEmail, errors.email)}
          />
          <RoleSelect value={role} onChange={setRole} error={errors.role} />
          <Group justify="flex-end" gap="sm" mt="sm">
            <CancelAndSubmit
              onCancel={close}
              isBusy={isSaving}
              label="Send invitation"
              busyLabel="Sending..."
            />
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
