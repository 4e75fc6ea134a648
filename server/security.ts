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

/** CSP source expressions for every inline <script> of a rendered page, so they run and nothing else does. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[2] ?? ''
    if (body.length === 0 || DATA_BLOCK.test(match[1] ?? '')) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

export function pageCsp(directives: Directives, html: string): string {
  return serializeCsp({
    ...directives,
    'script-src': [...(directives['script-src'] ?? []), ...inlineScriptHashes(html)],
  })
}
