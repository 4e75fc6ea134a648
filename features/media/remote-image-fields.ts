import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import type { z } from 'zod'
import { AppError, type FieldErrors } from '../../platform/errors'
import { isImageField } from '../../platform/fields'
import type { MediaStorage } from '../../platform/media/storage'
import { type StorageFolder, UPLOAD_FOLDERS } from './media.schema'
import { RemoteImageError, type RemoteImages } from './remote-image'

/** One image reference found in a parsed body: where it is, what it says, and how to change it. */
export type ImageSlot = { path: (string | number)[]; value: string; set: (value: string) => void }

type Def = {
  type: string
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  innerType?: z.ZodType
  in?: z.ZodType
  out?: z.ZodType
  options?: z.ZodType[]
  left?: z.ZodType
  right?: z.ZodType
  valueType?: z.ZodType
  getter?: () => z.ZodType
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

/** The schemas a value of `schema` is made of, each with the part of the value it describes. */
function children(schema: z.ZodType, value: unknown): { schema: z.ZodType; key?: string | number }[] {
  const def = defOf(schema)
  const isObject = typeof value === 'object' && value !== null
  switch (def.type) {
    case 'object':
      return isObject && !Array.isArray(value)
        ? Object.entries(def.shape!)
            .filter(([key]) => Object.hasOwn(value, key))
            .map(([key, child]) => ({ schema: child, key }))
        : []
    case 'array':
      return Array.isArray(value) ? value.map((_, index) => ({ schema: def.element!, key: index })) : []
    case 'record':
      return isObject ? Object.keys(value).map((key) => ({ schema: def.valueType!, key })) : []
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return [{ schema: def.innerType! }]
    case 'pipe':
      // A value is what the pipe's end made of it; a transform at the end keeps its shape (trim, defaults).
      return [{ schema: defOf(def.out!).type === 'transform' ? def.in! : def.out! }]
    case 'lazy':
      return [{ schema: def.getter!() }]
    case 'intersection':
      return [{ schema: def.left! }, { schema: def.right! }]
    default:
      return []
  }
}

/**
 * The image references (imageUrlField, platform/fields.ts) in a body that `schema` parsed, wherever they are nested:
 * `logo`, `images.2`, `heroImages.0.imageUrl`.
 */
export function imageSlots(schema: z.ZodType, body: unknown): ImageSlot[] {
  const slots: ImageSlot[] = []
  const walk = (
    node: z.ZodType,
    value: unknown,
    path: (string | number)[],
    set: (value: string) => void,
  ): void => {
    if (isImageField(node)) {
      if (typeof value === 'string') slots.push({ path, value, set })
      return
    }
    const def = defOf(node)
    if (def.type === 'union') {
      // The first alternative that holds images describes them (an image or '' for none).
      for (const option of def.options!) {
        const before = slots.length
        walk(option, value, path, set)
        if (slots.length > before) return
      }
      return
    }
    for (const child of children(node, value)) {
      if (child.key === undefined) {
        walk(child.schema, value, path, set)
        continue
      }
      const key = child.key
      const holder = value as Record<string | number, unknown>
      walk(child.schema, holder[key], [...path, key], (next) => {
        holder[key] = next
      })
    }
  }
  walk(schema, body, [], () => undefined)
  return slots
}

/** Whether any value of `schema` can hold an image reference. */
export function hasImageFields(schema: z.ZodType, seen = new Set<z.ZodType>()): boolean {
  if (isImageField(schema)) return true
  if (seen.has(schema)) return false
  seen.add(schema)
  const def = defOf(schema)
  const nested: (z.ZodType | undefined)[] = [
    ...Object.values(def.shape ?? {}),
    def.element,
    def.innerType,
    def.in,
    def.out,
    ...(def.options ?? []),
    def.left,
    def.right,
    def.valueType,
    def.type === 'lazy' ? def.getter!() : undefined,
  ]
  return nested.some((child) => child !== undefined && hasImageFields(child, seen))
}

const isRemote = (value: string) => /^https?:\/\//i.test(value)

const FOLDERS: readonly string[] = [...UPLOAD_FOLDERS, 'services', 'clients'] satisfies StorageFolder[]

/**
 * The media folder a write's imported images go to, the one its path names (the one the back-office uploads the
 * same images to): /api/partners → partners, /api/company/info → company, /api/categories/:id/events → events,
 * /api/categories/:id/products → categories; 'general' for a path that names none.
 */
export function folderOfRoute(url: string): StorageFolder {
  const segments = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter((segment) => !segment.startsWith(':'))
  return (segments.findLast((segment) => FOLDERS.includes(segment)) ?? 'general') as StorageFolder
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The files this request imported from web addresses, removed again if it does not save. */
    importedImages?: string[]
  }
}

/**
 * Makes every write that takes image fields import the images it names by web address (an onRoute hook, for the
 * routes registered after it): before the handler — so outside the write's transaction, which a slow download
 * would otherwise hold open — each distinct http(s) address in the body is downloaded, re-encoded and stored
 * (remote-image.ts), and the body names the stored copy instead. The page then shows an image of its own site:
 * its Content-Security-Policy allows it, visitors are not announced to another site, and a revision shows the
 * image as it was. An address that cannot be imported is the caller's mistake: 400 with the field's message.
 * The files of a write that then fails are removed (nothing names them).
 */
export function importRemoteImages(remoteImages: RemoteImages, storage: MediaStorage) {
  return (route: RouteOptions) => {
    const methods = [route.method].flat()
    const body = (route.schema as { body?: z.ZodType } | undefined)?.body
    if (!body || !methods.some((method) => method !== 'GET' && method !== 'HEAD')) return
    if (!hasImageFields(body)) return
    const folder = folderOfRoute(route.url)

    const importImages = async (request: FastifyRequest) => {
      const remote = imageSlots(body, request.body).filter((slot) => isRemote(slot.value))
      if (remote.length === 0) return
      // One download per address, however often the body names it (a service's main image is in its gallery too).
      const addresses = [...new Set(remote.map((slot) => slot.value))]
      const results = await settleAtMost(
        IMPORTS_AT_ONCE,
        addresses.map((address) => () => remoteImages.import(folder, address)),
      )
      const outcome = new Map(addresses.map((address, index) => [address, results[index]!]))
      const stored = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
      const errors: FieldErrors = {}
      for (const slot of remote) {
        const result = outcome.get(slot.value)!
        if (result.status === 'fulfilled') {
          slot.set(result.value)
          continue
        }
        if (!(result.reason instanceof RemoteImageError)) {
          await removeAll(storage, stored)
          throw result.reason
        }
        errors[slot.path.join('.') || '_'] ??= result.reason.message
      }
      if (Object.keys(errors).length > 0) {
        await removeAll(storage, stored)
        throw AppError.badRequest(Object.values(errors)[0]!, errors)
      }
      request.importedImages = stored
    }

    // Before the answer leaves, so the caller who sees a refusal finds no file of it left behind.
    const forgetUnsaved = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (request.importedImages && reply.statusCode >= 400) await removeAll(storage, request.importedImages)
      return payload
    }

    route.preHandler = [...[route.preHandler ?? []].flat(), importImages]
    route.onSend = [...[route.onSend ?? []].flat(), forgetUnsaved]
  }
}

/** Downloads at once per save: a gallery of 20 addresses holds at most this many bodies (5 MB each) in memory. */
const IMPORTS_AT_ONCE = 4

/** Runs the tasks, at most `limit` at a time, and answers how each ended, in order. */
async function settleAtMost<T>(limit: number, tasks: (() => Promise<T>)[]) {
  const results: PromiseSettledResult<T>[] = new Array(tasks.length)
  let next = 0
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++
      results[index] = await tasks[index]!().then(
        (value) => ({ status: 'fulfilled', value }) as const,
        (reason: unknown) => ({ status: 'rejected', reason }) as const,
      )
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker))
  return results
}

async function removeAll(storage: MediaStorage, urls: string[]) {
  for (const url of urls) {
    // Best effort: a file left behind costs disk space, never correctness.
    await storage.removeWithVariants(url.replace(/^\/uploads\//, '')).catch(() => undefined)
  }
}
