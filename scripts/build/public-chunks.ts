// Client chunking (used by vite.config.ts; docs/decisions/0006).
//
// Rolldown's automatic split gives every set of importers its own chunk, so the home page loaded sixteen
// scripts, most of them 1–2 KB. On a phone each request costs a round trip before its bytes arrive, and the
// scripts share the few connections a browser opens. So what pages import statically goes into two chunks:
//  - 'core': what every page loads (React, React Router, the client entry, the root route's imports) and what
//    the public pages share with the back-office;
//  - 'site': what only public pages import (their sections, carousel, modal…).
// A route's own module stays in its route's file (React Router loads it by route). Whatever only the
// back-office or a dynamic import reaches (Mantine, TanStack, Leaflet…) keeps the automatic split, so no admin
// library reaches a public page and no public section reaches the back-office.

type ModuleInfo = { readonly importers: readonly string[]; readonly isEntry: boolean }
export type ChunkingContext = { getModuleInfo(moduleId: string): ModuleInfo | null }

type EntryKind = 'every page' | 'admin' | 'public'

const withoutQuery = (id: string) => id.replace(/\?.*$/, '')

/** React Router adds each route module as an entry: `app/routes/home.tsx?__react-router-build-client-route`. */
export function entryKind(entryId: string): EntryKind {
  const path = withoutQuery(entryId)
  if (/[\\/]app[\\/](entry\.client|root)\.tsx$/.test(path)) return 'every page'
  if (/[\\/]app[\\/]routes[\\/](admin[\\/]|backoffice\.tsx$|login\.tsx$)/.test(path)) return 'admin'
  return 'public'
}

/** The kinds of entry that import `id`, directly or through other modules (static imports only). */
export function importingEntries(id: string, ctx: ChunkingContext): Set<EntryKind> {
  const kinds = new Set<EntryKind>()
  const seen = new Set<string>([id])
  const queue = [id]
  while (queue.length > 0) {
    const current = queue.pop()!
    const info = ctx.getModuleInfo(current)
    if (!info) continue
    if (info.isEntry && current !== id) kinds.add(entryKind(current))
    for (const importer of info.importers) {
      if (!seen.has(importer)) {
        seen.add(importer)
        queue.push(importer)
      }
    }
  }
  return kinds
}

/** Rolldown `codeSplitting` group name for a module: 'core', 'site', or null for the automatic split. */
export function chunkGroup(id: string, ctx: ChunkingContext): 'core' | 'site' | null {
  const info = ctx.getModuleInfo(id)
  if (!info || info.isEntry) return null
  const path = withoutQuery(id)
  if (/\.(css|json)$/.test(path)) return null
  // A route's module, imported by its route entry alone, stays in that entry's file.
  if (info.importers.length === 1 && ctx.getModuleInfo(info.importers[0]!)?.isEntry) return null
  const kinds = importingEntries(id, ctx)
  if (kinds.has('every page') || (kinds.has('admin') && kinds.has('public'))) return 'core'
  if (kinds.has('public')) return 'site'
  return null
}
