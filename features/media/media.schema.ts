import { z } from 'zod'

/**
 * Upload rules shared by the API and the admin forms (docs/product.md#image-uploads: 5 MB; JPEG, PNG, GIF, WEBP).
 */

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const
/** Widths of the WebP copies written beside every upload for `srcset` (only those narrower than the image). */
export const RESPONSIVE_WIDTHS = [480, 960, 1600] as const
/** Longest side of a stored image; larger uploads are scaled down. */
export const MAX_IMAGE_SIDE = 2560
/** Decoded size above which an upload is refused, whatever its file size (decompression bombs). */
export const MAX_INPUT_PIXELS = 50_000_000

export const UPLOAD_MESSAGES = {
  tooLarge: 'File too large. Maximum size is 5MB.',
  invalidType: 'Invalid file type. Only JPEG, PNG, GIF and WEBP are allowed.',
  missing: 'No image file provided',
  invalidFolder: 'Invalid upload folder',
  tooManyPixels: 'Image dimensions are too large. Maximum is 50 megapixels.',
  oneFile: 'Only one image can be uploaded at a time.',
  tooManyParts: 'Too many form fields in the upload.',
  malformed: 'The upload could not be read. Send multipart/form-data with the image in the field "image".',
} as const

/** Folders that `POST /upload?folder=` accepts (docs/product.md#api). */
export const UPLOAD_FOLDERS = ['events', 'company', 'general', 'team', 'partners', 'categories'] as const
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number]

/**
 * Every folder an upload can land in: the query folders plus those of the dedicated routes. Company hero images
 * go to `company/hero`, so they can be told apart from logos at a glance.
 */
export type StorageFolder = UploadFolder | 'company/hero' | 'services' | 'clients'

export const UploadQuerySchema = z.object({
  folder: z.enum(UPLOAD_FOLDERS, { error: UPLOAD_MESSAGES.invalidFolder }).default('general'),
})

export const UploadResultSchema = z.object({
  imageUrl: z.string().describe('URL of the stored image, /uploads/{folder}/{name}'),
  url: z.string().describe('Same as imageUrl'),
  publicId: z.string().describe('{folder}/{name without extension}'),
  width: z.number().int(),
  height: z.number().int(),
  variants: z
    .array(z.object({ width: z.number().int(), url: z.string() }))
    .describe('Responsive WebP copies for srcset, narrowest first'),
})
export type UploadResult = z.infer<typeof UploadResultSchema>

export const UploadStatusSchema = z.object({
  storage: z.string(),
  files: z.number().int(),
  bytes: z.number().int(),
  maxFileSize: z.number().int(),
  allowedTypes: z.array(z.string()),
})
export type UploadStatus = z.infer<typeof UploadStatusSchema>
