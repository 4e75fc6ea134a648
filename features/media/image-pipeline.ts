import { fileTypeFromBuffer } from 'file-type'
import { AppError } from '../../platform/errors'
import { CodecError, type ImageFormat } from './image-codec'
import { encodeInChildProcess } from './image-process'
import { UPLOAD_MESSAGES } from './media.schema'

export type { ImageFormat }

export type ProcessedImage = {
  format: ImageFormat
  ext: 'jpg' | 'png' | 'gif' | 'webp'
  data: Buffer
  width: number
  height: number
  /** WebP copies for srcset, narrowest first. */
  variants: { width: number; data: Buffer }[]
}

/** What the bytes are, sniffed from the content (file-type); the name and declared type are never trusted. */
const SNIFFED_FORMATS: Record<string, ImageFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/apng': 'png', // an animated PNG is still a PNG; its first frame is kept
  'image/gif': 'gif',
  'image/webp': 'webp',
}

const EXTENSIONS = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' } as const

/**
 * Markup that makes a file a polyglot (an image that is also an HTML page or script). The stored file is
 * re-encoded from pixels anyway, so it could never carry it; such uploads are refused outright all the same.
 */
const ACTIVE_CONTENT = /<(?:script|html|svg|iframe)[\s/>]|<\?php|<!doctype\s+html/i

const invalidType = () => new AppError(415, UPLOAD_MESSAGES.invalidType)

/** One image at a time in this process: decoding and encoding keep a core busy for a while. */
let queue: Promise<unknown> = Promise.resolve()
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task)
  queue = run.catch(() => undefined)
  return run
}

/**
 * Checks that the bytes really are a JPEG, PNG, GIF or WEBP and re-encodes them in the image process
 * (image-process.ts, image-codec.ts): oriented from EXIF, every metadata block dropped, longest side at most
 * 2560 px, plus WebP copies 480/960/1600 px wide for srcset; a GIF stays a GIF and keeps its animation.
 * Throws AppError 415 for anything else — including files that only start like an image and cannot be
 * decoded to the last pixel — and 400 for images above 50 megapixels.
 */
export function processImage(input: Buffer): Promise<ProcessedImage> {
  return oneAtATime(async () => {
    if (input.length === 0) throw invalidType()
    const sniffed = await fileTypeFromBuffer(input)
    const format = sniffed ? SNIFFED_FORMATS[sniffed.mime] : undefined
    if (!format || ACTIVE_CONTENT.test(input.toString('latin1'))) throw invalidType()
    try {
      const image = await encodeInChildProcess(input, format)
      return { format, ext: EXTENSIONS[format], ...image }
    } catch (error) {
      if (!(error instanceof CodecError)) throw error
      throw error.reason === 'too-many-pixels'
        ? AppError.badRequest(UPLOAD_MESSAGES.tooManyPixels)
        : invalidType()
    }
  })
}
