import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createLocalStorage, type MediaStorage } from '../../platform/media/storage'
import { plainJpeg } from '../../tests/fixtures/uploads'
import { createUploadService } from './upload.service'

describe('upload service', () => {
  let root: string
  let storage: MediaStorage

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'switchboard-uploads-'))
    storage = createLocalStorage(root)
  })
  afterEach(async () => {
    await rm(root, { recursive: true, force: true })
  })

  const filesIn = (folder: string) => readdir(path.join(root, folder)).catch(() => [] as string[])

  it('writes the variants first and the image last, under a fresh random name each time', async () => {
    const order: string[] = []
    const uploads = createUploadService({
      storage: {
        ...storage,
        put: (key, data) => {
          order.push(key)
          return storage.put(key, data)
        },
      },
    })
    const image = await plainJpeg(1000, 700)
    const first = await uploads.store('team', image)
    const second = await uploads.store('team', image)
    expect(first.publicId).not.toBe(second.publicId)
    expect(order.slice(0, 4)).toEqual([
      `${first.publicId}-480w.webp`,
      `${first.publicId}-960w.webp`,
      `${first.publicId}-1600w.webp`,
      `${first.publicId}.jpg`,
    ])
    expect(await filesIn('team')).toHaveLength(8)
  })

  it('removes what it wrote when storing fails half-way', async () => {
    const uploads = createUploadService({
      storage: {
        ...storage,
        put: async (key, data) => {
          if (!key.includes('-')) throw new Error('disk full')
          return storage.put(key, data)
        },
      },
    })
    await expect(uploads.store('events', await plainJpeg(1000, 700))).rejects.toThrow('disk full')
    expect(await filesIn('events')).toEqual([])
  })

  it('reports the driver, usage and limits', async () => {
    const uploads = createUploadService({ storage })
    expect(await uploads.status()).toEqual({
      storage: 'local',
      files: 0,
      bytes: 0,
      maxFileSize: 5 * 1024 * 1024,
      allowedTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    })
    const stored = await uploads.store('general', await plainJpeg(600, 400))
    const status = await uploads.status()
    expect(status.files).toBe(1 + stored.variants.length)
    expect(status.bytes).toBeGreaterThan(0)
  })
})
