import { Badge, Button, Paper, Tabs } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import type { Pagination } from '../../../platform/pagination'
import { BrokenLinkIcon, PlusIcon, RedirectIcon, UploadIcon } from '../../../ui/backoffice/components/icons'
import { ExportCsvButton } from '../../../ui/backoffice/components/ExportCsvButton'
import { PageHeader } from '../../../ui/backoffice/components/PageHeader'
import { useApi } from '../../../ui/backoffice/queries'
import { ImportDialog } from './ImportDialog'
import { NotFoundLog } from './NotFoundLog'
import { RedirectFormModal, type RedirectFormTarget } from './RedirectFormModal'
import { RedirectsList } from './RedirectsList'
import { formatCount, NOT_FOUND, REDIRECTS, tabOf } from './redirects-admin'

/**
 * docs/product.md#redirects — the redirects (search, pages, add, edit, delete, CSV import with a dry run first, CSV
 * export) and the 404 log of the public paths that led nowhere, each one click from a redirect.
 */
export function RedirectsPage() {
  const api = useApi()
  const [params, setParams] = useSearchParams()
  const tab = tabOf(params)
  const [formTarget, setFormTarget] = useState<RedirectFormTarget | null>(null)
  const [isImportOpen, setImportOpen] = useState(false)

  // How many paths the 404 log holds, for its tab's label.
  const notFoundCount = useQuery({
    queryKey: [...NOT_FOUND.queryKey, 'count'],
    queryFn: async () =>
      (await api.get<{ pagination?: Pagination }>(NOT_FOUND.path, { query: { limit: 1 } }))?.pagination
        ?.total ?? 0,
    staleTime: 0,
  })

  const chooseTab = (value: string | null) =>
    setParams(value === '404' ? { tab: '404' } : {}, { replace: true })

  return (
    <>
      <PageHeader
        title="Redirects"
        description="Send visitors and search engines from old addresses to new ones, and fix the addresses that lead nowhere."
      >
        <Button variant="default" leftSection={<UploadIcon size={16} />} onClick={() => setImportOpen(true)}>
          Import CSV
        </Button>
        <ExportCsvButton path={`${REDIRECTS.path}/export`} fileName="redirects.csv" what="redirects" />
        <Button leftSection={<PlusIcon size={16} />} onClick={() => setFormTarget({ kind: 'add' })}>
          Add redirect
        </Button>
      </PageHeader>

      <Tabs value={tab} onChange={chooseTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="redirects" leftSection={<RedirectIcon size={16} />}>
            Redirects
          </Tabs.Tab>
          <Tabs.Tab
            value="404"
            leftSection={<BrokenLinkIcon size={16} />}
            rightSection={
              notFoundCount.data ? (
                <Badge size="sm" variant="light" color="orange" style={{ overflow: 'visible' }}>
                  {formatCount(notFoundCount.data)}
                </Badge>
              ) : null
            }
          >
            404 log
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="redirects">
          <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
            <RedirectsList
              onAdd={() => setFormTarget({ kind: 'add' })}
              onEdit={(redirect) => setFormTarget({ kind: 'edit', redirect })}
            />
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="404">
          <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
            <NotFoundLog onCreateRedirect={(path) => setFormTarget({ kind: 'from-404', path })} />
          </Paper>
        </Tabs.Panel>
      </Tabs>

      <RedirectFormModal target={formTarget} onClose={() => setFormTarget(null)} />
      <ImportDialog opened={isImportOpen} onClose={() => setImportOpen(false)} />
    </>
  )
}
