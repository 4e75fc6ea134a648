import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { ANY_WIDTH, expect, test } from './fixtures'

// vnu-jar's main export is the path of the W3C Nu HTML Checker's jar; it runs on the system's Java.
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'))
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string }

/**
 * Warnings that stay on purpose. `role="list"` on a styled <ul>: Safari drops the list semantics of a list
 * without bullets (list-style: none), so the role is spelled out.
 */
const KEPT_WARNINGS = [/^The “list” role is unnecessary for element “ul”\.$/]

test(
  'every public page is valid HTML (W3C Nu checker): no errors, no warnings',
  ANY_WIDTH,
  async ({ request, mailServer }) => {
    test.setTimeout(120_000)
    // A working confirmation link: the page with its button.
    const email = `vnu-${Date.now()}@example.com`
    expect((await request.post('/api/newsletter', { data: { email } })).status()).toBe(201)
    const confirmation = await mailServer.waitForMail((mail) => mail.envelope.to.includes(email))
    const confirmPath = /\/newsletter\/confirm\?token=[\w-]+/.exec(confirmation.text)![0]
    const services = (await (await request.get('/api/services/active')).json()).data as { _id: string }[]
    const categories = (await (await request.get('/api/categories')).json()).data as { _id: string }[]
    const paths = [
      '/',
      ...services.map((service) => `/service/${service._id}`),
      ...categories.map((category) => `/categories/${category._id}`),
      `/category/${categories[0]!._id}`,
      `/service/${UNKNOWN_ID}`,
      `/categories/${UNKNOWN_ID}`,
      `/category/${UNKNOWN_ID}`,
      confirmPath,
      `/newsletter/confirm?token=${'x'.repeat(43)}`,
      '/newsletter/confirm',
      '/newsletter/confirmed',
      `/newsletter/unsubscribe?token=${'x'.repeat(64)}`,
      '/newsletter/unsubscribed',
      '/login',
      '/forgot-password',
      '/reset-password?token=x',
      '/admin',
    ]

    const dir = mkdtempSync(path.join(tmpdir(), 'switchboard-vnu-'))
    try {
      const files = new Map<string, string>()
      for (const [index, pagePath] of paths.entries()) {
        const response = await request.get(pagePath)
        expect(response.headers()['content-type'], pagePath).toContain('text/html')
        const file = path.join(dir, `page-${index}.html`)
        writeFileSync(file, await response.body())
        files.set(file, pagePath)
      }
      // One Java start for all the pages; vnu exits non-zero when it reports an error, with its report on stdout.
      const { stdout } = await promisify(execFile)(
        'java',
        ['-jar', VNU_JAR, '--format', 'json', '--stdout', ...files.keys()],
        { maxBuffer: 64 * 1024 * 1024 },
      ).catch((error: { stdout?: string; stderr?: string; message: string }) => {
        if (!error.stdout) throw new Error(`vnu did not run: ${error.stderr ?? error.message}`)
        return { stdout: error.stdout }
      })
      const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] }
      const findings = messages
        .filter(
          (message) =>
            message.type === 'error' ||
            message.type === 'non-document-error' ||
            (message.subType === 'warning' && !KEPT_WARNINGS.some((kept) => kept.test(message.message))),
        )
        .map(
          (message) =>
            `${files.get(message.url.replace(/^file:/, '')) ?? message.url}:${message.lastLine ?? '?'} ${message.subType ?? message.type}: ${message.message}`,
        )
      expect(findings).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  },
)
