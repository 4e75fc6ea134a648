import type { RedirectStatus } from './redirects.schema'

/** One edge of the redirect graph: where a path sends, how, and where it came from. */
export type Edge = { to: string; status: RedirectStatus }

/** The longest chain followed; beyond it (never in practice) the chain is served as far as it goes. */
export const MAX_HOPS = 20

/** The site path a target names, as a From is matched (no query or fragment, no trailing slash); none for a URL. */
export function targetPath(target: string): string | undefined {
  if (!target.startsWith('/') || target.startsWith('//')) return undefined
  let path = target.split(/[?#]/, 1)[0]!
  while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1)
  return path
}

/** The target's query (`?…`, without fragment), or ''. */
function queryOf(target: string): string {
  const start = target.indexOf('?')
  if (start === -1) return ''
  const end = target.indexOf('#', start)
  return end === -1 ? target.slice(start) : target.slice(start, end)
}

/** A target with a query carried over from the hop before, when it has none of its own. */
function withQuery(target: string, query: string): string {
  if (!query || target.includes('?')) return target
  const hash = target.indexOf('#')
  return hash === -1 ? target + query : target.slice(0, hash) + query + target.slice(hash)
}

export type Followed =
  { loop: false; to: string; status: RedirectStatus; path: string[] } | { loop: true; path: string[] }

/**
 * Where a request for `from` ends once every hop is followed (A→B and B→C: A→C), with the paths passed through;
 * 301 only if every hop is; a loop when the chain comes back to a path it passed.
 */
export function follow(edges: ReadonlyMap<string, Edge>, from: string): Followed | undefined {
  const first = edges.get(from)
  if (!first) return undefined
  const path = [from]
  const seen = new Set(path)
  let { to, status } = first
  for (let hops = 1; hops < MAX_HOPS; hops++) {
    const next = targetPath(to)
    if (next === undefined) break
    if (seen.has(next)) return { loop: true, path: [...path, next] }
    const edge = edges.get(next)
    if (!edge) break
    path.push(next)
    seen.add(next)
    // A hop's query reaches the next one (the request's own query is added when it is served).
    to = withQuery(edge.to, queryOf(to))
    if (edge.status === 302) status = 302
  }
  return { loop: false, to, status, path: [...path, to] }
}

/** "This would loop: /a → /b → /a" */
export const loopMessage = (path: string[]) => `This would loop: ${path.join(' → ')}`
