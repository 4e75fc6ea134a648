import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { repoFiles } from '../helpers/repo-files'

/**
 * The documentation the code and the tests point to must exist: docs/product.md describes the product, and every
 * link to one of its sections must name a heading it has. References to the specification the project started
 * from (which is not in this repository) are not allowed back in.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const PRODUCT = 'docs/product.md'
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|md|css|json|sql|html|ya?ml)$|^\.ci\/run$/
/** Written with an escape so that this file does not contain what it looks for. */
const FORBIDDEN = [/SPEC\s*\u00a7/i, /SPEC\.md/]
const PRODUCT_LINK = /product\.md#([\w-]+)/g

/** Tracked files and new ones not yet committed (ignored files left out), as they are on disk. */
const sourceFiles = () => repoFiles((file) => TEXT_FILE.test(file) && file !== 'package-lock.json')

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')

/** GitHub's anchor for a heading: lower case, punctuation dropped (not hyphens), each space a hyphen. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/ /g, '-')
}

/** The anchors of a Markdown document's headings (outside code blocks), with GitHub's -1, -2 for repeats. */
export function anchors(markdown: string): Set<string> {
  const found = new Set<string>()
  const seen = new Map<string, number>()
  let inFence = false
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence
    const heading = inFence ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)
    if (!heading) continue
    const base = slug(heading[1]!)
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    found.add(count === 0 ? base : `${base}-${count}`)
  }
  return found
}

describe('slug', () => {
  it('follows GitHub: lower case, punctuation dropped, spaces to hyphens', () => {
    expect(slug('Service form')).toBe('service-form')
    expect(slug('Differences from the original specification')).toBe(
      'differences-from-the-original-specification',
    )
    expect(slug('0006 — Public performance')).toBe('0006--public-performance')
    expect(slug('`Save Settings` (General)')).toBe('save-settings-general')
  })

  it('numbers repeated headings', () => {
    expect([...anchors('# A\n## B\n### B\n```\n# C\n```\n')]).toEqual(['a', 'b', 'b-1'])
  })
})

describe('documentation', () => {
  const files = sourceFiles()
  const self = path
    .relative(ROOT, fileURLToPath(import.meta.url))
    .split(path.sep)
    .join('/')

  it('has no reference to the specification that is not in the repository', () => {
    const offenders = files
      .filter((file) => file !== self)
      .flatMap((file) =>
        read(file)
          .split('\n')
          .flatMap((line, index) =>
            FORBIDDEN.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
          ),
      )
    expect(offenders).toEqual([])
  })

  it(`links only to sections that ${PRODUCT} has`, () => {
    const known = anchors(read(PRODUCT))
    const links = files.flatMap((file) =>
      [...read(file).matchAll(PRODUCT_LINK)].map((match) => ({ file, anchor: match[1]! })),
    )
    // Links inside product.md itself are written as #anchor.
    const internal = [...read(PRODUCT).matchAll(/\]\(#([\w-]+)\)/g)].map((match) => ({
      file: PRODUCT,
      anchor: match[1]!,
    }))
    expect(links.length).toBeGreaterThan(100)
    const broken = [...links, ...internal]
      .filter((link) => !known.has(link.anchor))
      .map((link) => `${link.file}: #${link.anchor}`)
    expect(broken).toEqual([])
  })

  it('writes every decision in the template of docs/decisions/README.md', () => {
    const decisions = files.filter((file) => /^docs\/decisions\/\d{4}-[\w-]+\.md$/.test(file))
    expect(decisions.length).toBeGreaterThanOrEqual(9)
    const faults = decisions.flatMap((file) => {
      const text = read(file)
      const number = path.basename(file).slice(0, 4)
      const sections = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1])
      const problems = [
        new RegExp(`^# ${number} — \\S`).test(text) ? null : `title is not "# ${number} — Title"`,
        /^# .+\n\nDate: \d{4}-\d{2}-\d{2} · Status: \S/.test(text) ? null : 'no "Date: … · Status: …" line',
        ['Context', 'Decision', 'Consequences'].every((name, i) => sections[i] === name)
          ? null
          : `sections are ${sections.join(', ')}`,
        sections.slice(3).every((name) => name === 'Measurements') ? null : 'a section after Consequences',
      ]
      return problems.filter(Boolean).map((problem) => `${file}: ${problem}`)
    })
    expect(faults).toEqual([])
  })

  it('links from Markdown only to files that exist', () => {
    const broken = files
      .filter((file) => file.endsWith('.md'))
      .flatMap((file) =>
        [...read(file).matchAll(/\]\(([^)\s#]+\.md)(#[\w-]+)?\)/g)]
          .map((match) => match[1]!)
          .filter((target) => !/^[a-z]+:/.test(target))
          .filter((target) => !existsSync(path.join(ROOT, path.dirname(file), target)))
          .map((target) => `${file}: ${target}`),
      )
    expect(broken).toEqual([])
  })
})
