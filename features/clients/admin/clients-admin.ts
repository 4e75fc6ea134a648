import { contentReads } from '../../../ui/backoffice/queries'
import { clientContentType } from '../client.content-type'
/** The Clients screen's pure rules and texts (docs/product.md#clients). */
import { truncate } from '../../../ui/lib/text'
import { validateForm } from '../../../ui/backoffice/form'
import { checkImageFile } from '../../../ui/backoffice/images'
import { CLIENT_IMAGE_REQUIRED, ClientInputSchema } from '../client.schema'

export const CLIENTS_MESSAGES = {
  loadFailed: 'Failed to load clients. Please try again.',
  noneInactive: 'No inactive clients to activate',
  activated: (count: number) => `Successfully activated ${count} ${count === 1 ? 'client' : 'clients'}`,
  activateFailed: 'Failed to activate clients. Please try again.',
  imageUploaded: 'Image uploaded successfully',
  uploadFailed: (reason?: string) => `Failed to upload image: ${reason || 'Unknown error'}`,
  noImageUrl: 'Failed to get image URL from upload',
  invalidUpload: 'Invalid upload response',
  noUrlInResponse: 'No image URL in response',
  added: 'Client added successfully',
  updated: 'Client updated successfully',
  saveFailed: (reason?: string) => (reason ? `Failed to save client: ${reason}` : 'Failed to save client'),
  invalidResponse: 'Invalid response format',
  deleted: (name: string) => `Client "${name}" deleted successfully`,
  missingId: 'Cannot delete: Missing client ID',
  invalidClient: 'Cannot delete: Invalid client data',
  toggleFailed: 'Failed to toggle client status. Please try again.',
  clientActivated: 'Client activated successfully',
  clientDeactivated: 'Client deactivated successfully',
  notAnImage: 'Please select an image file',
} as const

export const CLIENT_UPLOAD_PATH = '/upload/clients'
/** docs/product.md#clients-table: the testimonial preview in the table. */
export const TESTIMONIAL_PREVIEW_MAX = 40
/** docs/product.md#deleting-a-client: where a pending delete is remembered in the browser. */
export const PENDING_DELETE_KEY = 'pendingClientDelete'

export function clientCount(count: number): string {
  return count === 1 ? '1 client' : `${count} clients`
}

/** The first 40 characters of a testimonial, with an ellipsis when there was more. */
export function testimonialPreview(text: string): string {
  return truncate(text.trim(), TESTIMONIAL_PREVIEW_MAX)
}

export type ClientFormValues = { name: string; email: string; description: string; isActive: boolean }

/** docs/product.md#client-form: values are trimmed before they are saved. */
export function trimClientValues(values: ClientFormValues): ClientFormValues {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    description: values.description.trim(),
    isActive: values.isActive,
  }
}

const TextFields = ClientInputSchema.pick({ name: true, email: true, description: true })
const ORDER = ['name', 'email', 'description'] as const

/**
 * docs/product.md#client-form: every failure of the client form, in the order of the form; the image counts when
 * the client already has one or a new file was chosen. Keyed by field, so the form can also mark the fields.
 */
export function validateClient(
  values: ClientFormValues,
  image: { existing: string | null; file: { name: string } | null },
): Partial<Record<'name' | 'email' | 'description' | 'image', string>> {
  const { errors } = validateForm(TextFields, trimClientValues(values))
  const found: Partial<Record<'name' | 'email' | 'description' | 'image', string>> = {}
  for (const key of ORDER) if (errors?.[key]) found[key] = errors[key]
  if (!image.existing && !image.file) found.image = CLIENT_IMAGE_REQUIRED
  return found
}

/** All the messages in one toast, one per line. */
export function validationToast(errors: Partial<Record<string, string>>): string {
  return Object.values(errors).filter(Boolean).join('\n')
}

/**
 * docs/product.md#client-form: a file that is not an image at all gets the Clients wording; other refusals the
 * general one.
 */
export function checkClientImage(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return CLIENTS_MESSAGES.notAnImage
  return checkImageFile(file)
}

/** The note under the image picker (docs/product.md#client-form). */
export function imageNote(image: { existing: string | null; file: { name: string } | null }): string {
  if (image.file) return `Selected: ${image.file.name}`
  if (image.existing) return 'Keep existing image'
  return 'No image selected'
}

export function imageButtonText(hasImage: boolean): string {
  return hasImage ? 'Change Image' : 'Select Image'
}

/** docs/product.md#client-form: the client upload answer must carry data.imageUrl. */
export function clientUploadUrl(body: unknown): string {
  if (!body || typeof body !== 'object') throw new Error(CLIENTS_MESSAGES.invalidUpload)
  const url = (body as { data?: { imageUrl?: unknown } }).data?.imageUrl
  if (typeof url !== 'string' || !url) throw new Error(CLIENTS_MESSAGES.noUrlInResponse)
  return url
}

/** A list row may be anything the server sent; deleting needs at least an object with a name. */
export function isClientData(client: unknown): client is { _id?: unknown; name: string } {
  return !!client && typeof client === 'object' && typeof (client as { name?: unknown }).name === 'string'
}

/**
 * docs/product.md#deleting-a-client: the server's message, else 'Server error (status)', else the error's text.
 */
export function deleteFailureMessage(failure: { body?: unknown; status?: number; error?: unknown }): string {
  const message = (failure.body as { message?: unknown } | undefined)?.message
  const reason =
    typeof message === 'string' && message.trim()
      ? message
      : failure.status
        ? `Server error (${failure.status})`
        : failure.error instanceof Error && failure.error.message
          ? failure.error.message
          : String(failure.error ?? 'Unknown error')
  return `Failed to delete client: ${reason}`
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
export type PendingDelete = { id: string; name: string }

/**
 * docs/product.md#deleting-a-client: while a delete is pending, the client's id and name are kept in local
 * storage.
 */
export const pendingDelete = {
  remember(storage: KeyValueStorage, client: PendingDelete) {
    storage.setItem(PENDING_DELETE_KEY, JSON.stringify({ id: client.id, name: client.name }))
  },
  read(storage: KeyValueStorage): PendingDelete | null {
    try {
      const value = JSON.parse(storage.getItem(PENDING_DELETE_KEY) ?? 'null') as Partial<PendingDelete> | null
      return value && typeof value.id === 'string' && typeof value.name === 'string'
        ? { id: value.id, name: value.name }
        : null
    } catch {
      return null
    }
  },
  forget(storage: KeyValueStorage) {
    storage.removeItem(PENDING_DELETE_KEY)
  },
}

/** The clients' list in the query cache, named after the content type. */
export const CLIENTS = contentReads(clientContentType)
