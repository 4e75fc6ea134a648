// What each page of the React Router app loads, read from the build's route manifest (build/client/assets/
// manifest-*.js): the client entry's scripts and, for every route from the root down to the page's, its module,
// its imports and its stylesheets. Used by tests/e2e/client-chunks.spec.ts to hold the chunking of
// scripts/build/client-chunks.ts to its budgets (docs/decisions/0018-back-office-loads-per-screen.md).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export type ManifestRoute = {
  id: string
  parentId?: string
  path?: string
  module: string
  imports?: string[]
  css?: string[]
}
export type RouteManifest = {
  entry: { module: string; imports?: string[] }
  routes: Record<string, ManifestRoute>
}

/** The route manifest of a client build (`window.__reactRouterManifest=…;`). */
export function readRouteManifest(clientDir: string): RouteManifest {
  const assets = path.join(clientDir, 'assets')
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name))
  if (!file) throw new Error(`no route manifest in ${assets}: run npm run build`)
  const text = readFileSync(path.join(assets, file), 'utf8')
  return JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '')) as RouteManifest
}

/** The routes from the root down to `routeId`, root first. */
export function routeBranch(manifest: RouteManifest, routeId: string): ManifestRoute[] {
  const branch: ManifestRoute[] = []
  for (let id: string | undefined = routeId; id !== undefined; ) {
    const route: ManifestRoute | undefined = manifest.routes[id]
    if (!route) throw new Error(`no route ${id} in the manifest`)
    branch.unshift(route)
    id = route.parentId
  }
  return branch
}

/** The scripts a page of `routeId` loads: the client entry's, then each route's module and imports. */
export function routeScripts(manifest: RouteManifest, routeId: string): Set<string> {
  const scripts = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])])
  for (const route of routeBranch(manifest, routeId)) {
    scripts.add(route.module)
    for (const file of route.imports ?? []) scripts.add(file)
  }
  return scripts
}

/** The stylesheets a page of `routeId` links (React Router marks some with a trailing '#'). */
export function routeStyles(manifest: RouteManifest, routeId: string): Set<string> {
  return new Set(routeBranch(manifest, routeId).flatMap((route) => (route.css ?? []).map((href) => href.replace(/#$/, ''))))
}
