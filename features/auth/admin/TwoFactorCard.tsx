import { Alert, Badge, Button, Card, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { unwrapData } from '../../../ui/backoffice/api-client'
import { useAuth } from '../../../ui/backoffice/AuthProvider'
import { LoadError } from '../../../ui/backoffice/components/LoadError'
import { notify } from '../../../ui/backoffice/notify'
import { useApiObject, useInvalidate } from '../../../ui/backoffice/queries'
import type { TwoFactorStatus } from '../two-factor.schema'
import { RecoveryCodesView } from './RecoveryCodesView'
import { TwoFactorConfirmForm } from './TwoFactorConfirmForm'
import { TwoFactorSetupFlow } from './TwoFactorSetupFlow'

export const TWO_FACTOR_KEY = ['auth', 'two-factor'] as const

type Dialog = 'setup' | 'disable' | 'renew' | { codes: string[] } | null

const since = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' })

/**
 * docs/product.md#two-factor-sign-in: whether the signed-in person uses two-factor sign-in, and the way to set it
 * up, turn it off or get new recovery codes.
 */
export function TwoFactorCard() {
  const { api, admin, refresh } = useAuth()
  const invalidate = useInvalidate()
  const status = useApiObject<TwoFactorStatus>(TWO_FACTOR_KEY, '/auth/2fa')
  const [dialog, setDialog] = useState<Dialog>(null)
  const close = () => setDialog(null)

  async function changed() {
    await Promise.all([invalidate(TWO_FACTOR_KEY), refresh()])
  }

  const data = status.data
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="two-factor-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="two-factor-title">
            Two-factor sign-in
          </Title>
          {data ? (
            <Badge color={data.enabled ? 'green.9' : 'gray.7'} variant="filled">
              {data.enabled ? 'On' : 'Off'}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="gray.7">
          After your password, a 6-digit code from an authenticator app on your phone: a stolen password alone
          is not enough to sign in.
        </Text>
        {status.isPending ? (
          <Loader size="sm" aria-label="Loading two-factor sign-in" />
        ) : status.isError || !data ? (
          <LoadError
            message="Two-factor sign-in could not be loaded."
            onRetry={() => status.refetch()}
            isRetrying={status.isFetching}
          />
        ) : data.enabled ? (
          <>
            <Text size="sm">
              On since {data.enabledAt ? since(data.enabledAt) : 'earlier'} ·{' '}
              <strong>{data.recoveryCodesLeft}</strong> of 10 recovery codes left
            </Text>
            {data.recoveryCodesLeft <= 3 ? (
              <Alert color="yellow">Few recovery codes are left: make new ones and save them.</Alert>
            ) : null}
            <Group gap="sm">
              <Button variant="default" onClick={() => setDialog('renew')}>
                New recovery codes
              </Button>
              <Button variant="outline" color="red.8" onClick={() => setDialog('disable')}>
                Turn off
              </Button>
            </Group>
          </>
        ) : (
          <>
            {data.required ? <Alert color="blue">Your role requires two-factor sign-in.</Alert> : null}
            <Group>
              <Button onClick={() => setDialog('setup')}>Set up</Button>
            </Group>
          </>
        )}
      </Stack>

      <Modal
        opened={dialog === 'setup'}
        onClose={close}
        title="Set up two-factor sign-in"
        closeOnClickOutside={false}
        size="md"
      >
        {dialog === 'setup' ? (
          <TwoFactorSetupFlow
            onFinished={() => {
              close()
              notify.success('Two-factor sign-in is on.')
              void changed()
            }}
          />
        ) : null}
      </Modal>

      <Modal opened={dialog === 'disable'} onClose={close} title="Turn off two-factor sign-in">
        <TwoFactorConfirmForm
          intro="Signing in will need only your password. Confirm with a code from your app, a recovery code or your password."
          confirmLabel="Turn off"
          color="red.8"
          onCancel={close}
          onConfirm={async (input) => {
            await api.post('/auth/2fa/disable', input)
            close()
            notify.success('Two-factor sign-in is off.')
            await changed()
          }}
        />
      </Modal>

      <Modal
        opened={dialog === 'renew' || (typeof dialog === 'object' && dialog !== null)}
        onClose={close}
        title="New recovery codes"
        closeOnClickOutside={false}
      >
        {typeof dialog === 'object' && dialog !== null ? (
          <RecoveryCodesView codes={dialog.codes} email={admin?.email} onDone={close} />
        ) : (
          <TwoFactorConfirmForm
            intro="Ten new codes replace the old ones, which stop working. Confirm with a code from your app, a recovery code or your password."
            confirmLabel="Make new codes"
            onCancel={close}
            onConfirm={async (input) => {
              const answer = unwrapData<{ recoveryCodes: string[] }>(
                await api.post('/auth/2fa/recovery-codes', input),
              )
              setDialog({ codes: answer.recoveryCodes })
              await invalidate(TWO_FACTOR_KEY)
            }}
          />
        )}
      </Modal>
    </Card>
  )
}
