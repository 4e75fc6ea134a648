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
  TextInput,
} from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { TextBlock } from '../../../ui/backoffice/components/fields'
import { RichTextField } from '../../../ui/backoffice/components/RichTextField'
import { FormLayout } from '../../../ui/backoffice/components/FormLayout'
import { entityFormModal, type EntityFormProps } from '../../../ui/backoffice/components/FormModal'
import { useFilePreview, useImageUpload } from '../../../ui/backoffice/components/ImageUploadField'
import { ImagePlaceholder } from '../../../ui/backoffice/components/ImagePlaceholder'
import { checkImageFile, IMAGE_ACCEPT, thumbnailUrl } from '../../../ui/backoffice/images'
import { errorMessage, notify } from '../../../ui/backoffice/notify'
import { useSaveEntity } from '../../../ui/backoffice/queries'
import { useEntityForm } from '../../../ui/backoffice/useEntityForm'
import { type Event, EventInputSchema } from '../event.schema'
import {
  EVENT_MESSAGES,
  fromDateTimeInput,
  toDateTimeInput,
  CATEGORIES,
  EVENTS_KEY,
} from './categories-admin'

export const EVENT_UPLOAD_PATH = '/upload?folder=events'

type Extra = { categoryId: string | null }

/**
 * Add or edit an event of a category (docs/product.md#event-form). The image is uploaded when the form is saved.
 */
export const EventFormModal = entityFormModal(EventForm, {
  titles: ['Add event', 'Edit event'],
  size: 880,
  newKey: ({ categoryId }: Extra) => String(categoryId),
})

function EventForm({ item: event, categoryId, frame }: EntityFormProps<Event, Extra>) {
  const save = useSaveEntity(`/categories/${categoryId}/events`, event, CATEGORIES.queryKey, EVENTS_KEY)
  const upload = useImageUpload(EVENT_UPLOAD_PATH)
  const [imageUrl, setImageUrl] = useState<string | null>(event?.imageUrl ?? null)
  const [file, setFile] = useState<File | null>(null)
  const preview = useFilePreview(file)
  const [imageError, setImageError] = useState<string | null>(null)
  const { errors, isSaving, layout, field } = useEntityForm({
    initialValues: {
      title: event?.title ?? '',
      description: event?.description ?? '',
      details: event?.details ?? '',
      date: toDateTimeInput(event?.date ?? null),
      location: event?.location ?? '',
      organizer: event?.organizer ?? '',
      registrationUrl: event?.registrationUrl ?? '',
    },
    schema: EventInputSchema,
    toInput: (values) => ({ ...values, date: fromDateTimeInput(values.date), imageUrl: imageUrl ?? '' }),
    save: async (checked) => {
      let data = checked
      if (file) {
        try {
          const uploaded = await upload.upload(file)
          data = { ...data, imageUrl: uploaded }
          setImageUrl(uploaded)
          setFile(null)
        } catch {
          // docs/product.md#event-form: a failed image upload does not stop the event being saved.
          notify.warning(EVENT_MESSAGES.uploadFailed)
        }
      }
      await save(data)
    },
    success: event ? EVENT_MESSAGES.updated : EVENT_MESSAGES.created,
    failure: (error) => EVENT_MESSAGES.saveFailed(errorMessage(error)),
    frame,
  })

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

  function submit(submitEvent: FormEvent<HTMLFormElement>) {
    if (categoryId) return layout.onSubmit(submitEvent)
    submitEvent.preventDefault()
    notify.error(EVENT_MESSAGES.noCategory)
  }

  const shown = preview ?? (imageUrl ? thumbnailUrl(imageUrl) : null)

  return (
    <FormLayout
      {...layout}
      onSubmit={submit}
      submitLabel={event ? 'Save changes' : 'Add Event'}
      aside={
        <Stack gap="md">
          <TextInput
            type="datetime-local"
            label="Date and time (UTC)"
            description="Leave empty when not fixed yet: the website then says ‘Date not specified’."
            {...field('date')}
          />
          <TextInput label="Location" {...field('location')} placeholder="e.g. Halden plant, hall B" />
          <TextInput label="Organizer" {...field('organizer')} />
          <TextInput
            type="url"
            label="Registration URL"
            description="With one, visitors see ‘Register for Event’."
            {...field('registrationUrl')}
            placeholder="https://"
          />
          <Input.Wrapper
            label="Event image"
            description="Uploaded when you save. Recommended 1600×900, up to 5 MB."
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
                      setImageUrl(null)
                    }}
                  />
                ) : null}
              </Group>
            </Stack>
          </Input.Wrapper>
        </Stack>
      }
    >
      <TextInput
        label="Title"
        withAsterisk
        data-autofocus
        {...field('title')}
        placeholder="e.g. Open day at the switchgear plant"
      />
      <TextBlock
        label="Description"
        withAsterisk
        description="Shown in the event list and at the top of the event’s window."
        {...field('description')}
        maxLength={5000}
        rows={[3, 6]}
      />
      <RichTextField
        label="Details"
        description="Optional. Shown in the event’s window under the description."
        {...field('details')}
        rows={[3, 8]}
      />
    </FormLayout>
  )
}
