import {
  AspectRatio,
  Button,
  CloseButton,
  FileButton,
  Grid,
  Group,
  Image,
  Input,
  Progress,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { useFilePreview, useImageUpload } from '../../../ui/backoffice/components/ImageUploadField'
import { ImagePlaceholder } from '../../../ui/backoffice/components/ImagePlaceholder'
import { checkImageFile, IMAGE_ACCEPT, thumbnailUrl } from '../../../ui/backoffice/images'
import { errorMessage, notify } from '../../../ui/backoffice/notify'
import { queryKeys, useApi, useInvalidate } from '../../../ui/backoffice/queries'
import { useEntityForm } from '../../../ui/backoffice/useEntityForm'
import { type Event, EventInputSchema } from '../event.schema'
import { EVENT_MESSAGES, fromDateTimeInput, toDateTimeInput } from './categories-admin'
import { FormActions } from '../../../ui/backoffice/components/FormActions'
import { FormModal } from '../../../ui/backoffice/components/FormModal'

export const EVENT_UPLOAD_PATH = '/upload?folder=events'

type Props = {
  opened: boolean
  onClose: () => void
  categoryId: string | null
  /** The event to edit; null adds one to the category. */
  event: Event | null
  fullScreen?: boolean
}

/**
 * Add or edit an event of a category (docs/product.md#event-form). The image is uploaded when the form is saved.
 */
export function EventFormModal({ opened, onClose, categoryId, event, fullScreen }: Props) {
  const [isSaving, setSaving] = useState(false)
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={event ? 'Edit event' : 'Add event'}
      size={880}
      fullScreen={fullScreen}
      isSaving={isSaving}
    >
      <EventForm
        key={event?._id ?? `new-${categoryId}`}
        categoryId={categoryId}
        event={event}
        onDone={onClose}
        onSavingChange={setSaving}
      />
    </FormModal>
  )
}

function EventForm({
  categoryId,
  event,
  onDone,
  onSavingChange,
}: {
  categoryId: string | null
  event: Event | null
  onDone: () => void
  onSavingChange: (isSaving: boolean) => void
}) {
  const api = useApi()
  const invalidate = useInvalidate()
  const upload = useImageUpload(EVENT_UPLOAD_PATH)
  const [imageUrl, setImageUrl] = useState<string | null>(event?.imageUrl ?? null)
  const [file, setFile] = useState<File | null>(null)
  const preview = useFilePreview(file)
  const [imageError, setImageError] = useState<string | null>(null)
  const { errors, isSaving, onSubmit, field } = useEntityForm({
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
      if (event) await api.put(`/categories/${categoryId}/events/${event._id}`, data)
      else await api.post(`/categories/${categoryId}/events`, data)
      await invalidate(queryKeys.categories, queryKeys.events)
    },
    success: event ? EVENT_MESSAGES.updated : EVENT_MESSAGES.created,
    failure: (error) => EVENT_MESSAGES.saveFailed(errorMessage(error)),
    onSavingChange,
    onSaved: onDone,
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
    if (categoryId) return onSubmit(submitEvent)
    submitEvent.preventDefault()
    notify.error(EVENT_MESSAGES.noCategory)
  }

  const shown = preview ?? (imageUrl ? thumbnailUrl(imageUrl) : null)

  return (
    <form onSubmit={submit} noValidate>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="md">
            <TextInput
              label="Title"
              withAsterisk
              data-autofocus
              {...field('title')}
              placeholder="e.g. Open day at the switchgear plant"
            />
            <Textarea
              label="Description"
              withAsterisk
              description="Shown in the event list and at the top of the event’s window."
              {...field('description')}
              autosize
              minRows={3}
              maxRows={6}
            />
            <Textarea
              label="Details"
              description="Optional. Limited HTML is kept: paragraphs, lists, bold, italic and links."
              {...field('details')}
              autosize
              minRows={3}
              maxRows={8}
              styles={{
                input: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 },
              }}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
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
        </Grid.Col>
      </Grid>
      <FormActions onCancel={onDone} isSaving={isSaving} submitLabel={event ? 'Save changes' : 'Add Event'} />
    </form>
  )
}
