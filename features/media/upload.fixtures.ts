import { randomBytes } from 'node:crypto'
import sharp from 'sharp'

/** Test images made with sharp, and hostile files crafted as bytes, for the upload tests. */

export type FilePart = { name: string; filename?: string; contentType?: string; data: Buffer | string }

/** A multipart/form-data body as a browser sends it; parts without a filename are plain fields. */
export function multipart(parts: FilePart[]) {
  const boundary = `----SwitchboardTest${randomBytes(12).toString('hex')}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`
    const type = part.filename === undefined ? '' : `Content-Type: ${part.contentType ?? 'image/png'}\r\n`
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`))
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data))
    chunks.push(Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

/** The body of a single `image` upload. */
export const imageForm = (data: Buffer | string, filename = 'photo.jpg', contentType = 'image/jpeg') =>
  multipart([{ name: 'image', filename, contentType, data }])

export const CAMERA_MAKE = 'SwitchboardTestCam'

/**
 * A camera-style JPEG: stored 1800×1200 with EXIF orientation 6 (display rotated 90° clockwise, so 1200×1800),
 * camera and GPS tags, and a red block in its stored top-left corner (displayed top-right).
 */
export async function cameraJpeg(width = 1800, height = 1200) {
  const marker = await sharp({
    create: { width: 200, height: 200, channels: 3, background: '#ff0000' },
  })
    .png()
    .toBuffer()
  return sharp({ create: { width, height, channels: 3, background: '#2060c0' } })
    .composite([{ input: marker, top: 0, left: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      // IFD3 is libvips' name for the GPS directory.
      IFD0: { Make: CAMERA_MAKE, Model: 'Model 7', Copyright: 'Someone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2618/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3960/100',
      },
    })
    .toBuffer()
}

export const plainJpeg = (width = 640, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: '#c03030' } })
    .jpeg()
    .toBuffer()

export const png = (width = 1000, height = 600) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 160, b: 90, alpha: 0.5 } } })
    .png()
    .toBuffer()

export const webp = (width = 1000, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#8040c0' } })
    .webp()
    .toBuffer()

/** A three-frame animated GIF. */
export async function animatedGif(width = 640, height = 480) {
  const frames = await Promise.all(
    ['#ff0000', '#00ff00', '#0000ff'].map((background) =>
      sharp({ create: { width, height, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  )
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: [100, 200, 300], loop: 0 })
    .toBuffer()
}

/** A JPEG full of noise (so its entropy-coded data is long), cut short at 60 %: the header still reads. */
export async function truncatedJpeg() {
  const noise = await sharp(randomBytes(600 * 400 * 3), { raw: { width: 600, height: 400, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer()
  return noise.subarray(0, Math.floor(noise.length * 0.6))
}

/** A PNG of 10000×6000 = 60 megapixels: a few hundred KB on disk, 180 MB decoded. */
export const pixelBomb = () =>
  sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#000000' } })
    .png({ compressionLevel: 9 })
    .toBuffer()

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
)
export const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>')
export const TEXT = Buffer.from('just some notes, not a picture\n'.repeat(20))
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
)
/** Starts like a GIF, is really JavaScript (`GIF89a` is a valid identifier). */
export const GIF_SCRIPT_POLYGLOT = Buffer.from(
  'GIF89a/*\x00\x00*/=1;alert(document.domain);//<script>alert(1)</script>',
)
/** Starts like a JPEG, continues as HTML. */
export const JPEG_HTML_POLYGLOT = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('<html><body><script>alert(1)</script></body></html>'),
])
