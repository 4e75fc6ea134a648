import { createHash } from 'node:crypto'
import type { Config } from './config'

type Directives = Record<string, string[]>

/** The Content-Security-Policy of every response; pages add the hashes of their own inline scripts. */
export function cspDirectives(config: Pick<Config, 'mapTileUrl' | 'publicUrl'>): Directives {
  const tileOrigin = originOf(config.mapTileUrl.replace(/\{[a-z]\}/g, 'a'))
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // Leaflet and React's style props set inline style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(tileOrigin ? [tileOrigin] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
  }
  if (config.publicUrl.startsWith('https://')) directives['upgrade-insecure-requests'] = []
  return directives
}

export function serializeCsp(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')
}

/** Tile servers use {s}.host or host patterns; the origin is what the browser will load images from. */
function originOf(template: string): string | undefined {
  try {
    const url = new URL(template)
    return url.hostname.startsWith('a.') ? `${url.protocol}//*.${url.hostname.slice(2)}` : url.origin
  } catch {
    return undefined
  }
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi
/** Data blocks (JSON-LD) are never run, so the policy need not, and does not, list them. */
const DATA_BLOCK = /\btype=["']?application\/(?:ld\+)?json\b/i

/**
 * CSP source expressions for every inline <script> of a rendered page, so they run and nothing else does. A page's
 * bytes are searched as Latin-1, where every character is one byte: no UTF-8 decoding of the whole page, and each
 * match's offsets are the script's byte offsets, hashed as they will be sent.
 */
export function inlineScriptHashes(html: string | Buffer): string[] {
  const bytes = typeof html === 'string' ? Buffer.from(html, 'utf8') : html
  const hashes = new Set<string>()
  for (const match of bytes.toString('latin1').matchAll(INLINE_SCRIPT)) {
    const body = match[2] ?? ''
    if (body.length === 0 || DATA_BLOCK.test(match[1] ?? '')) continue
    const start = match.index + match[0].length - '</script>'.length - body.length
    const script = bytes.subarray(start, start + body.length)
    hashes.add(`'sha256-${createHash('sha256').update(script).digest('base64')}'`)
  }
  return [...hashes]
}

export function pageCsp(directives: Directives, html: string | Buffer): string {
  return serializeCsp({
    ...directives,
    'script-src': [...(directives['script-src'] ?? []), ...inlineScriptHashes(html)],
  })
}
