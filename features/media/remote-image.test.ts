import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalStorage } from '../../platform/media/storage'
import { useImageServer } from '../../tests/fixtures/image-server'
import {
  createRemoteImages,
  downloadImage,
  isPublicAddress,
  REMOTE_IMAGE_REASONS,
  RemoteImageError,
  remoteImageMessage,
} from './remote-image'
import { createUploadService } from './upload.service'

/** The error a download fails with (it must be a RemoteImageError: a 400 for the caller, never a 500). */
async function failure(promise: Promise<unknown>): Promise<RemoteImageError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(RemoteImageError)
  return error as RemoteImageError
}

describe('which addresses an import may reach', () => {
  it('refuses loopback, private, link-local, reserved and mapped addresses, IPv4 and IPv6', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '0.0.0.0',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:a9fe:a9fe',
      '0:0:0:0:0:ffff:192.168.0.1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::',
      '::127.0.0.1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false)
    }
  })

  it('allows addresses of the public internet', () => {
    for (const address of [
      '93.184.216.34',
      '8.8.8.8',
      '172.32.0.1',
      '2606:4700:4700::1111',
      '::ffff:8.8.8.8',
    ]) {
      expect(isPublicAddress(address), address).toBe(true)
    }
  })
})

describe('downloading an image given by its web address', () => {
  const server = useImageServer()
  const local = { allowPrivateHosts: true }

  it('answers the bytes, following a redirect', async () => {
    expect(await downloadImage(server.url('/logo.png'), local)).toEqual(server.images.png)
    // A name is resolved by the importer's own lookup, which hands the connection the addresses it checked.
    expect(await downloadImage(`http://localhost:${server.port}/logo.png`, local)).toEqual(server.images.png)
    expect(await downloadImage(server.url('/redirect.png'), local)).toEqual(server.images.png)
  })

  it('refuses a loopback address, given as an IP or as a name, unless the tests allow it', async () => {
    const literal = await failure(downloadImage(server.url('/logo.png')))
    expect(literal.message).toBe(remoteImageMessage(server.host, REMOTE_IMAGE_REASONS.notAllowed))
    // A name is checked when it is resolved for the connection itself, so what is checked is what is reached.
    const named = await failure(downloadImage(`http://localhost:${server.port}/logo.png`))
    expect(named.reason).toBe(REMOTE_IMAGE_REASONS.notAllowed)
    for (const address of [
      `http://[::1]:${server.port}/logo.png`,
      `http://[::ffff:127.0.0.1]:${server.port}/logo.png`,
      `http://2130706433:${server.port}/logo.png`,
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      expect((await failure(downloadImage(address))).reason, address).toBe(REMOTE_IMAGE_REASONS.notAllowed)
    }
    const before = server.hits.get('/logo.png') ?? 0
    await failure(downloadImage(server.url('/logo.png')))
    expect(server.hits.get('/logo.png') ?? 0).toBe(before)
  })

  it('gives the reason for each answer that is no image to import', async () => {
    const cases: [string, string][] = [
      ['/missing.png', REMOTE_IMAGE_REASONS.status(404)],
      ['/huge.png', REMOTE_IMAGE_REASONS.tooLarge],
      ['/endless.png', REMOTE_IMAGE_REASONS.tooLarge],
      ['/loop.png', REMOTE_IMAGE_REASONS.tooManyRedirects],
      ['/to-ftp.png', REMOTE_IMAGE_REASONS.badRedirect],
    ]
    for (const [pathname, reason] of cases) {
      const error = await failure(downloadImage(server.url(pathname), local))
      expect(error.message, pathname).toBe(remoteImageMessage(server.host, reason))
    }
  })

  it('gives up on a server that does not answer in time', async () => {
    const started = Date.now()
    const error = await failure(downloadImage(server.url('/slow.png'), { ...local, timeoutMs: 300 }))
    expect(error.reason).toBe(REMOTE_IMAGE_REASONS.timedOut)
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it('says when nothing answers, or the address is not one', async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    const error = await failure(downloadImage(`http://127.0.0.1:${port}/logo.png`, local))
    expect(error.reason).toBe(REMOTE_IMAGE_REASONS.unreachable)
    expect((await failure(downloadImage('http://[bad/a.png'))).reason).toBe(
      REMOTE_IMAGE_REASONS.invalidAddress,
    )
  })
})

describe('importing an image into the media library', () => {
  const server = useImageServer()
  let root: string
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'switchboard-remote-'))
  })
  afterAll(async () => {
    await rm(root, { recursive: true, force: true })
  })
  const importer = () =>
    createRemoteImages({
      uploads: createUploadService({ storage: createLocalStorage(root) }),
      allowPrivateHosts: true,
    })

  it('stores it re-encoded, under a new name in the folder, and answers its /uploads URL', async () => {
    const url = await importer().import('partners', server.url('/logo.webp'))
    expect(url).toMatch(/^\/uploads\/partners\/[0-9a-f]{32}\.webp$/)
    const file = path.join(root, url.replace('/uploads/', ''))
    expect(existsSync(file)).toBe(true)
    expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width: 600, height: 300 })
  })

  it('judges by content: a page served as image/png is not an image', async () => {
    const error = await failure(importer().import('partners', server.url('/page.png')))
    expect(error.message).toBe(remoteImageMessage(server.host, REMOTE_IMAGE_REASONS.notImage))
  })
})
