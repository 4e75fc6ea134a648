import type * as Dns from 'node:dns'
import { describe, expect, it, vi } from 'vitest'
import { useImageServer } from '../../tests/fixtures/image-server'
import { downloadImage, REMOTE_IMAGE_REASONS, RemoteImageError } from './remote-image'

/** What the stand-in resolver answers for each name, and how often it was asked. */
const resolver = vi.hoisted(() => ({
  answers: new Map<string, { address: string; family: number }[]>(),
  asked: [] as string[],
}))

// The names below exist only here: a connection reaches them only through the importer's own lookup.
vi.mock('node:dns', async (original) => {
  const dns = await original<typeof Dns>()
  const lookup = (hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    resolver.asked.push(hostname)
    const addresses = resolver.answers.get(hostname)
    process.nextTick(() => {
      if (!addresses) return callback(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }))
      if (options.all) return callback(null, addresses)
      return callback(null, addresses[0]!.address, addresses[0]!.family)
    })
  }
  return { ...dns, default: { ...dns, lookup }, lookup }
})

describe('the importer’s lookup', () => {
  const server = useImageServer()
  const v4 = (address: string) => ({ address, family: 4 })

  it('connects to the very addresses it checked (a name nothing else resolves)', async () => {
    resolver.answers.set('images.switchboard.test', [v4('127.0.0.1')])
    const bytes = await downloadImage(`http://images.switchboard.test:${server.port}/logo.png`, {
      allowPrivateHosts: true,
    })
    expect(bytes).toEqual(server.images.png)
  })

  it('refuses a name if any of its addresses is not public, and asks once per connection', async () => {
    // A rebinding name answers a public address and a private one (or the private one on a second asking): the
    // check sees every address of the one answer the connection uses.
    resolver.answers.set('rebind.switchboard.test', [v4('93.184.216.34'), v4('127.0.0.1')])
    resolver.answers.set('metadata.switchboard.test', [{ address: '::ffff:169.254.169.254', family: 6 }])
    for (const name of ['rebind.switchboard.test', 'metadata.switchboard.test']) {
      resolver.asked.length = 0
      const error = await downloadImage(`http://${name}:${server.port}/logo.png`).catch((reason) => reason)
      expect(error, name).toBeInstanceOf(RemoteImageError)
      expect((error as RemoteImageError).reason).toBe(REMOTE_IMAGE_REASONS.notAllowed)
      expect(resolver.asked).toEqual([name])
    }
    expect(server.hits.get('/logo.png')).toBe(1)
  })
})
