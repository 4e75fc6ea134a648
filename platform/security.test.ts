import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { cspDirectives, inlineScriptHashes, pageCsp, serializeCsp } from './security'

const config = {
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  publicUrl: 'http://localhost:3000',
}

describe('Content-Security-Policy', () => {
  it('allows only this origin, inline styles and the map tile server', () => {
    const policy = serializeCsp(cspDirectives(config))
    expect(policy).toContain("default-src 'self'")
    expect(policy).toContain("script-src 'self';")
    expect(policy).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).not.toContain('upgrade-insecure-requests')
  })

  it('upgrades insecure requests only for an https site, and allows tile subdomains', () => {
    const directives = cspDirectives({
      mapTileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      publicUrl: 'https://www.company.test',
    })
    expect(directives['upgrade-insecure-requests']).toEqual([])
    expect(directives['img-src']).toContain('https://*.tile.example.org')
  })

  it('hashes each inline script of a page and ignores external ones and JSON-LD data blocks', () => {
    const html =
      '<script>window.a=1</script><script type="module">import("/x.js")</script>' +
      '<script src="/assets/app.js"></script><script>window.a=1</script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script>'
    const expected = ['window.a=1', 'import("/x.js")'].map(
      (body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
    )
    expect(inlineScriptHashes(html)).toEqual(expected)
    expect(inlineScriptHashes(Buffer.from(html))).toEqual(expected)
    const policy = pageCsp(cspDirectives(config), html)
    expect(policy).toContain(`script-src 'self' ${expected.join(' ')};`)
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src'))
    expect(scriptSrc).not.toContain('unsafe-inline')
  })

  it('hashes the UTF-8 bytes of scripts that follow, or contain, text outside ASCII', () => {
    const script = 'window.name="Café – Zürich ⚡"'
    const html = `<p>Überschrift – ${'é'.repeat(50)}</p><script>${script}</script>`
    const expected = [`'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`]
    expect(inlineScriptHashes(html)).toEqual(expected)
    expect(inlineScriptHashes(Buffer.from(html, 'utf8'))).toEqual(expected)
  })
})
