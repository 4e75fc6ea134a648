import { ACCESS } from '../../platform/auth/access'
import fastifyMultipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { AppError } from '../../platform/errors'
import { ErrorEnvelopeSchema, errorResponses } from '../../platform/http/envelope'
import { apiRoutes, errorsOf } from '../../platform/http/route-kit'
import { unstorableInput, unstorablePartField } from '../../platform/http/input-guard'
import {
  MAX_UPLOAD_BYTES,
  type StorageFolder,
  UPLOAD_MESSAGES,
  UploadQuerySchema,
  UploadResultSchema,
  UploadStatusSchema,
} from './media.schema'
import type { UploadService } from './upload.service'

const uploadErrors = {
  400: errorResponses[400],
  401: errorResponses[401],
  413: ErrorEnvelopeSchema.describe('The file is larger than 5 MB'),
  415: ErrorEnvelopeSchema.describe('The file is not really a JPEG, PNG, GIF or WEBP image'),
}
/** Describes the form in the OpenAPI document; validates nothing (readImage() reads the multipart stream). */
const UploadBodySchema = z.unknown().meta({
  type: 'object',
  properties: { image: { type: 'string', format: 'binary', description: 'The image file' } },
  required: ['image'],
})
const describeUpload =
  'Multipart form data with the file in the field `image` (JPEG, PNG, GIF or WEBP by content, at most 5 MB). ' +
  'The image is re-encoded without metadata, at most 2560 px on its longest side, and stored under a random ' +
  'name with WebP copies 480, 960 and 1600 px wide for srcset.'
/** What every upload route states: a multipart form in, the stored image's URLs out (201). */
const upload = {
  consumes: ['multipart/form-data'],
  body: UploadBodySchema,
  status: 201,
  data: UploadResultSchema,
  errors: uploadErrors,
} as const

/** The dedicated upload routes (docs/product.md#api) and the folder each one stores into. */
const FOLDER_ROUTES: { url: string; folder: StorageFolder; summary: string }[] = [
  { url: '/upload/company/hero', folder: 'company/hero', summary: 'Upload a company hero image' },
  { url: '/upload/categories', folder: 'categories', summary: 'Upload a category image' },
  { url: '/upload/services', folder: 'services', summary: 'Upload a service image' },
  { url: '/upload/clients', folder: 'clients', summary: 'Upload a client image' },
]

export const uploadRoutes = apiRoutes<{ uploads: UploadService }>(
  ['Uploads'],
  ACCESS.content,
  async (api, { uploads }) => {
    // Registered here, so multipart parsing exists on the upload routes only.
    await api.app.register(fastifyMultipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 20 },
    })

    api.post('/upload', {
      ...upload,
      audit: { entity: 'upload', outsideTransaction: true },
      summary: 'Upload an image into a folder (default general)',
      description: describeUpload,
      querystring: UploadQuerySchema,
      handler: async (request) => uploads.store(request.query.folder, await readImage(request)),
    })

    for (const { url, folder, summary } of FOLDER_ROUTES) {
      api.post(url, {
        ...upload,
        audit: { entity: 'upload', outsideTransaction: true },
        summary,
        description: `${describeUpload} Stored under /uploads/${folder}/.`,
        handler: async (request) => uploads.store(folder, await readImage(request)),
      })
    }

    api.get('/upload/status', {
      summary: 'Upload storage: driver, stored files and bytes, limits',
      data: UploadStatusSchema,
      errors: errorsOf(401),
      handler: () => uploads.status(),
    })
  },
)

/**
 * Reads the multipart body to its end and returns the bytes of the file in the field `image`. The file size
 * limit truncates the stream at 5 MB (+1 byte) and fails with 413; other files are read and discarded.
 */
async function readImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw AppError.badRequest(UPLOAD_MESSAGES.missing)
  let image: Buffer | undefined
  // The API's input guard sees no multipart fields: the same rule applies here, once the form has been read.
  let unstorableField: string | undefined
  try {
    for await (const part of request.parts()) {
      unstorableField ??= unstorablePartField(part)
      if (part.type !== 'file') continue
      if (part.fieldname === 'image' && !image) {
        image = await part.toBuffer()
      } else {
        for await (const _chunk of part.file) {
          // discarded: only the field `image` is read
        }
      }
    }
  } catch (error) {
    throw multipartError(error)
  }
  if (unstorableField !== undefined) throw unstorableInput(unstorableField)
  if (!image) throw AppError.badRequest(UPLOAD_MESSAGES.missing)
  return image
}

function multipartError(error: unknown): AppError {
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, UPLOAD_MESSAGES.tooLarge)
    case 'FST_FILES_LIMIT':
      return AppError.badRequest(UPLOAD_MESSAGES.oneFile)
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError(413, UPLOAD_MESSAGES.tooManyParts)
    default:
      // Malformed multipart (no boundary, a part cut short, a request closed early): the caller's input.
      return AppError.badRequest(UPLOAD_MESSAGES.malformed)
  }
}
