import { Badge, Button, CopyButton, Group, Modal, Paper, Select, Stack, Text, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { unwrapData, unwrapList } from '../../../ui/backoffice/api-client'
import { windowLook } from '../../../ui/backoffice/components/FormModal'
import { notify } from '../../../ui/backoffice/notify'
import { queryKeys, useApi, useInvalidate } from '../../../ui/backoffice/queries'
import { useIsSmallScreen } from '../../../ui/backoffice/useIsSmallScreen'
import type { PreviewLink } from '../drafts.schema'
import { DEFAULT_DAYS, DRAFT_MESSAGES, LINK_DAYS, opensText, whenText } from './draft-text'

/**
 * Share…: links that show the draft to someone without an account until they expire (docs/product.md#drafts).
 * A new link's address is shown once, with Copy; the links made before are listed with their opens, and Revoke.
 */
export function ShareDialog({
  opened,
  onClose,
  path,
}: {
  opened: boolean
  onClose: () => void
  path: string
}) {
  const api = useApi()
  const invalidate = useInvalidate()
  const isSmallScreen = useIsSmallScreen()
  const [days, setDays] = useState(String(DEFAULT_DAYS))
  const [created, setCreated] = useState<PreviewLink | null>(null)
  const [isBusy, setBusy] = useState(false)
  const key = [...queryKeys.drafts, 'links', path]
  const links = useQuery({
    queryKey: key,
    queryFn: async () => unwrapList<PreviewLink>(await api.get(`${path}/preview-links`)),
    enabled: opened,
    // Asked afresh each time the dialog opens: how often a link was opened changes elsewhere.
    refetchOnMount: 'always',
    staleTime: 0,
  })

  async function create() {
    setBusy(true)
    try {
      setCreated(
        unwrapData<PreviewLink>(await api.post(`${path}/preview-links`, { expiresInDays: Number(days) })),
      )
      notify.success(DRAFT_MESSAGES.linkCreated)
      await invalidate(key)
    } catch (error) {
      notify.error(`Failed to create the link: ${error instanceof Error ? error.message : 'Unknown error'}`)
    } finally {
      setBusy(false)
    }
  }

  async function revoke(link: PreviewLink) {
    try {
      await api.delete(`${path}/preview-links/${link._id}`)
      notify.success(DRAFT_MESSAGES.linkRevoked)
      if (created?._id === link._id) setCreated(null)
      await invalidate(key)
    } catch (error) {
      notify.error(`Failed to revoke the link: ${error instanceof Error ? error.message : 'Unknown error'}`)
    }
  }

  const close = () => {
    setCreated(null)
    onClose()
  }

  return (
    <Modal opened={opened} onClose={close} title="Share a preview" size={560} {...windowLook(isSmallScreen)}>
      <Stack gap="lg">
        <Text size="sm" c="gray.7">
          Anyone with the link sees this draft as it is now, without signing in, until the link expires or you
          revoke it.
        </Text>
        <Group align="flex-end" gap="sm">
          <Select
            label="Link expires after"
            data={LINK_DAYS.map((n) => ({ value: String(n), label: n === 1 ? '1 day' : `${n} days` }))}
            value={days}
            onChange={(value) => setDays(value ?? String(DEFAULT_DAYS))}
            allowDeselect={false}
            w={160}
          />
          <Button onClick={create} disabled={isBusy}>
            {isBusy ? 'Creating...' : 'Create link'}
          </Button>
        </Group>
        {created?.url ? (
          <Paper withBorder radius="md" p="md" bg="gray.0">
            <Group align="flex-end" gap="sm" wrap="nowrap">
              <TextInput
                label="New link"
                value={created.url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                style={{ flex: 1, minWidth: 0 }}
              />
              <CopyButton value={created.url}>
                {({ copied, copy }) => (
                  <Button
                    variant={copied ? 'light' : 'default'}
                    color={copied ? 'green' : undefined}
                    onClick={copy}
                  >
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="xs" c="gray.7" mt={6}>
              Expires {whenText(created.expiresAt)}. The link is shown only now: copy it before closing.
            </Text>
          </Paper>
        ) : null}
        <Stack gap="xs">
          <Text fw={600} size="sm" component="h3" m={0}>
            Links shared
          </Text>
          {links.data && links.data.length === 0 ? (
            <Text size="sm" c="gray.7">
              No links yet.
            </Text>
          ) : null}
          {links.isError ? (
            <Text size="sm" c="red.8">
              The links could not be loaded.
            </Text>
          ) : null}
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {(links.data ?? []).map((link) => (
              <Paper component="li" key={link._id} withBorder radius="md" px="md" py="sm">
                <Group justify="space-between" gap="sm" wrap="nowrap" align="center">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500}>
                      By {link.createdBy.name || 'someone'}, {whenText(link.createdAt)}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {link.revokedAt
                        ? `Revoked ${whenText(link.revokedAt)}`
                        : `Expires ${whenText(link.expiresAt)}`}
                      {' · '}
                      {opensText(link)}
                    </Text>
                  </div>
                  {link.revokedAt ? (
                    <Badge color="gray" variant="light">
                      Revoked
                    </Badge>
                  ) : (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => revoke(link)}
                      aria-label={`Revoke link by ${link.createdBy.name || 'someone'}, ${whenText(link.createdAt)}`}
                    >
                      Revoke
                    </Button>
                  )}
                </Group>
              </Paper>
            ))}
          </Stack>
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Done
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
