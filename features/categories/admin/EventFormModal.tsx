import {
  AspectRatio,
  Button,
  CloseButton,
  FileButton,
  Group,
  Image,
  Input,
  Progress,
  Stack,
  Text,
} from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { uploadPathOf } from '../../../platform/content-fields'
import { entityFormModal, type EntityFormProps } from '../../../ui/backoffice/components/FormModal'
import { useFilePreview, useImageUpload } from '../../../ui/backoffice/components/ImageUploadField'
import { ImagePlaceholder } from '../../../ui/backoffice/components/ImagePlaceholder'
import { checkImageFile, IMAGE_ACCEPT, thumbnailUrl } from '../../../ui/backoffice/images'
import { errorMessage, notify } from '../../../ui/backoffice/notify'
import { AltTextField } from '../../editing/admin/AltTextField'
import { EditWindowForm } from '../../editing/admin/EditWindowForm'
import { usePartWindow } from '../../editing/admin/usePartWindow'
import { categoryContentType, EVENT_FIELDS, EVENTS_PART } from '../category.content-type'
import { type Event, EventInputSchema } from '../event.schema'
import { EVENT_MESSAGES, CATEGORIES, EVENTS_KEY } from './categories-admin'

const IMAGE = EVENT_FIELDS.find((field) => field.kind === 'image')!
export const EVENT_UPLOAD_PATH = uploadPathOf(IMAGE)

type Extra = { categoryId: string | null }

/**
 * Add or edit an event of a category (docs/product.md#event-form), from its declared fields (EVENT_FIELDS). The
 * image is chosen here and uploaded when the form is saved.
 */
export const EventFormModal = entityFormModal(EventForm, {
  titles: ['Add event', 'Edit event'],
  size: 880,
  newKey: ({ categoryId }: Extra) => String(categoryId),
})

function EventForm({ item: event, categoryId, frame }: EntityFormProps<Event, Extra>) {
  const upload = useImageUpload(EVENT_UPLOAD_PATH)
  const [file, setFile] = useState<File | null>(null)
  const preview = useFilePreview(file)
  const [imageError, setImageError] = useState<string | null>(null)
  const edit = usePartWindow({
    type: categoryContentType,
    part: EVENTS_PART,
    item: event,
    frame,
    path: `/categories/${categoryId}/events`,
    keys: [CATEGORIES.queryKey, EVENTS_KEY],
    // The image is the window's own: its value is drawn here (and its alt text, as the kit gives it).
    valuesOf: (item) => ({ imageUrl: item?.imageUrl ?? null, imageAlt: item?.imageAlt ?? null }),
    schema: EventInputSchema,
    toInput: (values) => ({ ...values, imageUrl: values.imageUrl ?? '' }),
    // A chosen image needs its alt text before it is uploaded.
    chosen: () => (file ? [IMAGE.name] : []),
    body: async (data) => {
      if (!file) return data
      try {
        const uploaded = await upload.upload(file)
        // A second try (the save failed) does not upload it again.
        form.setFieldValue('imageUrl', uploaded)
        setFile(null)
        return { ...data, imageUrl: uploaded }
      } catch {
        // docs/product.md#event-form: a failed image upload does not stop the event being saved.
        notify.warning(EVENT_MESSAGES.uploadFailed)
        return data
      }
    },
    texts: {
      create: 'Add Event',
      created: EVENT_MESSAGES.created,
      updated: EVENT_MESSAGES.updated,
      failed: (error) => EVENT_MESSAGES.saveFailed(errorMessage(error)),
    },
  })
  const { form, errors, isSaving, field, values } = edit.form

  function choose(chosen: File | null) {
    if (!chosen) return
    const refused = checkImageFile(chosen)
    if (refused) {
      setImageError(refused)
      notify.error(refused)
      return
    }
    setImageError(null)
    setFile(chosen)
  }

  function submit(submitEvent?: FormEvent<HTMLFormElement>) {
    if (categoryId) return edit.layout.onSubmit(submitEvent)
    submitEvent?.preventDefault()
    notify.error(EVENT_MESSAGES.noCategory)
  }

  const imageUrl = values.imageUrl
  const shown = preview ?? (imageUrl ? thumbnailUrl(imageUrl) : null)
  const alt = field('imageAlt')
  const image = (
    <Stack gap="sm">
      <Input.Wrapper
        label={IMAGE.label}
        description={IMAGE.description}
        error={imageError ?? errors.imageUrl}
      >
        <Stack gap="xs" mt={6}>
          <AspectRatio ratio={16 / 9} maw={320}>
            {shown ? (
              <Image src={shown} alt="Event image preview" radius="md" fit="cover" />
            ) : (
              <ImagePlaceholder text="No image selected" iconSize={24} />
            )}
          </AspectRatio>
          {file ? (
            <Text size="xs" c="gray.7">
              Selected: {file.name}
            </Text>
          ) : null}
          {upload.isUploading ? (
            <Progress
              value={Math.round((upload.progress ?? 0) * 100)}
              size="sm"
              animated
              aria-label="Uploading event image"
            />
          ) : null}
          <Group gap="xs">
            <FileButton onChange={choose} accept={IMAGE_ACCEPT} disabled={isSaving}>
              {(props) => (
                <Button {...props} variant="default" size="xs" disabled={isSaving}>
                  {shown ? 'Change image' : 'Choose image'}
                </Button>
              )}
            </FileButton>
            {shown ? (
              <CloseButton
                size="sm"
                aria-label="Remove event image"
                disabled={isSaving}
                onClick={() => {
                  setFile(null)
                  form.setFieldValue('imageUrl', null)
                }}
              />
            ) : null}
          </Group>
        </Stack>
      </Input.Wrapper>
      {shown ? (
        <AltTextField
          label={IMAGE.label}
          name="imageAlt"
          value={alt.value}
          onChange={alt.onChange}
          error={alt.error}
        />
      ) : null}
    </Stack>
  )

  return (
    <EditWindowForm
      edit={{ ...edit, layout: { ...edit.layout, onSubmit: submit } }}
      fields={EVENT_FIELDS}
      own={{ imageUrl: image }}
    />
  )
}
