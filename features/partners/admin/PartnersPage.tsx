import {
  Anchor,
  Box,
  Button,
  Center,
  Group,
  Image,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useState } from 'react'
import classes from '../../../ui/backoffice/components/CardTable.module.css'
import { ConfirmModal } from '../../../ui/backoffice/components/ConfirmModal'
import { LoadError } from '../../../ui/backoffice/components/LoadError'
import {
  EditIcon,
  ExternalIcon,
  PartnersIcon,
  PlusIcon,
  TrashIcon,
} from '../../../ui/backoffice/components/icons'
import { PageHeader } from '../../../ui/backoffice/components/PageHeader'
import { thumbnailUrl } from '../../../ui/backoffice/images'
import { notify } from '../../../ui/backoffice/notify'
import { queryKeys, useApi, useApiList, useInvalidate } from '../../../ui/backoffice/queries'
import type { Partner } from '../partner.schema'
import { PartnerFormModal } from './PartnerFormModal'
import { displayWebsite, PARTNERS_MESSAGES } from './partners-admin'
import { RowAction } from '../../../ui/backoffice/components/RowAction'

type DialogKind = 'form' | 'delete'
type Dialog = { kind: DialogKind; opened: boolean; partner: Partner | null }

/** docs/product.md#partners — logo, name, website, description; add/edit and delete. */
export function PartnersPage() {
  const api = useApi()
  const invalidate = useInvalidate()
  const isSmallScreen = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false })
  const partners = useApiList<Partner>(queryKeys.partners, '/partners')
  const [dialog, setDialog] = useState<Dialog>({ kind: 'form', opened: false, partner: null })

  const rows = partners.data ?? []
  const open = (kind: DialogKind, partner: Partner | null = null) =>
    setDialog({ kind, opened: true, partner })
  const close = () => setDialog((current) => ({ ...current, opened: false }))
  const isOpen = (kind: DialogKind) => dialog.opened && dialog.kind === kind
  const dialogPartner = dialog.partner
    ? (partners.data?.find((partner) => partner._id === dialog.partner!._id) ?? dialog.partner)
    : null

  async function deletePartner(partner: Partner) {
    await api.delete(`/partners/${partner._id}`)
    await invalidate(queryKeys.partners)
    notify.success(PARTNERS_MESSAGES.deleted)
  }

  return (
    <>
      <PageHeader title="Partners" description="The companies shown in the partners section of the website.">
        <Button leftSection={<PlusIcon />} onClick={() => open('form')}>
          Add Partner
        </Button>
      </PageHeader>

      <Paper withBorder radius="lg" shadow="xs" style={{ overflow: 'hidden' }}>
        <Group justify="space-between" px="md" py="sm" gap="sm" bg="white">
          <Text fw={600} size="sm">
            Partners
          </Text>
          {partners.data ? (
            <Text size="sm" c="gray.7" aria-live="polite">
              {rows.length === 1 ? '1 partner' : `${rows.length} partners`}
            </Text>
          ) : null}
        </Group>

        {partners.isError && !partners.data ? (
          <LoadError
            message={PARTNERS_MESSAGES.loadFailed}
            onRetry={() => partners.refetch()}
            isRetrying={partners.isFetching}
          />
        ) : (
          <Table.ScrollContainer minWidth={isSmallScreen ? 0 : 820} type="native">
            <Table
              role="table"
              className={classes.table}
              aria-label="Partners"
              verticalSpacing="sm"
              horizontalSpacing="md"
              highlightOnHover
              style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Table.Thead bg="gray.0" role="rowgroup">
                <Table.Tr role="row">
                  <Table.Th w={120} role="columnheader">
                    Logo
                  </Table.Th>
                  <Table.Th role="columnheader">Name</Table.Th>
                  <Table.Th role="columnheader">Website</Table.Th>
                  <Table.Th role="columnheader">Description</Table.Th>
                  <Table.Th w={110} ta="right" role="columnheader">
                    Actions
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody role="rowgroup">
                {partners.isPending ? (
                  <LoadingRows />
                ) : rows.length === 0 ? (
                  <Table.Tr role="row" className={classes.empty}>
                    <Table.Td colSpan={5} role="cell" className={classes.empty}>
                      <Empty onAdd={() => open('form')} />
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  rows.map((partner) => (
                    <Table.Tr key={partner._id} role="row" className={classes.row}>
                      <Table.Td role="cell" className={classes.media}>
                        <Logo partner={partner} />
                      </Table.Td>
                      <Table.Td role="cell" className={classes.primary}>
                        <Text fw={600} size="sm">
                          {partner.name}
                        </Text>
                      </Table.Td>
                      <Table.Td role="cell" className={classes.labelled} data-label="Website">
                        {partner.website ? (
                          <Anchor
                            href={partner.website}
                            target="_blank"
                            rel="noopener noreferrer"
                            size="sm"
                            style={{
                              display: 'inline-flex',
                              alignItems: 'center',
                              gap: 4,
                              ...(isSmallScreen ? { overflowWrap: 'anywhere' } : { whiteSpace: 'nowrap' }),
                            }}
                          >
                            {displayWebsite(partner.website)}
                            <ExternalIcon size={14} />
                            <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
                          </Anchor>
                        ) : (
                          <Text size="sm" c="gray.7">
                            No website
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td role="cell" className={classes.labelled} data-label="About">
                        <Text size="sm" c="gray.8" lineClamp={2} maw={420} title={partner.description}>
                          {partner.description}
                        </Text>
                      </Table.Td>
                      <Table.Td role="cell" className={classes.actions}>
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          <RowAction
                            color="blue"
                            label={`Edit ${partner.name}`}
                            onClick={() => open('form', partner)}
                          >
                            <EditIcon />
                          </RowAction>
                          <RowAction
                            color="red"
                            label={`Delete ${partner.name}`}
                            onClick={() => open('delete', partner)}
                          >
                            <TrashIcon />
                          </RowAction>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>

      <PartnerFormModal
        opened={isOpen('form')}
        onClose={close}
        partner={dialog.kind === 'form' ? dialogPartner : null}
        fullScreen={isSmallScreen}
      />
      <ConfirmModal
        opened={isOpen('delete')}
        onClose={close}
        title="Delete partner"
        message={
          <Text size="sm">
            Delete <strong>{dialogPartner?.name}</strong>? Its logo and link leave the website. This cannot be
            undone.
          </Text>
        }
        onConfirm={() => deletePartner(dialogPartner!)}
        failureMessage={PARTNERS_MESSAGES.deleteFailed}
      />
    </>
  )
}

function Logo({ partner }: { partner: Partner }) {
  return (
    <Box
      w={88}
      h={48}
      bg="white"
      style={{ border: '1px solid var(--mantine-color-gray-2)', borderRadius: 8, overflow: 'hidden' }}
    >
      {partner.logo ? (
        <Image
          src={thumbnailUrl(partner.logo)}
          fallbackSrc={partner.logo}
          alt={`${partner.name} logo`}
          h={48}
          w={88}
          fit="contain"
          p={6}
        />
      ) : (
        <Center h="100%" c="gray.6" aria-label="No logo" role="img">
          <PartnersIcon size={20} />
        </Center>
      )}
    </Box>
  )
}

function LoadingRows() {
  return (
    <>
      {[0, 1, 2].map((row) => (
        <Table.Tr key={row} role="row" className={classes.row} aria-hidden={row > 0 ? true : undefined}>
          <Table.Td role="cell" className={classes.media}>
            <Skeleton h={48} w={88} radius="md" />
            {row === 0 ? <VisuallyHidden role="status">Loading partners...</VisuallyHidden> : null}
          </Table.Td>
          <Table.Td role="cell" className={classes.primary}>
            <Skeleton h={12} w={120} />
          </Table.Td>
          <Table.Td role="cell" className={classes.labelled}>
            <Skeleton h={12} w={140} />
          </Table.Td>
          <Table.Td role="cell" className={classes.labelled}>
            <Skeleton h={12} w="80%" />
          </Table.Td>
          <Table.Td role="cell" className={classes.actions}>
            <Skeleton h={28} w={70} ml="auto" />
          </Table.Td>
        </Table.Tr>
      ))}
    </>
  )
}

function Empty({ onAdd }: { onAdd: () => void }) {
  return (
    <Stack align="center" gap="xs" py={48}>
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <PartnersIcon size={24} />
      </ThemeIcon>
      <Title order={2} size="h4" mt="xs">
        No partners yet
      </Title>
      <Text size="sm" c="gray.7" ta="center" maw={360}>
        Add the companies you work with to show their logos on the website.
      </Text>
      <Button variant="light" mt="xs" onClick={onAdd} leftSection={<PlusIcon size={16} />}>
        Add your first partner
      </Button>
    </Stack>
  )
}
