import { Button, Grid, Group, Stack, Textarea, TextInput } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { ImageUploadField } from '../../../ui/backoffice/components/ImageUploadField'
import { type FieldErrors, serverFieldErrors, validateForm } from '../../../ui/backoffice/form'
import { notify } from '../../../ui/backoffice/notify'
import { queryKeys, useApi, useInvalidate } from '../../../ui/backoffice/queries'
import { type Partner, PartnerInputSchema } from '../partner.schema'
import { PARTNER_UPLOAD_PATH, PARTNERS_MESSAGES } from './partners-admin'
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

type Values = { name: string; website: string; description: string; logo: string | null }

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
  const [values, setValues] = useState<Values>(() => ({
    name: partner?.name ?? '',
    website: partner?.website ?? '',
    description: partner?.description ?? '',
    logo: partner?.logo ?? null,
  }))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [isSaving, setSavingState] = useState(false)
  const [isUploading, setUploading] = useState(false)

  function setSaving(value: boolean) {
    setSavingState(value)
    onSavingChange(value)
  }

  function set<K extends keyof Values>(key: K, value: Values[K]) {
    setValues((current) => ({ ...current, [key]: value }))
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const checked = validateForm(PartnerInputSchema, values)
    if (checked.errors) {
      setErrors(checked.errors)
      const first = Object.keys(checked.errors)[0]
      document.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus()
      return
    }
    setErrors({})
    setSaving(true)
    try {
      const { name, website, description, logo } = checked.data
      const body = { name, website: website ?? null, description, logo: logo ?? null }
      if (partner) await api.put(`/partners/${partner._id}`, body)
      else await api.post('/partners', body)
      await invalidate(queryKeys.partners)
      notify.success(partner ? PARTNERS_MESSAGES.updated : PARTNERS_MESSAGES.added)
      setSaving(false)
      onDone()
    } catch (error) {
      setSaving(false)
      const fieldErrors = serverFieldErrors(error)
      if (fieldErrors) setErrors(fieldErrors)
      notify.error(PARTNERS_MESSAGES.saveFailed)
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="md">
            <TextInput
              label="Name"
              withAsterisk
              data-autofocus
              data-field="name"
              value={values.name}
              onChange={(event) => set('name', event.currentTarget.value)}
              error={errors.name}
              maxLength={150}
              placeholder="e.g. Voltara Switchgear"
            />
            <TextInput
              label="Website"
              description="Optional. Opens in a new tab from the website’s partner card."
              data-field="website"
              type="url"
              inputMode="url"
              value={values.website}
              onChange={(event) => set('website', event.currentTarget.value)}
              error={errors.website}
              maxLength={2048}
              placeholder="https://www.example.com"
            />
            <Textarea
              label="Description"
              withAsterisk
              data-field="description"
              value={values.description}
              onChange={(event) => set('description', event.currentTarget.value)}
              error={errors.description}
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
            value={values.logo}
            onChange={(url) => set('logo', url)}
            error={errors.logo}
            messages={{ size: PARTNERS_MESSAGES.logoTooLarge }}
            onUploadingChange={setUploading}
            onError={(message) => notify.error(PARTNERS_MESSAGES.uploadFailed(message))}
          />
        </Grid.Col>
      </Grid>

      <Group
        justify="flex-end"
        gap="sm"
        mt="xl"
        py="md"
        bg="white"
        pos="sticky"
        bottom={0}
        style={{ borderTop: '1px solid var(--mantine-color-gray-2)', zIndex: 1 }}
      >
        <Button variant="default" onClick={onDone} disabled={isSaving}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSaving || isUploading}>
          {isSaving ? 'Saving...' : partner ? 'Save changes' : 'Add partner'}
        </Button>
      </Group>
    </form>
  )
}
