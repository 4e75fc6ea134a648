import { describe, expect, it } from 'vitest'
import { CHUNK_GROUPS, chunkGroup, entryKind, type ChunkingContext } from './client-chunks'
import { routeBranch, routeScripts, routeStyles, type RouteManifest } from './route-files'

const ROUTE = '?__react-router-build-client-route'
const app = (file: string) => `/srv/switchboard/app/${file}`
const lib = (file: string) => `/srv/switchboard/node_modules/${file}`
const route = (file: string) => app(`routes/${file}${ROUTE}`)

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
  const react = lib('react/index.js')
  const mantine = lib('@mantine/core/esm/index.mjs')
  const leaflet = lib('leaflet/dist/leaflet-src.js')
  const preloadHelper = '\0vite/preload-helper.js'
  const entries = [
    app('entry.client.tsx'),
    app(`root.tsx${ROUTE}`),
    route('home.tsx'),
    route('category.tsx'),
    route('backoffice.tsx'),
    route('login.tsx'),
    route('forgot-password.tsx'),
    route('admin/layout.tsx'),
    route('admin/team.tsx'),
    route('admin/services.tsx'),
    route('admin/partners.tsx'),
  ]
  const ctx = graph(entries, {
    [app('entry.client.tsx')]: [react],
    [app(`root.tsx${ROUTE}`)]: [app('root.tsx')],
    [app('root.tsx')]: [react, app('lib/initialization-error.ts')],
    [route('home.tsx')]: [app('routes/home.tsx')],
    [app('routes/home.tsx')]: [react, app('components/carousel.tsx'), app('lib/text.ts'), preloadHelper],
    [route('category.tsx')]: [app('routes/category.tsx')],
    [app('routes/category.tsx')]: [app('components/carousel.tsx'), app('contact/CompanyMap.tsx')],
    [route('backoffice.tsx')]: [app('routes/backoffice.tsx')],
    [app('routes/backoffice.tsx')]: [app('ui/AuthProvider.tsx')],
    [app('ui/AuthProvider.tsx')]: [app('ui/api-client.ts')],
    [route('login.tsx')]: [app('routes/login.tsx')],
    [app('routes/login.tsx')]: [app('auth/LoginPage.tsx')],
    [app('auth/LoginPage.tsx')]: [app('ui/light/Light.tsx'), app('auth/bind.ts'), preloadHelper],
    [route('forgot-password.tsx')]: [app('routes/forgot-password.tsx')],
    [app('routes/forgot-password.tsx')]: [app('auth/bind.ts'), app('ui/MantineShell.tsx')],
    [route('admin/layout.tsx')]: [app('routes/admin/layout.tsx')],
    [app('routes/admin/layout.tsx')]: [app('ui/MantineShell.tsx'), app('ui/query-client.tsx')],
    [app('ui/MantineShell.tsx')]: [mantine],
    [route('admin/team.tsx')]: [app('routes/admin/team.tsx')],
    [app('routes/admin/team.tsx')]: [app('team/TeamPage.tsx')],
    [app('team/TeamPage.tsx')]: [app('ui/EntityPage.tsx'), app('ui/ImageUpload.tsx'), mantine],
    [route('admin/services.tsx')]: [app('routes/admin/services.tsx')],
    [app('routes/admin/services.tsx')]: [app('services/ServicesPage.tsx')],
    [app('services/ServicesPage.tsx')]: [app('ui/EntityPage.tsx'), app('ui/ImageUpload.tsx'), app('lib/text.ts')],
    [route('admin/partners.tsx')]: [app('routes/admin/partners.tsx')],
    [app('routes/admin/partners.tsx')]: [app('ui/EntityPage.tsx'), app('partners/PartnersPage.tsx')],
  })

  it('tells the entries of every page, the back-office and the public pages apart', () => {
    expect(entryKind(app('entry.client.tsx'))).toBe('every page')
    expect(entryKind(app(`root.tsx${ROUTE}`))).toBe('every page')
    expect(entryKind(route('backoffice.tsx'))).toBe('shell')
    expect(entryKind(route('login.tsx'))).toBe('sign-in')
    expect(entryKind(route('forgot-password.tsx'))).toBe('account')
    expect(entryKind(route('reset-password.tsx'))).toBe('account')
    expect(entryKind(route('invite.tsx'))).toBe('account')
    expect(entryKind(route('admin/layout.tsx'))).toBe('admin layout')
    expect(entryKind(route('admin/team.tsx'))).toBe('screen')
    expect(entryKind(route('home.tsx'))).toBe('public')
    expect(entryKind(route('service.tsx'))).toBe('public')
  })

  it.each([
    [
      'puts what every page loads in core, and what the sign-in page shares with public routes',
      'core',
      [react, app('lib/initialization-error.ts'), preloadHelper],
    ],
    ['puts what only public pages share in site', 'site', [app('components/carousel.tsx'), app('contact/CompanyMap.tsx')]],
    [
      'puts the back-office layout and what the sign-in page shares with other screens in backoffice',
      'backoffice',
      [app('ui/AuthProvider.tsx'), app('ui/api-client.ts'), app('auth/bind.ts')],
    ],
    [
      "leaves the sign-in form's own modules in its route's chunk, so that its styles go with it alone",
      null,
      [app('auth/LoginPage.tsx'), app('ui/light/Light.tsx')],
    ],
    ['puts what public routes share with the screens in shared, apart from any styled chunk', 'shared', [app('lib/text.ts')]],
    [
      'puts the signed-in shell and what three or more screens share in admin',
      'admin',
      [app('ui/MantineShell.tsx'), app('ui/query-client.tsx'), app('ui/EntityPage.tsx')],
    ],
    [
      "leaves a screen's own code and what two screens share to the automatic split",
      null,
      [app('services/ServicesPage.tsx'), app('partners/PartnersPage.tsx'), app('ui/ImageUpload.tsx')],
    ],
  ] as const)('%s', (_, group, modules) => {
    for (const id of modules) expect(chunkGroup(id, ctx), id).toBe(group)
  })

  it('leaves libraries of the back-office to the groups whose modules use them', () => {
    // @mantine/core's index reaches every component: reachability would put all of it in one group.
    expect(chunkGroup(mantine, ctx)).toBeNull()
  })

  it('leaves route modules, entries and what only a dynamic import reaches to the automatic split', () => {
    expect(chunkGroup(app('routes/home.tsx'), ctx)).toBeNull()
    expect(chunkGroup(app('root.tsx'), ctx)).toBeNull()
    expect(chunkGroup(route('home.tsx'), ctx)).toBeNull()
    expect(chunkGroup(app('routes/admin/team.tsx'), ctx)).toBeNull()
    // leaflet is import()ed by the map: it is in the graph, with no static importer.
    const withMap = graph(entries, { [app('contact/CompanyMap.tsx')]: [], [leaflet]: [] })
    expect(withMap.getModuleInfo(leaflet)).toEqual({ isEntry: false, importers: [] })
    expect(chunkGroup(leaflet, withMap)).toBeNull()
  })

  it('captures in priority order: core first, the public-only site chunk last', () => {
    expect(CHUNK_GROUPS).toEqual(['core', 'backoffice', 'shared', 'admin', 'site'])
  })
})

describe('the files of a page, from the route manifest', () => {
  const manifest: RouteManifest = {
    entry: { module: '/assets/entry.client.js', imports: ['/assets/core.js'] },
    routes: {
      root: { id: 'root', module: '/assets/root.js', imports: ['/assets/core.js'], css: ['/assets/root.css'] },
      'routes/backoffice': { id: 'routes/backoffice', parentId: 'root', module: '/assets/backoffice.js' },
      'routes/login': {
        id: 'routes/login',
        parentId: 'routes/backoffice',
        module: '/assets/login.js',
        imports: ['/assets/backoffice-shared.js'],
        css: ['/assets/login.css'],
      },
      'routes/admin/layout': {
        id: 'routes/admin/layout',
        parentId: 'routes/backoffice',
        module: '/assets/layout.js',
        imports: ['/assets/admin.js'],
        css: ['/assets/admin.css#'],
      },
      'routes/admin/team': { id: 'routes/admin/team', parentId: 'routes/admin/layout', module: '/assets/team.js' },
    },
  }

  it('follows the routes from the root down to the page', () => {
    expect(routeBranch(manifest, 'routes/admin/team').map((route) => route.id)).toEqual([
      'root',
      'routes/backoffice',
      'routes/admin/layout',
      'routes/admin/team',
    ])
    expect(() => routeBranch(manifest, 'routes/nowhere')).toThrow('no route routes/nowhere')
  })

  it("lists the entry's scripts and each route's module and imports, once", () => {
    expect([...routeScripts(manifest, 'routes/login')]).toEqual([
      '/assets/entry.client.js',
      '/assets/core.js',
      '/assets/root.js',
      '/assets/backoffice.js',
      '/assets/login.js',
      '/assets/backoffice-shared.js',
    ])
    expect(routeScripts(manifest, 'routes/admin/team')).toContain('/assets/admin.js')
    expect(routeScripts(manifest, 'routes/login')).not.toContain('/assets/team.js')
  })

  it('lists the stylesheets of the branch, without the marker React Router adds to some', () => {
    expect([...routeStyles(manifest, 'routes/login')]).toEqual(['/assets/root.css', '/assets/login.css'])
    expect([...routeStyles(manifest, 'routes/admin/team')]).toEqual(['/assets/root.css', '/assets/admin.css'])
  })
})
