import { Avatar, Box, Button, FileButton, Group, Input, Text } from '@mantine/core'
import { useId, useState } from 'react'
import { unwrapData } from '../../../ui/backoffice/api-client'
import { entityFormModal, type EntityFormProps } from '../../../ui/backoffice/components/FormModal'
import { useFilePreview } from '../../../ui/backoffice/components/ImageUploadField'
import type { FieldErrors } from '../../../ui/backoffice/form'
import { PhotoIcon } from '../../../ui/backoffice/components/icons'
import { IMAGE_ACCEPT } from '../../../ui/backoffice/images'
import { errorMessage, notify } from '../../../ui/backoffice/notify'
import { useApi } from '../../../ui/backoffice/queries'
import { EditWindowForm } from '../../editing/admin/EditWindowForm'
import { useEditWindow } from '../../editing/admin/useEditWindow'
import { AltTextField } from '../../editing/admin/AltTextField'
import { CLIENT_FIELDS, clientContentType } from '../client.content-type'
import type { Client } from '../client.schema'
import {
  checkClientImage,
  CLIENT_UPLOAD_PATH,
  clientUploadUrl,
  CLIENTS_MESSAGES,
  imageButtonText,
  imageNote,
  trimClientValues,
  validateClient,
  validationToast,
  CLIENTS,
} from './clients-admin'

/** docs/product.md#client-form — the add/edit dialog. */
export const ClientFormModal = entityFormModal(ClientForm, {
  titles: ['Add New Client', 'Edit Client'],
  size: 640,
})

const valuesOf = (item: Partial<Client> | null) => ({
  // The image is the form's own (chosen here, uploaded on save), not one of its values: its alt text stays optional.
  imageUrl: undefined,
  name: item?.name ?? '',
  email: item?.email ?? '',
  description: item?.description ?? '',
  imageAlt: item?.imageAlt ?? (null as string | null),
  isActive: item?.isActive ?? true,
})

function ClientForm({ item: client, frame }: EntityFormProps<Client>) {
  const api = useApi()
  const imageId = useId()
  const [existingImage, setExistingImage] = useState<string | null>(client?.imageUrl ?? null)
  const [file, setFile] = useState<File | null>(null)
  const preview = useFilePreview(file)
  const edit = useEditWindow({
    type: clientContentType,
    item: client,
    frame,
    valuesOf,
    check: (values) => {
      const found = validateClient(values, { existing: existingImage, file })
      if (Object.keys(found).length > 0) return { data: null, errors: found as FieldErrors }
      return { data: trimClientValues(values), errors: null }
    },
    // A newly chosen image is uploaded first, by a save and a draft alike: they send its address.
    body: async (data, values) => {
      const imageUrl = await imageToSend()
      return imageUrl === null ? null : { ...data, imageUrl, imageAlt: values.imageAlt ?? null }
    },
    save: async (body) => {
      const answer = client
        ? await api.put(`${CLIENTS.path}/${client._id}`, body)
        : await api.post(CLIENTS.path, body)
      if (!unwrapData<Client | undefined>(answer)?._id) throw new Error(CLIENTS_MESSAGES.invalidResponse)
    },
    texts: {
      create: 'Add Client',
      update: 'Update Client',
      created: CLIENTS_MESSAGES.added,
      updated: CLIENTS_MESSAGES.updated,
      failed: (error) => CLIENTS_MESSAGES.saveFailed(errorMessage(error, '')),
      invalid: (found) => validationToast(found),
    },
    serverErrors: false,
    onDraftFields: (drafted) => {
      if (drafted.imageUrl) setExistingImage(drafted.imageUrl)
    },
    onDiscarded: () => setExistingImage(client?.imageUrl ?? null),
  })
  const { form, errors, isSaving, field } = edit.form

  /**
   * The image address to send: the chosen file uploaded (once: a second try does not upload it again), or the
   * image the client has; null when the upload failed, having said why.
   */
  async function imageToSend(): Promise<string | null> {
    if (!file) return existingImage
    const url = await uploadImage(file)
    if (!url) return null
    setExistingImage(url)
    setFile(null)
    return url
  }

  function choose(chosen: File | null) {
    if (!chosen) return
    const refused = checkClientImage(chosen)
    if (refused) {
      notify.error(refused)
      form.setFieldError('image', refused)
      return
    }
    setFile(chosen)
    form.clearFieldError('image')
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

  const shownImage = preview ?? existingImage
  const image = (
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
  )
  const alt = field('imageAlt')
  return (
    <EditWindowForm
      edit={edit}
      fields={CLIENT_FIELDS}
      own={{
        imageUrl: (
          <>
            {image}
            {shownImage ? (
              <AltTextField
                label="Client Image"
                name="imageAlt"
                optional
                value={alt.value as string | null}
                onChange={alt.onChange}
                error={alt.error}
              />
            ) : null}
          </>
        ),
      }}
    />
  )
}
