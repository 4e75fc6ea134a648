import {
  Avatar,
  Box,
  Button,
  Checkbox,
  FileButton,
  Group,
  Input,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { unwrapData } from '../../../ui/backoffice/api-client'
import { PhotoIcon } from '../../../ui/backoffice/components/icons'
import { IMAGE_ACCEPT } from '../../../ui/backoffice/images'
import { errorMessage, notify } from '../../../ui/backoffice/notify'
import { queryKeys, useApi, useInvalidate } from '../../../ui/backoffice/queries'
import type { Client } from '../client.schema'
import {
  checkClientImage,
  CLIENT_UPLOAD_PATH,
  type ClientFormValues,
  clientUploadUrl,
  CLIENTS_MESSAGES,
  imageButtonText,
  imageNote,
  trimClientValues,
  validateClient,
  validationToast,
} from './clients-admin'
import { FormModal } from '../../../ui/backoffice/components/FormModal'

type Props = {
  opened: boolean
  onClose: () => void
  /** The client to edit; null adds a new one. */
  client: Client | null
  fullScreen?: boolean
}

/** docs/product.md#client-form — the add/edit dialog. */
export function ClientFormModal({ opened, onClose, client, fullScreen }: Props) {
  const [isSaving, setSaving] = useState(false)
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={client ? 'Edit Client' : 'Add New Client'}
      size={640}
      fullScreen={fullScreen}
      isSaving={isSaving}
    >
      <ClientForm key={client?._id ?? 'new'} client={client} onDone={onClose} onSavingChange={setSaving} />
    </FormModal>
  )
}

type Errors = ReturnType<typeof validateClient>

function ClientForm({
  client,
  onDone,
  onSavingChange,
}: {
  client: Client | null
  onDone: () => void
  onSavingChange: (isSaving: boolean) => void
}) {
  const api = useApi()
  const invalidate = useInvalidate()
  const imageId = useId()
  const [values, setValues] = useState<ClientFormValues>(() => ({
    name: client?.name ?? '',
    email: client?.email ?? '',
    description: client?.description ?? '',
    isActive: client?.isActive ?? true,
  }))
  const [existingImage, setExistingImage] = useState<string | null>(client?.imageUrl ?? null)
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [errors, setErrors] = useState<Errors>({})
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

  function set<K extends keyof ClientFormValues>(key: K, value: ClientFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }))
    if (key in errors) setErrors(({ [key as keyof Errors]: _gone, ...rest }) => rest)
  }

  function choose(chosen: File | null) {
    if (!chosen) return
    const refused = checkClientImage(chosen)
    if (refused) {
      notify.error(refused)
      setErrors((current) => ({ ...current, image: refused }))
      return
    }
    setFile(chosen)
    setErrors(({ image: _gone, ...rest }) => rest)
  }

  /** Uploads the chosen file; its URL, or null after saying why it failed. */
  async function uploadImage(chosen: File): Promise<string | null> {
    let body: unknown
    try {
      body = await api.upload(CLIENT_UPLOAD_PATH, chosen)
    } catch (error) {
      notify.error(CLIENTS_MESSAGES.uploadFailed(errorMessage(error, '')))
      return null
    }
    try {
      const url = clientUploadUrl(body)
      notify.success(CLIENTS_MESSAGES.imageUploaded)
      return url
    } catch (error) {
      if (errorMessage(error) === CLIENTS_MESSAGES.noUrlInResponse) notify.error(CLIENTS_MESSAGES.noImageUrl)
      else notify.error(CLIENTS_MESSAGES.uploadFailed(errorMessage(error, '')))
      return null
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = validateClient(values, { existing: existingImage, file })
    if (Object.keys(found).length > 0) {
      setErrors(found)
      notify.error(validationToast(found))
      const first = Object.keys(found)[0]
      document.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus()
      return
    }
    setErrors({})
    setSaving(true)
    let imageUrl = existingImage
    if (file) {
      imageUrl = await uploadImage(file)
      if (!imageUrl) return setSaving(false)
      // A second try after a failed save does not upload the same file again.
      setExistingImage(imageUrl)
      setFile(null)
    }
    try {
      const body = { ...trimClientValues(values), imageUrl }
      const answer = client ? await api.put(`/clients/${client._id}`, body) : await api.post('/clients', body)
      if (!unwrapData<Client | undefined>(answer)?._id) throw new Error(CLIENTS_MESSAGES.invalidResponse)
      await invalidate(queryKeys.clients)
      notify.success(client ? CLIENTS_MESSAGES.updated : CLIENTS_MESSAGES.added)
      setSaving(false)
      onDone()
    } catch (error) {
      setSaving(false)
      notify.error(CLIENTS_MESSAGES.saveFailed(errorMessage(error, '')))
    }
  }

  const shownImage = preview ?? existingImage
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Client Name"
          withAsterisk
          data-autofocus
          data-field="name"
          value={values.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          error={errors.name}
          maxLength={150}
        />
        <TextInput
          label="Client Email"
          type="email"
          withAsterisk
          data-field="email"
          value={values.email}
          onChange={(event) => set('email', event.currentTarget.value)}
          error={errors.email}
          maxLength={254}
          autoComplete="off"
        />
        <Textarea
          label="Testimonial"
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
        <Input.Wrapper
          label="Client Image"
          withAsterisk
          description="JPEG, PNG, GIF or WEBP, up to 5 MB. Uploaded when the client is saved."
          error={errors.image}
          id={imageId}
        >
          <Group gap="md" mt={8} wrap="nowrap" align="center">
            <Avatar
              src={shownImage}
              alt={shownImage ? 'Client image preview' : ''}
              size={72}
              radius="50%"
              color="gray"
            >
              <PhotoIcon size={24} />
            </Avatar>
            <Box style={{ minWidth: 0 }}>
              <FileButton onChange={choose} accept={IMAGE_ACCEPT} disabled={isSaving}>
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    size="xs"
                    disabled={isSaving}
                    data-field="image"
                    aria-describedby={`${imageId}-note`}
                  >
                    {imageButtonText(!!shownImage)}
                  </Button>
                )}
              </FileButton>
              <Text id={`${imageId}-note`} size="xs" c="gray.7" mt={6} style={{ overflowWrap: 'anywhere' }}>
                {imageNote({ existing: existingImage, file })}
              </Text>
            </Box>
          </Group>
        </Input.Wrapper>
        <Checkbox
          label="Active (visible on website)"
          checked={values.isActive}
          onChange={(event) => set('isActive', event.currentTarget.checked)}
        />
      </Stack>

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
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Saving...' : client ? 'Update Client' : 'Add Client'}
        </Button>
      </Group>
    </form>
  )
}
