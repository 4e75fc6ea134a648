import { Alert, Button, Group, Text } from '@mantine/core'
import { useState } from 'react'
import { unwrapData } from '../../../ui/backoffice/api-client'
import { ConfirmModal } from '../../../ui/backoffice/components/ConfirmModal'
import { notify } from '../../../ui/backoffice/notify'
import { useApi } from '../../../ui/backoffice/queries'
import type { Draft } from '../drafts.schema'
import { draftNoticeText } from './draft-text'
import { ShareDialog } from './ShareDialog'

/**
 * At the top of a form that shows a draft (docs/product.md#drafts): who saved it and when, that the website still
 * shows the published version, and Publish, Discard draft, Preview and Share….
 */
export function DraftNotice({
  draft,
  note = null,
  path,
  onPublish,
  onDiscard,
  disabled,
}: {
  draft: Draft
  /** What else the draft changes, after the notice's sentence (a draft shared by several forms). */
  note?: string | null
  path: string
  onPublish: () => Promise<void>
  onDiscard: () => Promise<void>
  disabled: boolean
}) {
  const api = useApi()
  const [asking, setAsking] = useState<'publish' | 'discard' | 'share' | null>(null)

  /** The tab is opened on the click itself (no popup blocker), then sent to the preview's address. */
  async function preview() {
    const tab = window.open('', '_blank')
    if (tab) tab.opener = null
    try {
      const { url } = unwrapData<{ url: string }>(await api.post(`${path}/preview`))
      if (tab) tab.location.href = url
      else window.open(url, '_blank', 'noopener')
    } catch (error) {
      tab?.close()
      notify.error(`Failed to open the preview: ${error instanceof Error ? error.message : 'Unknown error'}`)
    }
  }

  return (
    <>
      <Alert
        color="yellow"
        variant="light"
        radius="md"
        mb="lg"
        title={draft.isNew ? 'New — not published' : 'Unpublished draft'}
        role="status"
      >
        <Text size="sm">
          {draftNoticeText(draft)}
          {note ? ` ${note}` : null}
        </Text>
        <Group gap="xs" mt="sm">
          <Button size="xs" onClick={() => setAsking('publish')} disabled={disabled}>
            Publish
          </Button>
          <Button size="xs" variant="default" onClick={preview}>
            Preview
          </Button>
          <Button size="xs" variant="default" onClick={() => setAsking('share')}>
            Share…
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => setAsking('discard')}
            disabled={disabled}
          >
            {draft.isNew ? 'Delete draft' : 'Discard draft'}
          </Button>
        </Group>
      </Alert>
      <ConfirmModal
        opened={asking === 'publish'}
        onClose={() => setAsking(null)}
        title="Publish this draft?"
        message={
          draft.isNew ? 'The website will show it at once.' : 'The website will show these changes at once.'
        }
        confirmLabel="Publish"
        busyLabel="Publishing..."
        color="primary"
        onConfirm={onPublish}
      />
      <ConfirmModal
        opened={asking === 'discard'}
        onClose={() => setAsking(null)}
        {...(draft.isNew
          ? {
              title: 'Delete this draft?',
              message:
                'It has never been published, so there is no version to go back to: it goes to the Trash, where it can be restored for 30 days.',
              confirmLabel: 'Delete draft',
              busyLabel: 'Deleting...',
            }
          : {
              title: 'Discard this draft?',
              message: 'Its changes are lost; the form shows the published version again.',
              confirmLabel: 'Discard draft',
              busyLabel: 'Discarding...',
            })}
        onConfirm={onDiscard}
      />
      <ShareDialog opened={asking === 'share'} onClose={() => setAsking(null)} path={path} />
    </>
  )
}
