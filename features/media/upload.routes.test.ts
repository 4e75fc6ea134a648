import { existsSync } from 'node:fs'
import { readdir, readFile, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  animatedGif,
  CAMERA_MAKE,
  cameraJpeg,
  GIF_SCRIPT_POLYGLOT,
  HTML,
  imageForm,
  JPEG_HTML_POLYGLOT,
  multipart,
  PDF,
  pixelBomb,
  plainJpeg,
  png,
  SVG,
  TEXT,
  truncatedJpeg,
  webp,
} from '../../tests/fixtures/uploads'
import { adminSession } from '../../tests/helpers/auth'
import { createTestApp } from '../../tests/helpers/test-app'
import { testDatabaseKind } from '../../tests/helpers/test-db'
import { UNSTORABLE_TEXT_MESSAGE } from '../../platform/fields'
import { MAX_UPLOAD_BYTES, UPLOAD_FOLDERS, UPLOAD_MESSAGES } from './media.schema'

type Form = { payload: Buffer; headers: Record<string, string> }
type Upload = {
  imageUrl: string
  url: string
  publicId: string
  width: number
  height: number
  variants: { width: number; url: string }[]
}

const NAME = '[0-9a-f]{32}'

describe(`upload API on ${testDatabaseKind}`, () => {
  let h: Awaited<ReturnType<typeof createTestApp>>
  let headers: Record<string, string>
  let uploadsDir: string

  beforeAll(async () => {
    h = await createTestApp()
    headers = (await adminSession(h.app, h.db)).headers
    uploadsDir = path.join(h.config.dataDir, 'uploads')
  })
  afterAll(async () => {
    await h.close()
  })

  const post = (url: string, form: Form, auth = true) =>
    h.app.inject({
      method: 'POST',
      url,
      payload: form.payload,
      headers: { ...form.headers, ...(auth ? headers : {}) },
    })

  /** Uploads and checks the answer's shape; returns its data. */
  async function upload(url: string, form: Form): Promise<Upload> {
    const response = await post(url, form)
    expect(response.statusCode, response.body).toBe(201)
    const body = response.json()
    expect(body.success).toBe(true)
    const data = body.data as Upload
    expect(data.url).toBe(data.imageUrl)
    expect(data.imageUrl).toBe(`/uploads/${data.publicId}${path.extname(data.imageUrl)}`)
    return data
  }

  const fileOf = (url: string) => path.join(uploadsDir, url.replace(/^\/uploads\//, ''))

  async function allFiles(dir = uploadsDir): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
    const files: string[] = []
    for (const entry of entries) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) files.push(...(await allFiles(full)))
      else files.push(path.relative(uploadsDir, full))
    }
    return files.sort()
  }

  /** Asserts that a request was refused with this status and message and left no file behind. */
  async function expectRefused(url: string, form: Form, status: number, message: string) {
    const before = await allFiles()
    const response = await post(url, form)
    expect(response.statusCode, response.body).toBe(status)
    expect(response.json()).toMatchObject({ success: false, message })
    expect(await allFiles()).toEqual(before)
  }

  it('stores a camera JPEG re-encoded: turned upright, without EXIF or GPS, with WebP variants beside it', async () => {
    const original = await cameraJpeg()
    const before = await sharp(original).metadata()
    expect(before).toMatchObject({ width: 1800, height: 1200, orientation: 6 })
    // The GPS directory pointer (tag 0x8825, big- or little-endian) is in the original's EXIF block.
    expect(
      [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])].some((tag) => before.exif!.includes(tag)),
    ).toBe(true)

    const data = await upload('/api/upload?folder=events', imageForm(original, 'IMG_0001.JPG'))
    expect(data.imageUrl).toMatch(new RegExp(`^/uploads/events/${NAME}\\.jpg$`))
    expect(data.publicId).toMatch(new RegExp(`^events/${NAME}$`))
    expect(data).toMatchObject({ width: 1200, height: 1800 })
    expect(data.variants).toEqual([
      { width: 480, url: `/uploads/${data.publicId}-480w.webp` },
      { width: 960, url: `/uploads/${data.publicId}-960w.webp` },
      { width: 1600, url: `/uploads/${data.publicId}-1600w.webp` },
    ])

    const stored = await readFile(fileOf(data.imageUrl))
    const metadata = await sharp(stored).metadata()
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 1800 })
    expect(metadata.exif).toBeUndefined()
    expect(metadata.orientation).toBeUndefined()
    expect(metadata.xmp).toBeUndefined()
    expect(metadata.icc).toBeUndefined()
    expect(stored.includes(CAMERA_MAKE)).toBe(false)
    // The red block stored top-left is displayed top-right once the EXIF rotation is applied to the pixels.
    const colourAt = async (left: number, top: number) => {
      const patch = await sharp(stored).extract({ left, top, width: 60, height: 60 }).png().toBuffer()
      return (await sharp(patch).stats()).channels.map((channel) => Math.round(channel.mean / 32))
    }
    expect(await colourAt(1120, 20)).toEqual([8, 0, 0])
    expect(await colourAt(20, 20)).toEqual([1, 3, 6])

    for (const variant of data.variants) {
      const file = fileOf(variant.url)
      const variantMeta = await sharp(file).metadata()
      // Never enlarged: the 1600w copy of this 1200 px wide image stays 1200 px wide.
      const width = Math.min(variant.width, 1200)
      expect(variantMeta).toMatchObject({ format: 'webp', width, height: width * 1.5 })
      expect(variantMeta.exif).toBeUndefined()
    }
  })

  it.each(UPLOAD_FOLDERS)('stores an upload in the folder %s', async (folder) => {
    const data = await upload(`/api/upload?folder=${folder}`, imageForm(await plainJpeg()))
    expect(data.imageUrl).toMatch(new RegExp(`^/uploads/${folder}/${NAME}\\.jpg$`))
    expect(data).toMatchObject({ width: 640, height: 400 })
    expect(data.variants).toEqual(
      [480, 960, 1600].map((width) => ({ width, url: `/uploads/${data.publicId}-${width}w.webp` })),
    )
    expect(existsSync(fileOf(data.imageUrl))).toBe(true)
    expect(existsSync(fileOf(data.variants[0]!.url))).toBe(true)
  })

  it('uses the folder general when none is named', async () => {
    const data = await upload('/api/upload', imageForm(await plainJpeg()))
    expect(data.imageUrl).toMatch(new RegExp(`^/uploads/general/${NAME}\\.jpg$`))
  })

  it.each([
    ['/api/upload/company/hero', 'company/hero'],
    ['/api/upload/categories', 'categories'],
    ['/api/upload/services', 'services'],
    ['/api/upload/clients', 'clients'],
  ])('%s stores into %s', async (url, folder) => {
    const data = await upload(url, imageForm(await plainJpeg()))
    expect(data.imageUrl).toMatch(new RegExp(`^/uploads/${folder}/${NAME}\\.jpg$`))
    expect(data.publicId).toMatch(new RegExp(`^${folder}/${NAME}$`))
    expect(existsSync(fileOf(data.imageUrl))).toBe(true)
    expect(existsSync(fileOf(data.variants[0]!.url))).toBe(true)
  })

  it('ignores a folder query on the dedicated routes', async () => {
    const data = await upload('/api/upload/clients?folder=team', imageForm(await plainJpeg()))
    expect(data.imageUrl).toMatch(/^\/uploads\/clients\//)
  })

  /** Uploads an image that keeps its format: the stored file's extension, its size, the three variant widths. */
  async function uploadKeeping(
    url: string,
    image: Buffer,
    format: string,
    size: { width: number; height: number },
  ) {
    const data = await upload(url, imageForm(image, `image.${format}`, `image/${format}`))
    expect(data.imageUrl).toMatch(new RegExp(`\\.${format}$`))
    expect(data).toMatchObject(size)
    expect(data.variants.map((variant) => variant.width)).toEqual([480, 960, 1600])
    return data
  }

  it('keeps a PNG as a PNG with its transparency and caps the long side at 2560 px', async () => {
    const data = await uploadKeeping('/api/upload/services', await png(3000, 1000), 'png', {
      width: 2560,
      height: 853,
    })
    const metadata = await sharp(fileOf(data.imageUrl)).metadata()
    expect(metadata).toMatchObject({ format: 'png', width: 2560, height: 853, hasAlpha: true })
  })

  it('keeps a WEBP as a WEBP', async () => {
    const data = await uploadKeeping('/api/upload?folder=partners', await webp(), 'webp', {
      width: 1000,
      height: 600,
    })
    expect(await sharp(fileOf(data.imageUrl)).metadata()).toMatchObject({ format: 'webp', width: 1000 })
    // Every width is written so pages can always build a srcset; a narrower original is never enlarged.
    expect(await sharp(fileOf(data.variants[2]!.url)).metadata()).toMatchObject({ width: 1000 })
  })

  it('keeps an animated GIF animated, and its WebP variant too', async () => {
    const data = await uploadKeeping('/api/upload?folder=general', await animatedGif(), 'gif', {
      width: 640,
      height: 480,
    })
    const metadata = await sharp(fileOf(data.imageUrl), { animated: true }).metadata()
    expect(metadata).toMatchObject({ format: 'gif', pages: 3, pageHeight: 480, delay: [100, 200, 300] })
    const variant = await sharp(fileOf(data.variants[0]!.url), { animated: true }).metadata()
    expect(variant).toMatchObject({ format: 'webp', pages: 3, pageHeight: 360 })
  })

  it('never enlarges: every variant of a narrow image keeps its own width', async () => {
    const data = await upload('/api/upload/clients', imageForm(await plainJpeg(300, 300)))
    expect(data).toMatchObject({ width: 300, height: 300 })
    expect(data.variants.map((variant) => variant.width)).toEqual([480, 960, 1600])
    for (const variant of data.variants) {
      expect(await sharp(fileOf(variant.url)).metadata()).toMatchObject({ width: 300, height: 300 })
    }
    const stem = path.basename(data.imageUrl, '.jpg')
    expect((await allFiles()).filter((file) => file.includes(stem)).sort()).toEqual(
      [
        `clients/${stem}-1600w.webp`,
        `clients/${stem}-480w.webp`,
        `clients/${stem}-960w.webp`,
        `clients/${stem}.jpg`,
      ].sort(),
    )
  })

  it('accepts uploads above the 1 MB JSON body limit and up to exactly 5 MB', async () => {
    const noise = await sharp(
      Buffer.from(Array.from({ length: 900 * 800 * 3 }, (_, i) => (i * 7919) % 251)),
      {
        raw: { width: 900, height: 800, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer()
    expect(noise.length).toBeGreaterThan(2 * 1024 * 1024)
    await upload('/api/upload', imageForm(noise, 'big.png', 'image/png'))

    const jpeg = await plainJpeg()
    const exactly5MB = Buffer.concat([jpeg, Buffer.alloc(MAX_UPLOAD_BYTES - jpeg.length)])
    expect(exactly5MB.length).toBe(MAX_UPLOAD_BYTES)
    await upload('/api/upload', imageForm(exactly5MB))
  })

  it.each([
    ['5 MB + 1 byte', MAX_UPLOAD_BYTES + 1],
    ['5.9 MB', Math.round(5.9 * 1024 * 1024)],
    ['12 MB', 12 * 1024 * 1024],
  ])('answers 413 for a file of %s', async (_label, size) => {
    const jpeg = await plainJpeg()
    const tooBig = Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)])
    await expectRefused('/api/upload', imageForm(tooBig), 413, UPLOAD_MESSAGES.tooLarge)
  })

  it('answers 413 over a real connection too, after reading the request, so the client sees the answer', async () => {
    const address = await h.app.listen({ port: 0, host: '127.0.0.1' })
    const jpeg = await plainJpeg()
    const form = imageForm(Buffer.concat([jpeg, Buffer.alloc(8 * 1024 * 1024 - jpeg.length)]))
    const response = await fetch(`${address}/api/upload?folder=team`, {
      method: 'POST',
      headers: { ...form.headers, ...headers },
      body: form.payload,
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ success: false, message: UPLOAD_MESSAGES.tooLarge })
  })

  describe('refuses anything that is not really a JPEG, PNG, GIF or WEBP with 415', () => {
    const cases: [string, () => Promise<Buffer> | Buffer, string, string][] = [
      ['an SVG named .png', () => SVG, 'logo.png', 'image/png'],
      ['an HTML page', () => HTML, 'page.html', 'text/html'],
      ['an HTML page named .jpg', () => HTML, 'photo.jpg', 'image/jpeg'],
      ['a text file renamed .png', () => TEXT, 'notes.png', 'image/png'],
      ['a GIF header followed by script', () => GIF_SCRIPT_POLYGLOT, 'anim.gif', 'image/gif'],
      ['a JPEG header followed by HTML', () => JPEG_HTML_POLYGLOT, 'photo.jpg', 'image/jpeg'],
      [
        'a valid GIF with an HTML page appended',
        async () => Buffer.concat([await animatedGif(32, 32), HTML]),
        'anim.gif',
        'image/gif',
      ],
      ['a PDF', () => PDF, 'brochure.png', 'image/png'],
      ['an empty file', () => Buffer.alloc(0), 'empty.png', 'image/png'],
      ['a truncated JPEG', truncatedJpeg, 'cut.jpg', 'image/jpeg'],
      [
        'a real image of another type (TIFF)',
        () =>
          sharp({ create: { width: 60, height: 40, channels: 3, background: '#3c6' } })
            .tiff()
            .toBuffer(),
        'scan.png',
        'image/png',
      ],
    ]
    it.each(cases)('%s', async (_label, make, filename, contentType) => {
      await expectRefused(
        '/api/upload/services',
        imageForm(await make(), filename, contentType),
        415,
        UPLOAD_MESSAGES.invalidType,
      )
    })
  })

  it('refuses a decompression bomb (more than 50 megapixels) with 400', async () => {
    const bomb = await pixelBomb()
    expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES)
    await expectRefused(
      '/api/upload',
      imageForm(bomb, 'bomb.png', 'image/png'),
      400,
      UPLOAD_MESSAGES.tooManyPixels,
    )
  })

  it.each(['secret', '../../etc', 'events/../../x', '%2e%2e%2fevents', 'EVENTS', ''])(
    'answers 400 for the folder %j and writes nothing',
    async (folder) => {
      const before = await allFiles()
      const response = await post(`/api/upload?folder=${folder}`, imageForm(await plainJpeg()))
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({
        success: false,
        message: UPLOAD_MESSAGES.invalidFolder,
        errors: { folder: UPLOAD_MESSAGES.invalidFolder },
      })
      expect(await allFiles()).toEqual(before)
    },
  )

  it('answers 400 when the field image carries no file', async () => {
    const missing = UPLOAD_MESSAGES.missing
    await expectRefused('/api/upload', multipart([{ name: 'title', data: 'no file' }]), 400, missing)
    await expectRefused('/api/upload', multipart([{ name: 'image', data: 'just text' }]), 400, missing)
    const otherField = multipart([
      { name: 'file', filename: 'a.jpg', contentType: 'image/jpeg', data: await plainJpeg() },
    ])
    await expectRefused('/api/upload', otherField, 400, missing)
    await expectRefused('/api/upload', multipart([]), 400, missing)
    for (const payload of [{ image: 'x' }, [1]]) {
      const json = await h.app.inject({ method: 'POST', url: '/api/upload', headers, payload })
      expect(json.statusCode).toBe(400)
      expect(json.json()).toMatchObject({ success: false, message: missing })
    }
  })

  it('takes one file per upload', async () => {
    const jpeg = await plainJpeg()
    const two = multipart([
      { name: 'image', filename: 'a.jpg', contentType: 'image/jpeg', data: jpeg },
      { name: 'image', filename: 'b.jpg', contentType: 'image/jpeg', data: jpeg },
    ])
    await expectRefused('/api/upload', two, 400, UPLOAD_MESSAGES.oneFile)
  })

  it('answers 400, not 500, for malformed multipart bodies', async () => {
    const noBoundary = {
      payload: Buffer.from('whatever'),
      headers: { 'content-type': 'multipart/form-data' },
    }
    await expectRefused('/api/upload', noBoundary, 400, UPLOAD_MESSAGES.malformed)
    const form = imageForm(await plainJpeg())
    const cut = { ...form, payload: form.payload.subarray(0, form.payload.length - 200) }
    await expectRefused('/api/upload', cut, 400, UPLOAD_MESSAGES.malformed)
  })

  it.each(['../../evil.png', '..\\..\\evil.png', '/etc/evil.png', '....//....//evil.png'])(
    'never uses the uploaded file name %j',
    async (filename) => {
      const data = await upload('/api/upload', imageForm(await plainJpeg(), filename, 'image/png'))
      expect(data.imageUrl).toMatch(new RegExp(`^/uploads/general/${NAME}\\.jpg$`))
      expect(existsSync(fileOf(data.imageUrl))).toBe(true)
      for (const dir of [tmpdir(), h.config.dataDir, uploadsDir, path.join(uploadsDir, 'general'), '/etc']) {
        expect(existsSync(path.join(dir, 'evil.png'))).toBe(false)
      }
      expect((await allFiles()).some((file) => file.includes('evil'))).toBe(false)
    },
  )

  it('refuses form fields and file names with text that cannot be stored, naming the field', async () => {
    const jpeg = await plainJpeg()
    const refusal = (field: string) =>
      `"${field}" contains a character that cannot be stored (U+0000 or an unpaired UTF-16 surrogate)`
    const nulName = imageForm(jpeg, 'evil.png\u0000.jpg')
    await expectRefused('/api/upload', nulName, 400, refusal('image'))
    const nulField = multipart([
      { name: 'caption', data: 'a\u0000b' },
      { name: 'image', filename: 'a.jpg', contentType: 'image/jpeg', data: jpeg },
    ])
    await expectRefused('/api/upload', nulField, 400, refusal('caption'))
    const response = await post('/api/upload/services', nulField)
    expect(response.json().errors).toEqual({ caption: UNSTORABLE_TEXT_MESSAGE })
  })

  it('answers 401 without a token and writes nothing', async () => {
    const before = await allFiles()
    const response = await post('/api/upload/services', imageForm(await plainJpeg()), false)
    expect(response.statusCode).toBe(401)
    expect(response.json().success).toBe(false)
    expect((await h.app.inject({ method: 'GET', url: '/api/upload/status' })).statusCode).toBe(401)
    expect(await allFiles()).toEqual(before)
  })

  it('reports storage usage and the limits, counting every stored file', async () => {
    const status = async () => {
      const response = await h.app.inject({ method: 'GET', url: '/api/upload/status', headers })
      expect(response.statusCode).toBe(200)
      return response.json().data as { files: number; bytes: number }
    }
    const before = await status()
    expect(before).toEqual({
      storage: 'local',
      files: (await allFiles()).length,
      bytes: expect.any(Number),
      maxFileSize: 5242880,
      allowedTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    })
    const data = await upload(
      '/api/upload/categories',
      imageForm(await webp(1700, 900), 'c.webp', 'image/webp'),
    )
    expect(data.variants).toHaveLength(3)
    const written = [data.imageUrl, ...data.variants.map((variant) => variant.url)]
    const sizes = await Promise.all(written.map(async (url) => (await stat(fileOf(url))).size))
    const after = await status()
    expect(after.files).toBe(before.files + 4)
    expect(after.bytes).toBe(before.bytes + sizes.reduce((sum, size) => sum + size, 0))
  })

  it('serves an upload from /uploads with its type, nosniff and immutable caching', async () => {
    const data = await upload('/api/upload/company/hero', imageForm(await plainJpeg(1000, 500)))
    const response = await h.app.inject({ method: 'GET', url: data.imageUrl })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/jpeg')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.rawPayload.equals(await readFile(fileOf(data.imageUrl)))).toBe(true)

    const variant = await h.app.inject({ method: 'GET', url: data.variants[0]!.url })
    expect(variant.statusCode).toBe(200)
    expect(variant.headers['content-type']).toBe('image/webp')
    expect(variant.headers['x-content-type-options']).toBe('nosniff')
  })

  it('handles simultaneous uploads, each under its own name', async () => {
    const jpeg = await plainJpeg()
    const responses = await Promise.all([1, 2, 3].map(() => post('/api/upload?folder=team', imageForm(jpeg))))
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201])
    const urls = responses.map((response) => response.json().data.imageUrl as string)
    expect(new Set(urls).size).toBe(3)
    for (const url of urls) expect(existsSync(fileOf(url))).toBe(true)
  })

  it('documents the upload routes in the OpenAPI document', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(response.statusCode).toBe(200)
    const paths = response.json().paths as Record<
      string,
      Record<string, { security?: unknown; requestBody?: { content: Record<string, unknown> } }>
    >
    for (const url of [
      '/api/upload',
      '/api/upload/company/hero',
      '/api/upload/categories',
      '/api/upload/services',
      '/api/upload/clients',
    ]) {
      expect(paths[url]?.post?.security, url).toEqual([{ bearerAuth: [] }])
      expect(paths[url]?.post?.requestBody?.content['multipart/form-data'], url).toMatchObject({
        schema: { properties: { image: { type: 'string', format: 'binary' } }, required: ['image'] },
      })
    }
    expect(paths['/api/upload/status']?.get).toBeDefined()
  })
})
