import { DraftBadge } from '../../editing/admin/DraftBadge'
import { Anchor, Box, Center, Group, Image, Skeleton, Text, VisuallyHidden } from '@mantine/core'
import { ExternalIcon, PartnersIcon } from '../../../ui/backoffice/components/icons'
import { DeleteMessage, EntityPage, useEntityList } from '../../../ui/backoffice/EntityPage'
import { thumbnailUrl } from '../../../ui/backoffice/images'
import { actionsColumn, orderColumn } from '../../../ui/backoffice/table/columns'
import { useListOrder } from '../../../ui/backoffice/table/useListOrder'
import { countOf } from '../../../ui/backoffice/table/rules'
import { type Column, useDataTable } from '../../../ui/backoffice/table/useDataTable'
import { useIsSmallScreen } from '../../../ui/backoffice/useIsSmallScreen'
import type { Partner } from '../partner.schema'
import { PartnerFormModal } from './PartnerFormModal'
import { displayWebsite, PARTNERS_MESSAGES, PARTNERS } from './partners-admin'

/** docs/product.md#partners — logo, name, website, description, their order; add/edit and delete. */
export function PartnersPage() {
  const isSmallScreen = useIsSmallScreen()
  const page = useEntityList<Partner>({
    ...PARTNERS,
    deleted: PARTNERS_MESSAGES.deleted,
  })
  const { dialogs } = page
  const reorder = useListOrder<Partner>({ ...PARTNERS, failed: PARTNERS_MESSAGES.orderFailed })

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
        <Group gap={6} wrap="nowrap">
          <Text fw={600} size="sm">
            {partner.name}
          </Text>
          <DraftBadge type="partners" itemId={partner._id} />
        </Group>
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
    orderColumn(),
    actionsColumn((partner) => page.rowActions(partner, partner.name)),
  ]
  const model = useDataTable({ data: page.list.data, columns, getRowId: (partner) => partner._id })

  return (
    <EntityPage
      page={page}
      title="Partners"
      description="The companies shown in the partners section of the website."
      addLabel="Add Partner"
      table={{
        model,
        label: 'Partners',
        minWidth: 820,
        title: (
          <Text size="sm" c="gray.7">
            The order here is the order on the website.
          </Text>
        ),
        count: (rows) => countOf(rows.length, 'partner', 'partners'),
        loadFailed: PARTNERS_MESSAGES.loadFailed,
        loadingText: 'Loading partners...',
        sortable: { nameOf: (partner) => partner.name, onChange: reorder },
      }}
      empty={{
        icon: <PartnersIcon size={24} />,
        title: 'No partners yet',
        text: 'Add the companies you work with to show their logos on the website.',
        action: 'Add your first partner',
      }}
      confirmDelete={{
        title: 'Delete partner',
        message: (
          <DeleteMessage name={dialogs.current?.name}>Its logo and link leave the website.</DeleteMessage>
        ),
        failureMessage: PARTNERS_MESSAGES.deleteFailed,
      }}
    >
      <PartnerFormModal {...dialogs.props('form')} item={dialogs.item('form')} />
    </EntityPage>
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
