import type { LookupAddress, LookupOneOptions } from 'node:dns'
import { lookup as dnsLookup } from 'node:dns'
import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'
import { BlockList, isIP } from 'node:net'
import { AppError } from '../../platform/errors'
import { MAX_UPLOAD_BYTES, type StorageFolder } from './media.schema'
import type { UploadService } from './upload.service'

/** How long one import may take in all (every redirect and the whole body): a save waits for it. */
export const REMOTE_IMAGE_TIMEOUT_MS = 10_000
/** Redirects followed before giving up (a CDN's http → https → canonical host fits). */
export const REMOTE_IMAGE_MAX_REDIRECTS = 3

/** Why an image could not be imported, in words the person saving reads after "Could not import … from host:". */
export const REMOTE_IMAGE_REASONS = {
  notImage: 'it is not a JPEG, PNG, GIF or WEBP image',
  tooLarge: 'it is larger than 5 MB',
  tooManyPixels: 'its dimensions are too large (more than 50 megapixels)',
  unreachable: 'the server could not be reached',
  timedOut: 'it took longer than 10 seconds',
  notAllowed: 'the address is not allowed (a private or local network address)',
  tooManyRedirects: 'it redirects too many times',
  badRedirect: 'it redirects to an address that is not http or https',
  status: (status: number) => `the server answered ${status}`,
  invalidAddress: 'it is not a valid web address',
} as const

export const remoteImageMessage = (host: string, reason: string) =>
  `Could not import the image from ${host}: ${reason}`

/** An import that failed for a reason of the address or of what it answered: the caller's input, a 400. */
export class RemoteImageError extends Error {
  constructor(
    readonly host: string,
    readonly reason: string,
  ) {
    super(remoteImageMessage(host, reason))
    this.name = 'RemoteImageError'
  }
}

/**
 * Every address a server of the public internet cannot have, or that reaches this machine or its network: the
 * importer fetches what a signed-in person names, and must not become their way into the private network (SSRF:
 * a cloud's metadata service at 169.254.169.254, a database on localhost, an admin page on 10.x).
 */
const NOT_PUBLIC = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b::', 96], // NAT64: would reach an IPv4 address of the translator's choosing
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments, Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: embeds an IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6')

/** An IPv4-mapped IPv6 address (::ffff:a.b.c.d, or its hex form ::ffff:7f00:1) as the IPv4 address it names. */
function mappedIpv4(address: string): string | undefined {
  const match = /^(?:0{0,4}:){0,5}:?ffff:(.+)$/i.exec(address)
  if (!match) return undefined
  const tail = match[1]!
  if (isIP(tail) === 4) return tail
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(tail)
  if (!hex) return undefined
  const high = parseInt(hex[1]!, 16)
  const low = parseInt(hex[2]!, 16)
  return [high >> 8, high & 255, low >> 8, low & 255].join('.')
}

/** Whether an address (IPv4 or IPv6, IPv4-mapped included) is one of the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return false
  if (family === 6) {
    const ipv4 = mappedIpv4(address)
    if (ipv4 !== undefined) return isPublicAddress(ipv4)
    return !NOT_PUBLIC.check(address, 'ipv6')
  }
  return !NOT_PUBLIC.check(address, 'ipv4')
}

class AddressNotAllowed extends Error {
  readonly code = 'ADDRESS_NOT_ALLOWED'
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void

/**
 * The resolver the connection uses: it resolves the name, refuses it if any of its addresses is not public, and
 * hands the socket exactly the addresses it checked. The check and the connection see one answer, so a name that
 * answers a public address to the check and a private one to the connection (DNS rebinding) cannot slip through.
 */
function checkedLookup(allowPrivateHosts: boolean) {
  return (hostname: string, options: LookupOneOptions & { all?: boolean }, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, [])
      if (addresses.length === 0)
        return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), [])
      if (!allowPrivateHosts && addresses.some(({ address }) => !isPublicAddress(address))) {
        return callback(new AddressNotAllowed(hostname), [])
      }
      if (options.all) return callback(null, addresses)
      const first = addresses[0]!
      callback(null, first.address, first.family)
    })
  }
}

export type RemoteImageOptions = {
  /**
   * Lets the importer reach loopback and private addresses. For tests only, which serve their images from a
   * local server (the tests run offline): never set from configuration, so no deployment can switch the SSRF
   * guard off by an environment variable.
   */
  allowPrivateHosts?: boolean
  timeoutMs?: number
  maxBytes?: number
  maxRedirects?: number
}

/** The bytes an http(s) address answers, within the limits; throws RemoteImageError with the reason otherwise. */
export async function downloadImage(address: string, options: RemoteImageOptions = {}): Promise<Buffer> {
  const {
    allowPrivateHosts = false,
    timeoutMs = REMOTE_IMAGE_TIMEOUT_MS,
    maxBytes = MAX_UPLOAD_BYTES,
    maxRedirects = REMOTE_IMAGE_MAX_REDIRECTS,
  } = options
  let url: URL
  try {
    url = new URL(address)
  } catch {
    throw new RemoteImageError(
      address.replace(/^https?:\/\//i, '').split(/[/?#]/)[0]!,
      REMOTE_IMAGE_REASONS.invalidAddress,
    )
  }
  const host = url.host
  const signal = AbortSignal.timeout(timeoutMs)
  const fail = (reason: string) => new RemoteImageError(host, reason)
  for (let redirects = 0; ; redirects++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw fail(REMOTE_IMAGE_REASONS.badRedirect)
    // An address given as an IP is connected to without a lookup: it is checked here instead.
    const literal = url.hostname.replace(/^\[(.*)\]$/, '$1')
    if (isIP(literal) && !allowPrivateHosts && !isPublicAddress(literal))
      throw fail(REMOTE_IMAGE_REASONS.notAllowed)
    let response: IncomingMessage
    try {
      response = await request(url, signal, checkedLookup(allowPrivateHosts))
    } catch (error) {
      throw fail(networkReason(error, signal))
    }
    const status = response.statusCode ?? 0
    if (status >= 300 && status < 400 && response.headers.location !== undefined) {
      response.resume()
      if (redirects >= maxRedirects) throw fail(REMOTE_IMAGE_REASONS.tooManyRedirects)
      try {
        url = new URL(response.headers.location, url)
      } catch {
        throw fail(REMOTE_IMAGE_REASONS.badRedirect)
      }
      continue
    }
    if (status < 200 || status >= 300) {
      response.resume()
      throw fail(REMOTE_IMAGE_REASONS.status(status))
    }
    const declared = Number(response.headers['content-length'])
    if (Number.isFinite(declared) && declared > maxBytes) {
      response.destroy()
      throw fail(REMOTE_IMAGE_REASONS.tooLarge)
    }
    try {
      return await readAtMost(response, maxBytes, () => fail(REMOTE_IMAGE_REASONS.tooLarge))
    } catch (error) {
      if (error instanceof RemoteImageError) throw error
      throw fail(networkReason(error, signal))
    }
  }
}

function request(url: URL, signal: AbortSignal, lookup: ReturnType<typeof checkedLookup>) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http
    const outgoing = client.get(url, {
      signal,
      lookup: lookup as never,
      // A connection of its own each time: a pooled socket was checked for another name.
      agent: false,
      headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif,*/*;q=0.5' },
    })
    outgoing.once('response', resolve)
    outgoing.once('error', reject)
  })
}

async function readAtMost(
  response: IncomingMessage,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of response) {
    size += (chunk as Buffer).length
    if (size > maxBytes) {
      response.destroy()
      throw tooLarge()
    }
    chunks.push(chunk as Buffer)
  }
  if (!response.complete) throw new Error('answer cut short')
  return Buffer.concat(chunks)
}

function networkReason(error: unknown, signal: AbortSignal): string {
  if (signal.aborted) return REMOTE_IMAGE_REASONS.timedOut
  if (error instanceof AddressNotAllowed) return REMOTE_IMAGE_REASONS.notAllowed
  return REMOTE_IMAGE_REASONS.unreachable
}

/**
 * Imports images named by their web address into the media library: downloaded within the limits above, judged
 * by their content and re-encoded as an upload is (upload.service.ts), stored in `folder`. Answers the stored
 * image's `/uploads/…` URL.
 */
export function createRemoteImages({ uploads, ...options }: RemoteImageOptions & { uploads: UploadService }) {
  return {
    async import(folder: StorageFolder, address: string): Promise<string> {
      const bytes = await downloadImage(address, options)
      try {
        return (await uploads.store(folder, bytes)).url
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error
        const reason =
          error.statusCode === 415 ? REMOTE_IMAGE_REASONS.notImage : REMOTE_IMAGE_REASONS.tooManyPixels
        throw new RemoteImageError(new URL(address).host, reason)
      }
    },
  }
}

export type RemoteImages = ReturnType<typeof createRemoteImages>
