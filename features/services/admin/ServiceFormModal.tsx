import {
  ActionIcon,
  AspectRatio,
  Box,
  Button,
  Center,
  FileButton,
  Grid,
  Group,
  Image,
  Input,
  Progress,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { isInvalidUploadResponse, unwrapData } from '../../../ui/backoffice/api-client'
import { useImageUpload } from '../../../ui/backoffice/components/ImageUploadField'
import { type FieldErrors, serverFieldErrors, validateForm } from '../../../ui/backoffice/form'
import { checkImageFile, IMAGE_ACCEPT, thumbnailUrl } from '../../../ui/backoffice/images'
import { notify } from '../../../ui/backoffice/notify'
import { queryKeys, useApi, useInvalidate } from '../../../ui/backoffice/queries'
import { type Service, ServiceInputSchema } from '../service.schema'
import { PhotoIcon, PlusIcon, StarIcon, TrashIcon } from '../../../ui/backoffice/components/icons'
import {
  addImage,
  additionalImages,
  formatFeatures,
  type Gallery,
  parseFeatures,
  removeImage,
  setMainImage,
} from './service-form'
import { FormModal } from '../../../ui/backoffice/components/FormModal'

export const SERVICE_UPLOAD_PATH = '/upload/services'

export const SERVICE_FORM_MESSAGES = {
  mainUploadFailed: 'Failed to upload main image. Please try again.',
  addImageFailed: 'Failed to add image. Please try again.',
  invalidUpload: 'Failed to upload image - invalid response',
  setMainFailed: 'Failed to set the main image. Please try again.',
  removeImageFailed: 'Failed to remove the image. Please try again.',
  created: 'Service created successfully',
  updated: 'Service updated successfully',
  saveFailed: (message: string | undefined) => `Failed to save service: ${message || 'Unknown error'}`,
} as const

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

type Values = {
  title: string
  shortDescription: string
  fullDescription: string
  features: string
  isActive: boolean
}

type EditableGallery = Gallery & { ids: Service['gallery'] }

function galleryOf(service: Service | null): EditableGallery {
  return {
    images: service?.images ?? [],
    mainImageUrl: service?.mainImageUrl ?? null,
    ids: service?.gallery ?? [],
  }
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
  const [values, setValues] = useState<Values>(() => ({
    title: service?.title ?? '',
    shortDescription: service?.shortDescription ?? '',
    fullDescription: service?.fullDescription ?? '',
    features: formatFeatures(service?.features ?? []),
    isActive: (service?.status ?? 'active') === 'active',
  }))
  const [gallery, setGallery] = useState<EditableGallery>(() => galleryOf(service))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [imageError, setImageError] = useState<string | null>(null)
  const [isSaving, setSavingState] = useState(false)
  const [isImageBusy, setImageBusy] = useState(false)
  const mainUpload = useImageUpload(SERVICE_UPLOAD_PATH)
  const extraUpload = useImageUpload(SERVICE_UPLOAD_PATH)
  const isUploading = mainUpload.isUploading || extraUpload.isUploading
  const imagesLocked = isUploading || isImageBusy || isSaving

  function setSaving(value: boolean) {
    setSavingState(value)
    onSavingChange(value)
  }

  function set<K extends keyof Values>(key: K, value: Values[K]) {
    setValues((current) => ({ ...current, [key]: value }))
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest)
  }

  /** Uploads a chosen file; null (with a toast and a note under the images) when it was refused or failed. */
  async function uploadFile(file: File | null, kind: 'main' | 'extra'): Promise<string | null> {
    if (!file) return null
    const refused = checkImageFile(file)
    const fail = (message: string) => {
      setImageError(message)
      notify.error(message)
      return null
    }
    if (refused) return fail(refused)
    setImageError(null)
    try {
      return await (kind === 'main' ? mainUpload : extraUpload).upload(file)
    } catch (error) {
      if (isInvalidUploadResponse(error)) return fail(SERVICE_FORM_MESSAGES.invalidUpload)
      return fail(
        kind === 'main' ? SERVICE_FORM_MESSAGES.mainUploadFailed : SERVICE_FORM_MESSAGES.addImageFailed,
      )
    }
  }

  /** An existing service's images change at once through the image calls; a new one's travel with the create. */
  async function changeImages(
    draft: (current: Gallery) => Gallery,
    call: (id: string) => Promise<unknown>,
    failure: string,
  ) {
    if (!service) {
      setGallery((current) => ({ ...current, ...draft(current) }))
      return
    }
    setImageBusy(true)
    try {
      setGallery(galleryOf(unwrapData<Service>(await call(service._id))))
      await invalidate(queryKeys.services)
    } catch {
      setImageError(failure)
      notify.error(failure)
    } finally {
      setImageBusy(false)
    }
  }

  async function chooseMainImage(file: File | null) {
    const url = await uploadFile(file, 'main')
    if (!url) return
    await changeImages(
      (current) => setMainImage(current, url),
      (id) => api.put(`/services/${id}/main-image`, { imageUrl: url }),
      SERVICE_FORM_MESSAGES.mainUploadFailed,
    )
  }

  async function addAdditionalImage(file: File | null) {
    const url = await uploadFile(file, 'extra')
    if (!url) return
    await changeImages(
      (current) => addImage(current, url),
      (id) => api.post(`/services/${id}/images`, { imageUrl: url }),
      SERVICE_FORM_MESSAGES.addImageFailed,
    )
  }

  async function makeMain(url: string) {
    setImageError(null)
    await changeImages(
      (current) => setMainImage(current, url),
      (id) => api.put(`/services/${id}/main-image`, { imageUrl: url }),
      SERVICE_FORM_MESSAGES.setMainFailed,
    )
  }

  async function remove(url: string) {
    setImageError(null)
    const imageId = gallery.ids.find((image) => image.url === url)?._id ?? encodeURIComponent(url)
    await changeImages(
      (current) => removeImage(current, url),
      (id) => api.delete(`/services/${id}/images/${imageId}`),
      SERVICE_FORM_MESSAGES.removeImageFailed,
    )
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const checked = validateForm(ServiceInputSchema, {
      title: values.title,
      shortDescription: values.shortDescription,
      fullDescription: values.fullDescription,
      status: values.isActive ? 'active' : 'inactive',
      features: parseFeatures(values.features),
      images: gallery.images,
      mainImageUrl: gallery.mainImageUrl,
    })
    if (checked.errors) {
      setErrors(checked.errors)
      const first = Object.keys(checked.errors)[0]
      document.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus()
      return
    }
    setErrors({})
    setSaving(true)
    try {
      const { title, shortDescription, fullDescription, status, features } = checked.data
      if (service) {
        await api.put(`/services/${service._id}`, {
          title,
          shortDescription,
          fullDescription,
          status,
          features,
        })
      } else {
        await api.post('/services', checked.data)
      }
      await invalidate(queryKeys.services)
      notify.success(service ? SERVICE_FORM_MESSAGES.updated : SERVICE_FORM_MESSAGES.created)
      setSaving(false)
      onDone()
    } catch (error) {
      setSaving(false)
      const fieldErrors = serverFieldErrors(error)
      if (fieldErrors) setErrors(fieldErrors)
      notify.error(SERVICE_FORM_MESSAGES.saveFailed(error instanceof Error ? error.message : undefined))
    }
  }

  const featureCount = parseFeatures(values.features).length
  const extras = additionalImages(gallery)

  return (
    <form onSubmit={submit} noValidate>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="md">
            <TextInput
              label="Title"
              withAsterisk
              data-autofocus
              data-field="title"
              value={values.title}
              onChange={(event) => set('title', event.currentTarget.value)}
              error={errors.title}
              maxLength={150}
              placeholder="e.g. Power distribution"
            />
            <Textarea
              label="Short description"
              description="Shown on the service card and at the top of the service page."
              withAsterisk
              data-field="shortDescription"
              value={values.shortDescription}
              onChange={(event) => set('shortDescription', event.currentTarget.value)}
              error={errors.shortDescription}
              autosize
              minRows={2}
              maxRows={4}
              maxLength={500}
            />
            <Textarea
              label="Full description"
              description="Optional. Leave an empty line between paragraphs."
              data-field="fullDescription"
              value={values.fullDescription}
              onChange={(event) => set('fullDescription', event.currentTarget.value)}
              error={errors.fullDescription}
              autosize
              minRows={4}
              maxRows={10}
            />
            <Textarea
              label="Features"
              description={`One per line, listed under “What’s included” on the service page${
                featureCount > 0 ? ` (${featureCount})` : ''
              }.`}
              data-field="features"
              value={values.features}
              onChange={(event) => set('features', event.currentTarget.value)}
              error={errors.features}
              autosize
              minRows={3}
              maxRows={8}
              placeholder={'Site survey and load study\nInstallation and testing'}
            />
            <Switch
              label="Active"
              description="Active services are shown on the website."
              checked={values.isActive}
              onChange={(event) => set('isActive', event.currentTarget.checked)}
              color="green.8"
            />
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Stack gap="lg">
            <Input.Wrapper
              label="Main image"
              description="Shown on the service card and first on the service page."
              error={errors.mainImageUrl}
            >
              <Stack gap="xs" mt={8}>
                <AspectRatio ratio={3 / 2}>
                  {gallery.mainImageUrl ? (
                    <Image
                      src={thumbnailUrl(gallery.mainImageUrl)}
                      fallbackSrc={gallery.mainImageUrl}
                      alt="Main image preview"
                      radius="md"
                      fit="cover"
                    />
                  ) : (
                    <Center
                      bg="gray.0"
                      style={{ border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 8 }}
                    >
                      <Stack align="center" gap={4} c="gray.7">
                        <PhotoIcon size={28} />
                        <Text size="sm">No main image</Text>
                      </Stack>
                    </Center>
                  )}
                </AspectRatio>
                {mainUpload.isUploading ? (
                  <Progress
                    value={Math.round((mainUpload.progress ?? 0) * 100)}
                    size="sm"
                    animated
                    aria-label="Uploading main image"
                  />
                ) : null}
                <Group gap="xs">
                  <FileButton onChange={chooseMainImage} accept={IMAGE_ACCEPT} disabled={imagesLocked}>
                    {(props) => (
                      <Button {...props} variant="default" size="xs" disabled={imagesLocked}>
                        {mainUpload.isUploading
                          ? 'Uploading...'
                          : gallery.mainImageUrl
                            ? 'Replace main image'
                            : 'Upload main image'}
                      </Button>
                    )}
                  </FileButton>
                  {gallery.mainImageUrl ? (
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      disabled={imagesLocked}
                      onClick={() => remove(gallery.mainImageUrl!)}
                    >
                      Remove main image
                    </Button>
                  ) : null}
                </Group>
              </Stack>
            </Input.Wrapper>

            <Input.Wrapper
              label="Additional images"
              description={
                service
                  ? 'Shown in the gallery of the service page. Image changes are saved at once.'
                  : 'Shown in the gallery of the service page.'
              }
              error={errors.images}
            >
              <SimpleGrid cols={{ base: 3, sm: 2 }} spacing="xs" mt={8}>
                {extras.map((url, index) => (
                  <Box key={url} pos="relative">
                    <AspectRatio ratio={1}>
                      <Image
                        src={thumbnailUrl(url)}
                        fallbackSrc={url}
                        alt={`Additional image ${index + 1}`}
                        radius="md"
                        fit="cover"
                      />
                    </AspectRatio>
                    <Group
                      gap={4}
                      pos="absolute"
                      top={6}
                      right={6}
                      p={2}
                      bg="rgba(255,255,255,0.92)"
                      style={{ borderRadius: 8, boxShadow: 'var(--mantine-shadow-xs)' }}
                    >
                      <Tooltip label="Set as main" withArrow>
                        <ActionIcon
                          variant="subtle"
                          color="blue"
                          size="md"
                          aria-label={`Set additional image ${index + 1} as main`}
                          disabled={imagesLocked}
                          onClick={() => makeMain(url)}
                        >
                          <StarIcon size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="Remove" withArrow>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="md"
                          aria-label={`Remove additional image ${index + 1}`}
                          disabled={imagesLocked}
                          onClick={() => remove(url)}
                        >
                          <TrashIcon size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Box>
                ))}
                <FileButton onChange={addAdditionalImage} accept={IMAGE_ACCEPT} disabled={imagesLocked}>
                  {(props) => (
                    <AddImageTile {...props} disabled={imagesLocked} isUploading={extraUpload.isUploading} />
                  )}
                </FileButton>
              </SimpleGrid>
              {extraUpload.isUploading ? (
                <Progress
                  mt="xs"
                  value={Math.round((extraUpload.progress ?? 0) * 100)}
                  size="sm"
                  animated
                  aria-label="Uploading additional image"
                />
              ) : null}
            </Input.Wrapper>
            {imageError ? (
              <Text size="sm" c="red.8" role="alert">
                {imageError}
              </Text>
            ) : null}
            <Text size="xs" c="gray.7">
              JPEG, PNG, GIF or WEBP, up to 5 MB. Landscape images of at least 1600 × 1067 px look best.
            </Text>
          </Stack>
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
        <Button type="submit" disabled={isSaving || isUploading || isImageBusy}>
          {isSaving ? 'Saving...' : service ? 'Save changes' : 'Create service'}
        </Button>
      </Group>
    </form>
  )
}

function AddImageTile({
  onClick,
  disabled,
  isUploading,
}: {
  onClick: () => void
  disabled: boolean
  isUploading: boolean
}) {
  return (
    <AspectRatio ratio={1}>
      <Button
        variant="default"
        onClick={onClick}
        disabled={disabled}
        h="100%"
        styles={{
          root: { borderStyle: 'dashed', borderWidth: 1.5, height: '100%', padding: 4 },
          label: { flexDirection: 'column', gap: 4, whiteSpace: 'normal', textAlign: 'center' },
        }}
      >
        <PlusIcon size={20} />
        <Text span size="xs" fw={600}>
          {isUploading ? 'Uploading...' : 'Add image'}
        </Text>
      </Button>
    </AspectRatio>
  )
}
