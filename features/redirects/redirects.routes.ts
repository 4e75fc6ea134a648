import fastifyMultipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { ACCESS } from '../../platform/auth/access'
import { AppError } from '../../platform/errors'
import { ErrorEnvelopeSchema, errorResponses } from '../../platform/http/envelope'
import { csvDownload } from '../../platform/http/csv-download'
import { apiRoutes } from '../../platform/http/route-kit'
import {
  ClearedSchema,
  ImportQuerySchema,
  ImportReportSchema,
  ListedRedirectSchema,
  MAX_IMPORT_BYTES,
  NotFoundPathSchema,
  NotFoundQuerySchema,
  RedirectInputSchema,
  RedirectQuerySchema,
  RedirectSchema,
} from './redirects.schema'
import type { RedirectService } from './redirects.service'

const writeErrors = {
  ...errorResponses,
  409: ErrorEnvelopeSchema.describe('Another redirect already answers this path (the message names it)'),
  422: ErrorEnvelopeSchema.describe('The redirect would loop (the message shows the loop)'),
}

const ImportBodySchema = z.unknown().meta({
  type: 'object',
  properties: {
    file: { type: 'string', format: 'binary', description: 'The CSV file: from,to,status[,note]' },
  },
  required: ['file'],
})

const IMPORT_MESSAGES = {
  missing: 'Send the CSV file as multipart/form-data in the field "file"',
  tooLarge: `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB`,
  malformed: 'The upload could not be read. Send multipart/form-data with the CSV in the field "file".',
}

/** Today's date for a file name (UTC). */
const today = () => new Date().toISOString().slice(0, 10)

/**
 * The redirect manager and the 404 log (docs/product.md#redirects), for the roles that edit the website's content.
 */
export const redirectRoutes = apiRoutes<{ redirects: RedirectService }>(
  ['Redirects'],
  ACCESS.content,
  async (api, { redirects }) => {
    // Registered here, so multipart parsing exists on these routes only.
    await api.app.register(fastifyMultipart, {
      limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, parts: 10 },
    })

    api.page('/redirects', {
      summary:
        'Redirects kept by hand (by From, searched in From, To and note), or with kind=automatic|all those slug changes made (newest first, searched in From, To and the item title), in pages',
      querystring: RedirectQuerySchema,
      item: ListedRedirectSchema,
      handler: (request) => redirects.list(request.query),
    })

    api.get(
      '/redirects/export',
      csvDownload('Download every redirect as CSV (from,to,status,note)', async () => ({
        filename: `redirects-${today()}.csv`,
        csv: await redirects.exportCsv(),
      })),
    )

    api.get('/redirects/:id', {
      summary: 'One redirect',
      data: RedirectSchema,
      handler: (request) => redirects.get(request.params.id),
    })

    api.post('/redirects', {
      status: 201,
      summary:
        'Add a redirect (its path leaves the 404 log); a path already redirected answers 409, a loop 422',
      body: RedirectInputSchema,
      data: RedirectSchema,
      errors: writeErrors,
      audit: { describe: (_request, data) => describeRedirect(data) },
      handler: (request) => redirects.create(request.body),
    })

    api.put('/redirects/:id', {
      summary: 'Change a redirect (sent whole, as for adding)',
      body: RedirectInputSchema,
      data: RedirectSchema,
      errors: writeErrors,
      audit: {
        before: (request) => redirects.get((request.params as { id: string }).id),
        describe: (_request, data) => describeRedirect(data),
      },
      handler: (request) => redirects.update(request.params.id, request.body),
    })

    api.deleteOne('/redirects/:id', 'Remove a redirect', ({ id }) => redirects.remove(id), {
      audit: { before: (request) => redirects.get((request.params as { id: string }).id) },
    })

    api.post('/redirects/import', {
      summary:
        'Import redirects from CSV: what it would do (dryRun=true, the default), or do it in one transaction',
      description:
        'Multipart form data with the CSV in the field `file` (at most 2 MB): `from,to,status` and an optional ' +
        'note, the header line optional, status 301 when empty. Refused lines (invalid paths, duplicates, loops) ' +
        'are reported with their line number and never written; the others are all written or none.',
      consumes: ['multipart/form-data'],
      querystring: ImportQuerySchema,
      body: ImportBodySchema,
      data: ImportReportSchema,
      errors: {
        ...errorResponses,
        413: ErrorEnvelopeSchema.describe(IMPORT_MESSAGES.tooLarge),
      },
      audit: {
        action: 'import',
        entity: 'redirects',
        // A dry run writes nothing.
        skip: (request) => (request.query as { dryRun: boolean }).dryRun,
        describe: (_request, data) => {
          const report = data as { added?: number; changed?: number } | undefined
          return { entityId: null, label: `${report?.added ?? 0} added, ${report?.changed ?? 0} changed` }
        },
      },
      handler: async (request) => redirects.import(await readCsvFile(request), request.query.dryRun),
    })

    api.page('/not-found', {
      summary: 'The public paths that answered 404, most asked for first, with the last referrer',
      querystring: NotFoundQuerySchema,
      item: NotFoundPathSchema,
      handler: (request) => redirects.notFound.list(request.query),
    })

    api.deleteOne('/not-found/:id', 'Remove a path from the 404 log', ({ id }) =>
      redirects.notFound.remove(id),
    )

    api.delete('/not-found', {
      summary: 'Empty the 404 log',
      data: ClearedSchema,
      audit: { entity: 'not-found', action: 'clear' },
      handler: async () => ({ removed: await redirects.notFound.clear() }),
    })
  },
)

function describeRedirect(data: unknown) {
  const redirect = data as { id?: string; from?: string } | undefined
  return { entity: 'redirects', entityId: redirect?.id ?? null, label: redirect?.from ?? '' }
}

/** Reads the multipart body to its end and returns the bytes of the file in the field `file`. */
async function readCsvFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw AppError.badRequest(IMPORT_MESSAGES.missing)
  let file: Buffer | undefined
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue
      if (part.fieldname === 'file' && !file) file = await part.toBuffer()
      else for await (const _chunk of part.file) void _chunk
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, IMPORT_MESSAGES.tooLarge)
    if (code === 'FST_FILES_LIMIT') throw AppError.badRequest('Send one file')
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError(413, 'Too many form fields')
    throw AppError.badRequest(IMPORT_MESSAGES.malformed)
  }
  if (!file) throw AppError.badRequest(IMPORT_MESSAGES.missing)
  return file
}
