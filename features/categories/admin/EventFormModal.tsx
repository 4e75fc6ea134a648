import {
  AspectRatio,
  Button,
  Center,
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
import { type FormEvent, useEffect, useState } from 'react'
import { useImageUpload } from '../../../ui/backoffice/components/ImageUploadField'
import { PhotoIcon } from '../../../ui/backoffice/components/icons'
import { type FieldErrors, serverFieldErrors, validateForm } from '../../../ui/backoffice/form'
import { checkImageFile, IMAGE_ACCEPT, thumbnailUrl } from '../../../ui/backoffice/images'
import { errorMessage, notify } from '../../../ui/backoffice/notify'
import { queryKeys, useApi, useInvalidate } from '../../../ui/backoffice/queries'
import { type Event, EventInputSchema } from '../event.schema'
import { EVENT_MESSAGES, fromDateTimeInput, toDateTimeInput } from './categories-admin'
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

type Values = {
  title: string
  description: string
  details: string
  date: string
  location: string
  organizer: string
  registrationUrl: string
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
  const [values, setValues] = useState<Values>(() => ({
    title: event?.title ?? '',
    description: event?.description ?? '',
    details: event?.details ?? '',
    date: toDateTimeInput(event?.date ?? null),
    location: event?.location ?? '',
    organizer: event?.organizer ?? '',
    registrationUrl: event?.registrationUrl ?? '',
  }))
  const [imageUrl, setImageUrl] = useState<string | null>(event?.imageUrl ?? null)
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [imageError, setImageError] = useState<string | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [isSaving, setSavingState] = useState(false)

  useEffect(() => {
    if (!file) return setPreview(null)
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file])

  function setSaving(value: boolean) {
    setSavingState(value)
    onSavingChange(value)
  }

  function set<K extends keyof Values>(key: K, value: Values[K]) {
    setValues((current) => ({ ...current, [key]: value }))
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest)
  }

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

  async function submit(submitEvent: FormEvent) {
    submitEvent.preventDefault()
    if (!categoryId) {
      notify.error(EVENT_MESSAGES.noCategory)
      return
    }
    const input = {
      ...values,
      date: fromDateTimeInput(values.date),
      imageUrl: imageUrl ?? '',
    }
    const checked = validateForm(EventInputSchema, input)
    if (checked.errors) {
      setErrors(checked.errors)
      const first = Object.keys(checked.errors)[0]
      document.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus()
      return
    }
    setErrors({})
    setSaving(true)
    let data = checked.data
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
    try {
      if (event) await api.put(`/categories/${categoryId}/events/${event._id}`, data)
      else await api.post(`/categories/${categoryId}/events`, data)
      await invalidate(queryKeys.categories, queryKeys.events)
      notify.success(event ? EVENT_MESSAGES.updated : EVENT_MESSAGES.created)
      setSaving(false)
      onDone()
    } catch (error) {
      setSaving(false)
      const fieldErrors = serverFieldErrors(error)
      if (fieldErrors) setErrors(fieldErrors)
      notify.error(EVENT_MESSAGES.saveFailed(errorMessage(error)))
    }
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
              data-field="title"
              value={values.title}
              onChange={(e) => set('title', e.currentTarget.value)}
              error={errors.title}
              placeholder="e.g. Open day at the switchgear plant"
            />
            <Textarea
              label="Description"
              withAsterisk
              description="Shown in the event list and at the top of the event’s window."
              data-field="description"
              value={values.description}
              onChange={(e) => set('description', e.currentTarget.value)}
              error={errors.description}
              autosize
              minRows={3}
              maxRows={6}
            />
            <Textarea
              label="Details"
              description="Optional. Limited HTML is kept: paragraphs, lists, bold, italic and links."
              data-field="details"
              value={values.details}
              onChange={(e) => set('details', e.currentTarget.value)}
              error={errors.details}
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
              data-field="date"
              value={values.date}
              onChange={(e) => set('date', e.currentTarget.value)}
              error={errors.date}
            />
            <TextInput
              label="Location"
              data-field="location"
              value={values.location}
              onChange={(e) => set('location', e.currentTarget.value)}
              error={errors.location}
              placeholder="e.g. Halden plant, hall B"
            />
            <TextInput
              label="Organizer"
              data-field="organizer"
              value={values.organizer}
              onChange={(e) => set('organizer', e.currentTarget.value)}
              error={errors.organizer}
            />
            <TextInput
              type="url"
              label="Registration URL"
              description="With one, visitors see ‘Register for Event’."
              data-field="registrationUrl"
              value={values.registrationUrl}
              onChange={(e) => set('registrationUrl', e.currentTarget.value)}
              error={errors.registrationUrl}
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
                    <Center
                      bg="gray.0"
                      style={{ border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 8 }}
                    >
                      <Stack align="center" gap={4} c="gray.7">
                        <PhotoIcon size={24} />
                        <Text size="sm">No image selected</Text>
                      </Stack>
                    </Center>
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
      <Group justify="flex-end" mt="xl" gap="sm">
        <Button variant="default" onClick={onDone} disabled={isSaving}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Saving...' : event ? 'Save changes' : 'Add Event'}
        </Button>
      </Group>
    </form>
  )
}
