import { TextInput } from '@mantine/core'
import { useState } from 'react'
import { TextBlock } from '../../../ui/backoffice/components/fields'
import { FormLayout } from '../../../ui/backoffice/components/FormLayout'
import { entityFormModal, type EntityFormProps } from '../../../ui/backoffice/components/FormModal'
import { ImageUploadField } from '../../../ui/backoffice/components/ImageUploadField'
import { notify } from '../../../ui/backoffice/notify'
import { useSaveEntity } from '../../../ui/backoffice/queries'
import { useEntityForm } from '../../../ui/backoffice/useEntityForm'
import { type Partner, PartnerInputSchema } from '../partner.schema'
import { PARTNER_UPLOAD_PATH, PARTNERS_MESSAGES, PARTNERS } from './partners-admin'
import { HistoryButton } from '../../history/admin/HistoryDrawer'
import { partnerContentType } from '../partner.content-type'
import { DRAFT_MESSAGES } from '../../drafts/admin/draft-text'
import { useServerDraft } from '../../drafts/admin/useServerDraft'

/** Add or edit a partner: name, website, description and logo (docs/product.md#partner-form). */
export const PartnerFormModal = entityFormModal(PartnerForm, {
  titles: ['Add partner', 'Edit partner'],
  size: 760,
})

function PartnerForm({ item: partner, frame }: EntityFormProps<Partner>) {
  const save = useSaveEntity(PARTNERS.path, partner, PARTNERS.queryKey)
  const [isUploading, setUploading] = useState(false)
  const valuesOf = (item: Partial<Partner> | null) => ({
    name: item?.name ?? '',
    website: item?.website ?? '',
    description: item?.description ?? '',
    logo: item?.logo ?? (null as string | null),
  })
  const entityForm = useEntityForm({
    initialValues: valuesOf(partner),
    schema: PartnerInputSchema,
    save: async ({ name, website, description, logo }) => {
      await save({ name, website: website ?? null, description, logo: logo ?? null })
      // The form showed the draft: what went live is it, so the draft goes (docs/product.md#drafts).
      if (await serverDraft.afterSave()) notify.success(DRAFT_MESSAGES.savedAndDiscarded)
    },
    success: partner ? PARTNERS_MESSAGES.updated : PARTNERS_MESSAGES.added,
    failure: () => PARTNERS_MESSAGES.saveFailed,
    frame,
  })
  const { layout, field, image } = entityForm
  const serverDraft = useServerDraft({
    type: 'partners',
    path: `${PARTNERS.path}/${partner?._id}`,
    itemId: partner?._id ?? null,
    form: entityForm,
    body: ({ name, website, description, logo }) => ({
      name,
      website: website ?? null,
      description,
      logo: logo ?? null,
    }),
    fromFields: (fields) => valuesOf({ ...partner, ...(fields as Partial<Partner>) }),
    liveValues: valuesOf(partner),
    keys: [PARTNERS.queryKey],
  })

  return (
    <FormLayout
      {...layout}
      notice={
        <>
          {layout.notice}
          {serverDraft.notice}
        </>
      }
      secondaryAction={serverDraft.saveDraftButton}
      submitLabel={partner ? 'Save changes' : 'Add partner'}
      secondary={
        partner ? (
          <HistoryButton type={partnerContentType} itemId={partner._id} onRestored={frame.onDone} />
        ) : null
      }
      submitDisabled={isUploading}
      sticky
      aside={
        <ImageUploadField
          label="Logo"
          description="Optional. PNG or WEBP with a transparent background looks best."
          uploadPath={PARTNER_UPLOAD_PATH}
          {...image('logo')}
          messages={{ size: PARTNERS_MESSAGES.logoTooLarge }}
          onUploadingChange={setUploading}
          onError={(message) => notify.error(PARTNERS_MESSAGES.uploadFailed(message))}
        />
      }
    >
      <TextInput
        label="Name"
        withAsterisk
        data-autofocus
        {...field('name')}
        maxLength={150}
        placeholder="e.g. Voltara Switchgear"
      />
      <TextInput
        label="Website"
        description="Optional. Opens in a new tab from the website’s partner card."
        type="url"
        inputMode="url"
        {...field('website')}
        maxLength={2048}
        placeholder="https://www.example.com"
      />
      <TextBlock label="Description" withAsterisk {...field('description')} maxLength={5000} rows={[4, 10]} />
    </FormLayout>
  )
}
