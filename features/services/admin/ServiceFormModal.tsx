import { Grid, Stack, Switch, Textarea, TextInput } from '@mantine/core'
import { useState } from 'react'
import { FormActions } from '../../../ui/backoffice/components/FormActions'
import { FormModal } from '../../../ui/backoffice/components/FormModal'
import { queryKeys, useApi, useInvalidate } from '../../../ui/backoffice/queries'
import { useEntityForm } from '../../../ui/backoffice/useEntityForm'
import { type Service, ServiceInputSchema } from '../service.schema'
import { formatFeatures, parseFeatures, SERVICE_FORM_MESSAGES } from './service-form'
import { ServiceImagesFields } from './ServiceImagesFields'
import { useServiceGallery } from './useServiceGallery'

type Props = {
  opened: boolean
  onClose: () => void
  /** The service to edit; null adds a new one. */
  service: Service | null
  fullScreen?: boolean
}

/** Add or edit a service: texts, status, features and images (docs/product.md#service-form). */
export function ServiceFormModal({ opened, onClose, service, fullScreen }: Props) {
  const [isSaving, setSaving] = useState(false)
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={service ? 'Edit service' : 'Add service'}
      size={960}
      fullScreen={fullScreen}
      isSaving={isSaving}
    >
      <ServiceForm
        key={service?._id ?? 'new'}
        service={service}
        onDone={onClose}
        onSavingChange={setSaving}
      />
    </FormModal>
  )
}

function ServiceForm({
  service,
  onDone,
  onSavingChange,
}: {
  service: Service | null
  onDone: () => void
  onSavingChange: (isSaving: boolean) => void
}) {
  const api = useApi()
  const invalidate = useInvalidate()
  const images = useServiceGallery(service)
  const { values, errors, isSaving, onSubmit, field, checkbox } = useEntityForm({
    initialValues: {
      title: service?.title ?? '',
      shortDescription: service?.shortDescription ?? '',
      fullDescription: service?.fullDescription ?? '',
      features: formatFeatures(service?.features ?? []),
      isActive: (service?.status ?? 'active') === 'active',
    },
    schema: ServiceInputSchema,
    toInput: (values) => ({
      title: values.title,
      shortDescription: values.shortDescription,
      fullDescription: values.fullDescription,
      status: values.isActive ? 'active' : 'inactive',
      features: parseFeatures(values.features),
      images: images.gallery.images,
      mainImageUrl: images.gallery.mainImageUrl,
    }),
    save: async (data) => {
      const { title, shortDescription, fullDescription, status, features } = data
      if (service) {
        await api.put(`/services/${service._id}`, {
          title,
          shortDescription,
          fullDescription,
          status,
          features,
        })
      } else {
        await api.post('/services', data)
      }
      await invalidate(queryKeys.services)
    },
    success: service ? SERVICE_FORM_MESSAGES.updated : SERVICE_FORM_MESSAGES.created,
    failure: (error) => SERVICE_FORM_MESSAGES.saveFailed(error instanceof Error ? error.message : undefined),
    onSavingChange,
    onSaved: onDone,
  })

  const featureCount = parseFeatures(values.features).length

  return (
    <form onSubmit={onSubmit} noValidate>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="md">
            <TextInput
              label="Title"
              withAsterisk
              data-autofocus
              {...field('title')}
              maxLength={150}
              placeholder="e.g. Power distribution"
            />
            <Textarea
              label="Short description"
              description="Shown on the service card and at the top of the service page."
              withAsterisk
              {...field('shortDescription')}
              autosize
              minRows={2}
              maxRows={4}
              maxLength={500}
            />
            <Textarea
              label="Full description"
              description="Optional. Leave an empty line between paragraphs."
              {...field('fullDescription')}
              autosize
              minRows={4}
              maxRows={10}
            />
            <Textarea
              label="Features"
              description={`One per line, listed under “What’s included” on the service page${
                featureCount > 0 ? ` (${featureCount})` : ''
              }.`}
              {...field('features')}
              autosize
              minRows={3}
              maxRows={8}
              placeholder={'Site survey and load study\nInstallation and testing'}
            />
            <Switch
              label="Active"
              description="Active services are shown on the website."
              {...checkbox('isActive')}
              color="green.8"
            />
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, sm: 5 }}>
          <ServiceImagesFields
            images={images}
            isExisting={!!service}
            isSaving={isSaving}
            errors={{ mainImageUrl: errors.mainImageUrl, images: errors.images }}
          />
        </Grid.Col>
      </Grid>

      <FormActions
        onCancel={onDone}
        isSaving={isSaving}
        submitLabel={service ? 'Save changes' : 'Create service'}
        submitDisabled={images.isUploading || images.isBusy}
        sticky
      />
    </form>
  )
}
