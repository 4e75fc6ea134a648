import { fileTypeFromBuffer } from 'file-type'
import type SharpModule from 'sharp'
import type { Sharp, SharpOptions } from 'sharp'
import { AppError } from '../../server/errors'
import { MAX_IMAGE_SIDE, MAX_INPUT_PIXELS, RESPONSIVE_WIDTHS, UPLOAD_MESSAGES } from './media.schema'

let loading: Promise<typeof SharpModule> | undefined
/**
 * sharp (libvips) is loaded with the first image: ~20 MB of memory that a server receiving no upload never holds.
 * Two shared cores: one libvips thread per image leaves the other for the event loop; the operation cache would
 * only hold on to memory, since every upload is decoded once.
 */
function loadSharp() {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1)
    sharp.cache(false)
    return sharp
  })
  return loading
}

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp'

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
 * Checks that the bytes really are a JPEG, PNG, GIF or WEBP and re-encodes them: oriented from EXIF, every
 * metadata block dropped, longest side at most 2560 px, plus WebP copies 480/960/1600 px wide for srcset.
 * JPEG, PNG and WEBP keep their format; a GIF stays a GIF and keeps its animation (an animated WebP would be
 * smaller, but a GIF upload coming back as another format surprises whoever uploaded it).
 * Throws AppError 415 for anything else — including files that only start like an image and cannot be
 * decoded to the last pixel — and 400 for images above 50 megapixels.
 */
export function processImage(input: Buffer): Promise<ProcessedImage> {
  return oneAtATime(async () => {
    if (input.length === 0) throw invalidType()
    const sniffed = await fileTypeFromBuffer(input)
    const format = sniffed ? SNIFFED_FORMATS[sniffed.mime] : undefined
    if (!format || ACTIVE_CONTENT.test(input.toString('latin1'))) throw invalidType()

    const options: SharpOptions = {
      // Truncated or corrupt pixel data fails the upload instead of being stored half grey.
      failOn: 'error',
      limitInputPixels: MAX_INPUT_PIXELS,
      animated: format === 'gif' || format === 'webp',
    }
    const sharp = await loadSharp()
    try {
      const metadata = await sharp(input, options).metadata()
      if (metadata.format !== format) throw invalidType()
      const isAnimated = (metadata.pages ?? 1) > 1
      // Auto-orientation works on single images; animations carry no EXIF orientation in practice.
      const load = (): Sharp => (isAnimated ? sharp(input, options) : sharp(input, options).rotate())

      const main = await encode(
        load().resize({
          width: MAX_IMAGE_SIDE,
          height: MAX_IMAGE_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        }),
        format,
      ).toBuffer({ resolveWithObject: true })
      const width = main.info.width
      const height = main.info.pageHeight ?? main.info.height

      // Every width is always written (never enlarged: a narrow original's "1600w" copy keeps its own width), so
      // pages can build a srcset from any upload URL without knowing its size. One after the other: a request
      // never keeps more than one encoder busy.
      const variants: ProcessedImage['variants'] = []
      for (const variantWidth of RESPONSIVE_WIDTHS) {
        const data = await load()
          .resize({ width: variantWidth, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer()
        variants.push({ width: variantWidth, data })
      }
      return { format, ext: EXTENSIONS[format], data: main.data, width, height, variants }
    } catch (error) {
      if (error instanceof AppError) throw error
      if (/pixel limit/i.test((error as Error).message))
        throw AppError.badRequest(UPLOAD_MESSAGES.tooManyPixels)
      throw invalidType()
    }
  })
}

function encode(image: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: 82, mozjpeg: true })
    case 'png':
      return image.png()
    case 'webp':
      return image.webp({ quality: 82 })
    case 'gif':
      return image.gif()
  }
}
