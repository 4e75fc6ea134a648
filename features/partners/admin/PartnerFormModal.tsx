import { Grid, Stack, Textarea, TextInput } from '@mantine/core'
import { useState } from 'react'
import { ImageUploadField } from '../../../ui/backoffice/components/ImageUploadField'
import { notify } from '../../../ui/backoffice/notify'
import { queryKeys, useApi, useInvalidate } from '../../../ui/backoffice/queries'
import { useEntityForm } from '../../../ui/backoffice/useEntityForm'
import { type Partner, PartnerInputSchema } from '../partner.schema'
import { PARTNER_UPLOAD_PATH, PARTNERS_MESSAGES } from './partners-admin'
import { FormActions } from '../../../ui/backoffice/components/FormActions'
import { FormModal } from '../../../ui/backoffice/components/FormModal'

type Props = {
  opened: boolean
  onClose: () => void
  /** The partner to edit; null adds a new one. */
  partner: Partner | null
  fullScreen?: boolean
}

/** Add or edit a partner: name, website, description and logo (docs/product.md#partner-form). */
export function PartnerFormModal({ opened, onClose, partner, fullScreen }: Props) {
  const [isSaving, setSaving] = useState(false)
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={partner ? 'Edit partner' : 'Add partner'}
      size={760}
      fullScreen={fullScreen}
      isSaving={isSaving}
    >
      <PartnerForm
        key={partner?._id ?? 'new'}
        partner={partner}
        onDone={onClose}
        onSavingChange={setSaving}
      />
    </FormModal>
  )
}

function PartnerForm({
  partner,
  onDone,
  onSavingChange,
}: {
  partner: Partner | null
  onDone: () => void
  onSavingChange: (isSaving: boolean) => void
}) {
  const api = useApi()
  const invalidate = useInvalidate()
  const [isUploading, setUploading] = useState(false)
  const { form, errors, isSaving, onSubmit, field } = useEntityForm({
    initialValues: {
      name: partner?.name ?? '',
      website: partner?.website ?? '',
      description: partner?.description ?? '',
      logo: partner?.logo ?? (null as string | null),
    },
    schema: PartnerInputSchema,
    save: async ({ name, website, description, logo }) => {
      const body = { name, website: website ?? null, description, logo: logo ?? null }
      if (partner) await api.put(`/partners/${partner._id}`, body)
      else await api.post('/partners', body)
      await invalidate(queryKeys.partners)
    },
    success: partner ? PARTNERS_MESSAGES.updated : PARTNERS_MESSAGES.added,
    failure: () => PARTNERS_MESSAGES.saveFailed,
    onSavingChange,
    onSaved: onDone,
  })

  return (
    <form onSubmit={onSubmit} noValidate>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="md">
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
            <Textarea
              label="Description"
              withAsterisk
              {...field('description')}
              autosize
              minRows={4}
              maxRows={10}
              maxLength={5000}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <ImageUploadField
            label="Logo"
            description="Optional. PNG or WEBP with a transparent background looks best."
            uploadPath={PARTNER_UPLOAD_PATH}
            value={form.values.logo}
            onChange={(url) => form.setFieldValue('logo', url)}
            error={errors.logo}
            messages={{ size: PARTNERS_MESSAGES.logoTooLarge }}
            onUploadingChange={setUploading}
            onError={(message) => notify.error(PARTNERS_MESSAGES.uploadFailed(message))}
          />
        </Grid.Col>
      </Grid>

      <FormActions
        onCancel={onDone}
        isSaving={isSaving}
        submitLabel={partner ? 'Save changes' : 'Add partner'}
        submitDisabled={isUploading}
        sticky
      />
    </form>
  )
}
