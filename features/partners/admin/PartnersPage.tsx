import { Anchor, Box, Button, Center, Image, Skeleton, Text, VisuallyHidden } from '@mantine/core'
import { ConfirmModal } from '../../../ui/backoffice/components/ConfirmModal'
import { ExternalIcon, PartnersIcon, PlusIcon } from '../../../ui/backoffice/components/icons'
import { PageHeader } from '../../../ui/backoffice/components/PageHeader'
import { thumbnailUrl } from '../../../ui/backoffice/images'
import { notify } from '../../../ui/backoffice/notify'
import { queryKeys, useApi, useApiList, useInvalidate } from '../../../ui/backoffice/queries'
import { actionsColumn, deleteAction, editAction } from '../../../ui/backoffice/table/columns'
import { countOf } from '../../../ui/backoffice/table/rules'
import { DataTable } from '../../../ui/backoffice/table/DataTable'
import { EmptyState } from '../../../ui/backoffice/table/EmptyState'
import { type Column, useDataTable } from '../../../ui/backoffice/table/useDataTable'
import { useEntityDialogs } from '../../../ui/backoffice/useEntityDialogs'
import { useIsSmallScreen } from '../../../ui/backoffice/useIsSmallScreen'
import type { Partner } from '../partner.schema'
import { PartnerFormModal } from './PartnerFormModal'
import { displayWebsite, PARTNERS_MESSAGES } from './partners-admin'

/** docs/product.md#partners — logo, name, website, description; add/edit and delete. */
export function PartnersPage() {
  const api = useApi()
  const invalidate = useInvalidate()
  const isSmallScreen = useIsSmallScreen()
  const partners = useApiList<Partner>(queryKeys.partners, '/partners')
  const dialogs = useEntityDialogs<'form' | 'delete', Partner>(partners.data)

  async function deletePartner(partner: Partner) {
    await api.delete(`/partners/${partner._id}`)
    await invalidate(queryKeys.partners)
    notify.success(PARTNERS_MESSAGES.deleted)
  }

  const columns: Column<Partner>[] = [
    {
      id: 'logo',
      header: 'Logo',
      width: 120,
      className: 'media',
      skeleton: <Skeleton h={48} w={88} radius="md" />,
      render: (partner) => <Logo partner={partner} />,
    },
    {
      id: 'name',
      header: 'Name',
      className: 'primary',
      skeleton: <Skeleton h={12} w={120} />,
      render: (partner) => (
        <Text fw={600} size="sm">
          {partner.name}
        </Text>
      ),
    },
    {
      id: 'website',
      header: 'Website',
      className: 'labelled',
      label: 'Website',
      skeleton: <Skeleton h={12} w={140} />,
      render: (partner) =>
        partner.website ? (
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
        ),
    },
    {
      id: 'description',
      header: 'Description',
      className: 'labelled',
      label: 'About',
      skeleton: <Skeleton h={12} w="80%" />,
      render: (partner) => (
        <Text size="sm" c="gray.8" lineClamp={2} maw={420} title={partner.description}>
          {partner.description}
        </Text>
      ),
    },
    actionsColumn((partner) => [
      editAction(partner.name, () => dialogs.open('form', partner)),
      deleteAction(partner.name, () => dialogs.open('delete', partner)),
    ]),
  ]
  const model = useDataTable({ data: partners.data, columns, getRowId: (partner) => partner._id })

  return (
    <>
      <PageHeader title="Partners" description="The companies shown in the partners section of the website.">
        <Button leftSection={<PlusIcon />} onClick={() => dialogs.open('form')}>
          Add Partner
        </Button>
      </PageHeader>

      <DataTable
        model={model}
        query={partners}
        label="Partners"
        minWidth={820}
        title="Partners"
        count={(rows) => countOf(rows.length, 'partner', 'partners')}
        loadFailed={PARTNERS_MESSAGES.loadFailed}
        loadingText="Loading partners..."
        empty={
          <EmptyState
            icon={<PartnersIcon size={24} />}
            title="No partners yet"
            text="Add the companies you work with to show their logos on the website."
            action="Add your first partner"
            onAction={() => dialogs.open('form')}
          />
        }
      />

      <PartnerFormModal {...dialogs.props('form')} item={dialogs.item('form')} />
      <ConfirmModal
        {...dialogs.props('delete')}
        title="Delete partner"
        message={
          <Text size="sm">
            Delete <strong>{dialogs.current?.name}</strong>? Its logo and link leave the website. This cannot
            be undone.
          </Text>
        }
        onConfirm={() => deletePartner(dialogs.current!)}
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
