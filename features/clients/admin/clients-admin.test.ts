import { describe, expect, it } from 'vitest'
import {
  checkClientImage,
  clientCount,
  clientUploadUrl,
  CLIENTS_MESSAGES,
  deleteFailureMessage,
  imageButtonText,
  imageNote,
  isClientData,
  PENDING_DELETE_KEY,
  pendingDelete,
  testimonialPreview,
  trimClientValues,
  validateClient,
  validationToast,
} from './clients-admin'

const valid = { name: 'Anna Berg', email: 'anna@example.com', description: 'Great work', isActive: true }
const withImage = { existing: '/uploads/clients/anna.webp', file: null }

describe('validateClient', () => {
  it('collects every failure at once, in the order of the form, and joins them one per line', () => {
    const errors = validateClient(
      { name: ' ', email: '', description: '  ', isActive: true },
      { existing: null, file: null },
    )
    expect(Object.values(errors)).toEqual([
      'Client name is required',
      'Client email is required',
      'Client testimonial is required',
      'Client image is required',
    ])
    expect(validationToast(errors)).toBe(
      'Client name is required\nClient email is required\nClient testimonial is required\nClient image is required',
    )
  })

  it('says when the e-mail does not look like one', () => {
    expect(validateClient({ ...valid, email: 'anna@' }, withImage)).toEqual({
      email: 'Please enter a valid email address',
    })
  })

  it('accepts an existing image or a newly chosen file', () => {
    expect(validateClient(valid, withImage)).toEqual({})
    expect(validateClient(valid, { existing: null, file: { name: 'anna.png' } })).toEqual({})
    expect(validateClient(valid, { existing: null, file: null })).toEqual({
      image: 'Client image is required',
    })
  })
})

describe('trimClientValues', () => {
  it('trims every text before saving', () => {
    expect(
      trimClientValues({
        name: '  Anna ',
        email: ' anna@example.com\n',
        description: '\tGreat  ',
        isActive: false,
      }),
    ).toEqual({ name: 'Anna', email: 'anna@example.com', description: 'Great', isActive: false })
  })
})

describe('testimonialPreview', () => {
  it('keeps the first 40 characters', () => {
    const text = 'Halden rewired our whole plant over one weekend without a single hiccup.'
    expect(testimonialPreview(text)).toBe(`${text.slice(0, 40).trimEnd()}...`)
    expect(testimonialPreview('Short and sweet.')).toBe('Short and sweet.')
    expect(testimonialPreview('x'.repeat(40))).toBe('x'.repeat(40))
  })
})

describe('list texts', () => {
  it('counts clients in the singular and plural', () => {
    expect(clientCount(1)).toBe('1 client')
    expect(clientCount(0)).toBe('0 clients')
    expect(clientCount(7)).toBe('7 clients')
    expect(CLIENTS_MESSAGES.activated(3)).toBe('Successfully activated 3 clients')
  })
})

describe('the image picker', () => {
  it('refuses files that are not images with the Clients wording', () => {
    expect(checkClientImage({ type: 'text/plain', size: 10 })).toBe('Please select an image file')
    expect(checkClientImage({ type: 'image/bmp', size: 10 })).toBe(
      'Please select a valid image file (JPEG, PNG, GIF, or WEBP)',
    )
    expect(checkClientImage({ type: 'image/png', size: 6 * 1024 * 1024 })).toBe(
      'Image size should be less than 5MB',
    )
    expect(checkClientImage({ type: 'image/webp', size: 1000 })).toBeNull()
  })

  it('names what will be saved', () => {
    expect(imageNote({ existing: '/uploads/clients/a.webp', file: { name: 'b.png' } })).toBe(
      'Selected: b.png',
    )
    expect(imageNote({ existing: '/uploads/clients/a.webp', file: null })).toBe('Keep existing image')
    expect(imageNote({ existing: null, file: null })).toBe('No image selected')
    expect(imageButtonText(true)).toBe('Change Image')
    expect(imageButtonText(false)).toBe('Select Image')
  })
})

describe('clientUploadUrl', () => {
  it('needs data.imageUrl', () => {
    expect(clientUploadUrl({ success: true, data: { imageUrl: '/uploads/clients/a.webp' } })).toBe(
      '/uploads/clients/a.webp',
    )
    expect(() => clientUploadUrl(undefined)).toThrow('Invalid upload response')
    expect(() => clientUploadUrl({ success: true, data: {} })).toThrow('No image URL in response')
    expect(() => clientUploadUrl({ imageUrl: '/uploads/clients/a.webp' })).toThrow('No image URL in response')
  })
})

describe('deleting', () => {
  it('words a failure with the server message, else the status, else the error', () => {
    expect(deleteFailureMessage({ status: 404, body: { message: 'Client not found' } })).toBe(
      'Failed to delete client: Client not found',
    )
    expect(deleteFailureMessage({ status: 502, body: undefined })).toBe(
      'Failed to delete client: Server error (502)',
    )
    expect(deleteFailureMessage({ error: new TypeError('Failed to fetch') })).toBe(
      'Failed to delete client: Failed to fetch',
    )
  })

  it('tells client data from anything else', () => {
    expect(isClientData({ _id: '1', name: 'Anna' })).toBe(true)
    expect(isClientData({ name: 'Anna' })).toBe(true)
    expect(isClientData(null)).toBe(false)
    expect(isClientData({ _id: '1' })).toBe(false)
    expect(isClientData('Anna')).toBe(false)
  })

  it('keeps the pending delete in storage until it is forgotten', () => {
    const store = new Map<string, string>()
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    }
    expect(pendingDelete.read(storage)).toBeNull()
    pendingDelete.remember(storage, { id: 'c1', name: 'Anna' })
    expect(JSON.parse(store.get(PENDING_DELETE_KEY)!)).toEqual({ id: 'c1', name: 'Anna' })
    expect(pendingDelete.read(storage)).toEqual({ id: 'c1', name: 'Anna' })
    pendingDelete.forget(storage)
    expect(store.has(PENDING_DELETE_KEY)).toBe(false)
    store.set(PENDING_DELETE_KEY, '{not json')
    expect(pendingDelete.read(storage)).toBeNull()
  })
})
