import type SharpModule from 'sharp'
import type { Sharp, SharpOptions } from 'sharp'
import { MAX_IMAGE_SIDE, MAX_INPUT_PIXELS, RESPONSIVE_WIDTHS } from './media.schema'

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp'

/** The pixels of an upload, re-encoded: what the image process (image-worker.ts) sends back. */
export type EncodedImage = {
  data: Buffer
  width: number
  height: number
  /** WebP copies for srcset, narrowest first. */
  variants: { width: number; data: Buffer }[]
}

/** Why an upload's bytes could not be re-encoded: not the image they claim to be, or too many pixels. */
export type CodecFailure = 'invalid' | 'too-many-pixels'

export class CodecError extends Error {
  constructor(readonly reason: CodecFailure) {
    super(reason)
  }
}

let loading: Promise<typeof SharpModule> | undefined
/**
 * sharp (libvips) is loaded with the first image. Two shared cores: one libvips thread per image leaves the other
 * for the server; the operation cache would only hold on to memory, since every upload is decoded once.
 */
function loadSharp() {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1)
    sharp.cache(false)
    return sharp
  })
  return loading
}

/**
 * Decodes the bytes as `format` to the last pixel and re-encodes them: oriented from EXIF, every metadata block
 * dropped, longest side at most 2560 px, plus WebP copies 480/960/1600 px wide for srcset. JPEG, PNG and WEBP keep
 * their format; a GIF stays a GIF and keeps its animation (an animated WebP would be smaller, but a GIF upload
 * coming back as another format surprises whoever uploaded it).
 * Throws CodecError: 'invalid' for bytes that only start like an image or decode as another format,
 * 'too-many-pixels' above 50 megapixels.
 */
export async function encodeImage(input: Buffer, format: ImageFormat): Promise<EncodedImage> {
  const options: SharpOptions = {
    // Truncated or corrupt pixel data fails the upload instead of being stored half grey.
    failOn: 'error',
    limitInputPixels: MAX_INPUT_PIXELS,
    animated: format === 'gif' || format === 'webp',
  }
  const sharp = await loadSharp()
  try {
    const metadata = await sharp(input, options).metadata()
    if (metadata.format !== format) throw new CodecError('invalid')
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

    // Every width is always written (never enlarged: a narrow original's "1600w" copy keeps its own width), so
    // pages can build a srcset from any upload URL without knowing its size. One after the other: an upload never
    // keeps more than one encoder busy.
    const variants: EncodedImage['variants'] = []
    for (const variantWidth of RESPONSIVE_WIDTHS) {
      const data = await load()
        .resize({ width: variantWidth, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer()
      variants.push({ width: variantWidth, data })
    }
    return {
      data: main.data,
      width: main.info.width,
      height: main.info.pageHeight ?? main.info.height,
      variants,
    }
  } catch (error) {
    if (error instanceof CodecError) throw error
    throw new CodecError(/pixel limit/i.test((error as Error).message) ? 'too-many-pixels' : 'invalid')
  }
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
