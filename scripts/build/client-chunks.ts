// Client chunking of the React Router build (used by vite.config.ts; docs/decisions/0006 and 0007; issue 22).
//
// Rolldown's automatic split gives every set of importers its own chunk: ~150 files of 0.1–20 KB for the
// back-office. Each request costs a round trip before its bytes arrive, and the scripts share the few connections
// a browser opens, so what many routes import statically goes into a few named chunks:
//  - 'core': what every page loads (React, React DOM, React Router, the client entry, the root route's imports).
//    Public pages load the islands script instead (0007), so in production only the back-office loads it;
//  - 'backoffice': what the back-office layout needs (the session, the API client) and what the sign-in page shares
//    with the other back-office screens. The sign-in form, drawn without Mantine, stays in its route's file: the
//    sign-in page loads core, this chunk and its route;
//  - 'shared': what public routes share with the back-office's screens (schemas, zod, text helpers). It holds no
//    styles, so that no public page links a stylesheet of the back-office;
//  - 'admin': the signed-in shell (Mantine and its styles, sidebar, header, menus) and what three or more screens
//    share (the list and form kits, the table, Mantine's dialogs and inputs…): loaded with the first screen,
//    prefetched while the person signs in;
//  - 'site': what only public routes import (their sections, carousel, modal…), for development and for a public
//    page opened from inside the back-office's app.
// A screen's own code stays in its route's file, so each screen is loaded when it is opened; what two screens
// share, or two of the signed-out screens (forgot password, reset password, invitation), gets a chunk of its own
// (the automatic split), as does whatever only a dynamic import reaches (the toasts, Leaflet…).

type ModuleInfo = { readonly importers: readonly string[]; readonly isEntry: boolean }
export type ChunkingContext = { getModuleInfo(moduleId: string): ModuleInfo | null }

type EntryKind = 'every page' | 'shell' | 'sign-in' | 'account' | 'admin layout' | 'screen' | 'public'
export type ChunkGroup = 'core' | 'site' | 'backoffice' | 'shared' | 'admin'

const withoutQuery = (id: string) => id.replace(/\?.*$/, '')

const LIBRARY = /[\\/]node_modules[\\/]/
/** A module shared by this many screens goes with the signed-in shell rather than in a chunk of its own. */
const SHARED_BY_SCREENS = 3

const ROUTES = String.raw`[\\/]app[\\/]routes[\\/]`

/** React Router adds each route module as an entry: `app/routes/home.tsx?__react-router-build-client-route`. */
export function entryKind(entryId: string): EntryKind {
  const path = withoutQuery(entryId)
  if (/[\\/]app[\\/](entry\.client|root)\.tsx$/.test(path)) return 'every page'
  // The routes under the back-office layout (app/routes.ts): the layout, the sign-in screens and /admin/*.
  if (new RegExp(`${ROUTES}backoffice\\.tsx$`).test(path)) return 'shell'
  if (new RegExp(`${ROUTES}login\\.tsx$`).test(path)) return 'sign-in'
  if (new RegExp(`${ROUTES}(forgot-password|reset-password|invite)\\.tsx$`).test(path)) return 'account'
  if (new RegExp(`${ROUTES}admin[\\\\/]layout\\.tsx$`).test(path)) return 'admin layout'
  if (new RegExp(`${ROUTES}admin[\\\\/]`).test(path)) return 'screen'
  return 'public'
}

/** The entries that import `id`, directly or through other modules (static imports only). */
export function importingEntries(id: string, ctx: ChunkingContext): Set<string> {
  const entries = new Set<string>()
  const seen = new Set<string>([id])
  const queue = [id]
  while (queue.length > 0) {
    const current = queue.pop()!
    const info = ctx.getModuleInfo(current)
    if (!info) continue
    if (info.isEntry && current !== id) entries.add(current)
    for (const importer of info.importers) {
      if (!seen.has(importer)) {
        seen.add(importer)
        queue.push(importer)
      }
    }
  }
  return entries
}

/** Rolldown `codeSplitting` group name for a module, or null for the automatic split. */
export function chunkGroup(id: string, ctx: ChunkingContext): ChunkGroup | null {
  const info = ctx.getModuleInfo(id)
  if (!info || info.isEntry) return null
  const path = withoutQuery(id)
  if (/\.(css|json)$/.test(path)) return null
  // A route's module, imported by its route entry alone, stays in that entry's file.
  if (info.importers.length === 1 && ctx.getModuleInfo(info.importers[0]!)?.isEntry) return null
  const kinds = [...importingEntries(id, ctx)].map(entryKind)
  if (kinds.includes('every page')) return 'core'
  const backoffice = kinds.filter((kind) => kind !== 'public')
  if (backoffice.length === 0) return kinds.length > 0 ? 'site' : null
  // A library reaches the back-office's groups as a dependency of the app's modules in them (see CHUNK_GROUPS):
  // only what those modules really use, where a package's index would make all of it look reachable.
  if (LIBRARY.test(path)) return null
  // The back-office layout's modules (the session, the API client), and what the sign-in page shares with the
  // other back-office screens; the sign-in form's own modules and styles stay in its route's file. What the
  // sign-in page shares with public routes (Vite's helper for dynamic imports) goes to core, so that public routes
  // import neither the back-office's chunk nor its styles.
  const shell = backoffice.includes('shell')
  const signIn = backoffice.includes('sign-in')
  if ((shell || signIn) && kinds.includes('public')) return 'core'
  if (shell || (signIn && backoffice.some((kind) => kind !== 'sign-in'))) return 'backoffice'
  // What a public route shares with the signed-in screens (schemas, text helpers, zod): a chunk without styles, so
  // that no public page links the back-office's stylesheets.
  if (kinds.includes('public')) return 'shared'
  const screens = backoffice.filter((kind) => kind === 'screen').length
  if (backoffice.includes('admin layout') || screens >= SHARED_BY_SCREENS) return 'admin'
  return null
}

/**
 * The groups in the order they capture modules (Rolldown `priority`). A group takes its modules and what they
 * import, as far as it is used (`includeDependenciesRecursively`, Rolldown's default); a module a group has taken
 * is not available to the ones after it. So the admin chunk holds the Mantine components the shell and the shared
 * kits use, not every component Mantine exports.
 */
export const CHUNK_GROUPS: readonly ChunkGroup[] = ['core', 'backoffice', 'shared', 'admin', 'site']
