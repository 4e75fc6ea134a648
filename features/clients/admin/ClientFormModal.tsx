import { Avatar, Box, Button, Checkbox, FileButton, Group, Input, Text, TextInput } from '@mantine/core'
import { ScheduleButton } from '../../schedules/admin/ScheduleButton'
import { useId, useState } from 'react'
import { unwrapData } from '../../../ui/backoffice/api-client'
import { TextBlock } from '../../../ui/backoffice/components/fields'
import { FormLayout } from '../../../ui/backoffice/components/FormLayout'
import { entityFormModal, type EntityFormProps } from '../../../ui/backoffice/components/FormModal'
import { useFilePreview } from '../../../ui/backoffice/components/ImageUploadField'
import type { FieldErrors } from '../../../ui/backoffice/form'
import { PhotoIcon } from '../../../ui/backoffice/components/icons'
import { IMAGE_ACCEPT } from '../../../ui/backoffice/images'
import { errorMessage, notify } from '../../../ui/backoffice/notify'
import { useApi, useInvalidate } from '../../../ui/backoffice/queries'
import { useEntityForm } from '../../../ui/backoffice/useEntityForm'
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
import { HistoryButton } from '../../history/admin/HistoryDrawer'
import { clientContentType } from '../client.content-type'
import { DRAFT_MESSAGES } from '../../drafts/admin/draft-text'
import { useServerDraft } from '../../drafts/admin/useServerDraft'

/** docs/product.md#client-form — the add/edit dialog. */
export const ClientFormModal = entityFormModal(ClientForm, {
  titles: ['Add New Client', 'Edit Client'],
  size: 640,
})

function ClientForm({ item: client, frame }: EntityFormProps<Client>) {
  const api = useApi()
  const invalidate = useInvalidate()
  const imageId = useId()
  const [existingImage, setExistingImage] = useState<string | null>(client?.imageUrl ?? null)
  const [file, setFile] = useState<File | null>(null)
  const preview = useFilePreview(file)
  const valuesOf = (item: Partial<Client> | null) => ({
    name: item?.name ?? '',
    email: item?.email ?? '',
    description: item?.description ?? '',
    isActive: item?.isActive ?? true,
  })
  const entityForm = useEntityForm({
    initialValues: valuesOf(client),
    check: (values) => {
      const found = validateClient(values, { existing: existingImage, file })
      if (Object.keys(found).length > 0) return { data: null, errors: found as FieldErrors }
      return { data: trimClientValues(values), errors: null }
    },
    save: async (values) => {
      const imageUrl = await imageToSend()
      if (imageUrl === null) return false
      const body = { ...values, imageUrl }
      const answer = client
        ? await api.put(`${CLIENTS.path}/${client._id}`, body)
        : await api.post(CLIENTS.path, body)
      if (!unwrapData<Client | undefined>(answer)?._id) throw new Error(CLIENTS_MESSAGES.invalidResponse)
      await invalidate(CLIENTS.queryKey)
      // The form showed the draft: what went live is it, so the draft goes (docs/product.md#drafts).
      if (await serverDraft.afterSave()) notify.success(DRAFT_MESSAGES.savedAndDiscarded)
    },
    success: client ? CLIENTS_MESSAGES.updated : CLIENTS_MESSAGES.added,
    failure: (error) => CLIENTS_MESSAGES.saveFailed(errorMessage(error, '')),
    onInvalid: (found) => notify.error(validationToast(found)),
    serverErrors: false,
    frame,
  })
  const { form, errors, isSaving, layout, field, checkbox } = entityForm
  /** A newly chosen image is uploaded first, as a save does: the draft holds its address. */
  async function draftBody(values: ReturnType<typeof trimClientValues>) {
    const imageUrl = await imageToSend()
    return imageUrl === null ? null : { ...values, imageUrl }
  }
  const serverDraft = useServerDraft({
    type: 'clients',
    path: `${CLIENTS.path}/${client?._id}`,
    itemId: client?._id ?? null,
    form: entityForm,
    body: draftBody,
    fromFields: (fields) => {
      const drafted = fields as Partial<Client>
      if (drafted.imageUrl) setExistingImage(drafted.imageUrl)
      return valuesOf({ ...client, ...drafted })
    },
    liveValues: valuesOf(client),
    onDiscarded: () => setExistingImage(client?.imageUrl ?? null),
    keys: [CLIENTS.queryKey],
    create: { path: CLIENTS.path, body: draftBody },
    close: frame.onDone,
  })

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
  return (
    <FormLayout
      {...layout}
      notice={
        <>
          {layout.notice}
          {serverDraft.notice}
        </>
      }
      secondaryAction={serverDraft.saveDraftButton}
      submitLabel={client ? 'Update Client' : 'Add Client'}
      secondary={
        client ? (
          <HistoryButton type={clientContentType} itemId={client._id} onRestored={frame.onDone} />
        ) : null
      }
      sticky
    >
      <TextInput label="Client Name" withAsterisk data-autofocus {...field('name')} maxLength={150} />
      <TextInput
        label="Client Email"
        type="email"
        withAsterisk
        {...field('email')}
        maxLength={254}
        autoComplete="off"
      />
      <TextBlock label="Testimonial" withAsterisk {...field('description')} maxLength={5000} rows={[4, 10]} />
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
      <Checkbox label="Active (visible on website)" {...checkbox('isActive')} />
      {client ? <ScheduleButton type="clients" itemId={client._id} hasDraft={serverDraft.hasDraft} /> : null}
    </FormLayout>
  )
}
