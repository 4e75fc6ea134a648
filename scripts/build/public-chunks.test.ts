import { describe, expect, it } from 'vitest'
import { chunkGroup, entryKind, type ChunkingContext } from './public-chunks'

const ROUTE = '?__react-router-build-client-route'
const app = (file: string) => `/srv/switchboard/app/${file}`

/** A module graph given as importer → imported modules; entries are listed separately. */
function graph(entries: string[], imports: Record<string, string[]>): ChunkingContext {
  const importers = new Map<string, string[]>()
  for (const [importer, imported] of Object.entries(imports))
    for (const id of imported) importers.set(id, [...(importers.get(id) ?? []), importer])
  const known = new Set([...entries, ...Object.keys(imports), ...importers.keys()])
  return {
    getModuleInfo: (id) =>
      known.has(id) ? { isEntry: entries.includes(id), importers: importers.get(id) ?? [] } : null,
  }
}

describe('client chunk groups', () => {
  const react = '/srv/switchboard/node_modules/react/index.js'
  const mantine = '/srv/switchboard/node_modules/@mantine/core/esm/index.mjs'
  const leaflet = '/srv/switchboard/node_modules/leaflet/dist/leaflet-src.js'
  const entries = [
    app('entry.client.tsx'),
    app(`root.tsx${ROUTE}`),
    app(`routes/home.tsx${ROUTE}`),
    app(`routes/category.tsx${ROUTE}`),
    app(`routes/admin/team.tsx${ROUTE}`),
    app(`routes/login.tsx${ROUTE}`),
  ]
  const ctx = graph(entries, {
    [app('entry.client.tsx')]: [react],
    [app(`root.tsx${ROUTE}`)]: [app('root.tsx')],
    [app('root.tsx')]: [react, app('lib/initialization-error.ts')],
    [app(`routes/home.tsx${ROUTE}`)]: [app('routes/home.tsx')],
    [app('routes/home.tsx')]: [react, app('components/carousel.tsx'), app('lib/text.ts')],
    [app(`routes/category.tsx${ROUTE}`)]: [app('routes/category.tsx')],
    [app('routes/category.tsx')]: [app('components/carousel.tsx'), app('contact/CompanyMap.tsx')],
    [app(`routes/admin/team.tsx${ROUTE}`)]: [app('routes/admin/team.tsx')],
    [app('routes/admin/team.tsx')]: [mantine, app('lib/text.ts')],
    [app(`routes/login.tsx${ROUTE}`)]: [app('routes/login.tsx')],
    [app('routes/login.tsx')]: [mantine],
  })

  it('tells the entries of every page, the back-office and the public pages apart', () => {
    expect(entryKind(app('entry.client.tsx'))).toBe('every page')
    expect(entryKind(app(`root.tsx${ROUTE}`))).toBe('every page')
    expect(entryKind(app(`routes/admin/team.tsx${ROUTE}`))).toBe('admin')
    expect(entryKind(app(`routes/login.tsx${ROUTE}`))).toBe('admin')
    expect(entryKind(app(`routes/backoffice.tsx${ROUTE}`))).toBe('admin')
    expect(entryKind(app(`routes/home.tsx${ROUTE}`))).toBe('public')
    expect(entryKind(app(`routes/service.tsx${ROUTE}`))).toBe('public')
  })

  it('puts what every page loads, and what public pages share with the back-office, in core', () => {
    expect(chunkGroup(react, ctx)).toBe('core')
    expect(chunkGroup(app('lib/initialization-error.ts'), ctx)).toBe('core')
    expect(chunkGroup(app('lib/text.ts'), ctx)).toBe('core')
  })

  it('puts what only public pages share in site', () => {
    expect(chunkGroup(app('components/carousel.tsx'), ctx)).toBe('site')
    expect(chunkGroup(app('contact/CompanyMap.tsx'), ctx)).toBe('site')
  })

  it('leaves route modules, entries and what only the back-office imports to the automatic split', () => {
    expect(chunkGroup(app('routes/home.tsx'), ctx)).toBeNull()
    expect(chunkGroup(app('root.tsx'), ctx)).toBeNull()
    expect(chunkGroup(app(`routes/home.tsx${ROUTE}`), ctx)).toBeNull()
    expect(chunkGroup(mantine, ctx)).toBeNull()
    expect(chunkGroup(app('routes/admin/team.tsx'), ctx)).toBeNull()
  })

  it('leaves modules only a dynamic import reaches to the automatic split', () => {
    // leaflet is import()ed by the map: it is in the graph, with no static importer.
    const withMap = graph(entries, { [app('contact/CompanyMap.tsx')]: [], [leaflet]: [] })
    expect(withMap.getModuleInfo(leaflet)).toEqual({ isEntry: false, importers: [] })
    expect(chunkGroup(leaflet, withMap)).toBeNull()
  })
})
