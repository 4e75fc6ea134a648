import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { repoFiles } from '../helpers/repo-files'

/**
 * Comments name files that exist: a comment that points to `features/x/y.ts`, `platform/db/tables.ts` or
 * `docs/decisions/0020-….md` is followed by the next reader, and a file that moved leaves them lost. Every
 * repository path in a source file's comments must name a file or folder there is.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const SOURCE = /\.(ts|tsx|js|mjs|cjs|css)$/
/** The repository's top folders: a path in a comment starts with one of them. */
const TOP = [
  'app',
  'docs',
  'drizzle',
  'features',
  'platform',
  'public',
  'scripts',
  'server',
  'tests',
  'ui',
  'demo',
]
/** A path from the repository's root: a top folder, then names, ending in a file's extension or a slash. */
const PATH = new RegExp(
  `(?<![\\w./@-])(?:${TOP.join('|')})/[\\w.@-]+(?:/[\\w.@-]+)*(?:\\.(?:tsx?|mjs|cjs|js|md|css|sql|json|html)|/)(?![\\w<*{])`,
  'g',
)

/** The comments of a source file: `// …` lines and `/* … *\/` blocks (strings are not comments, but rarely hold paths). */
export function commentsOf(text: string): string[] {
  const comments: string[] = []
  for (const match of text.matchAll(/\/\*[\s\S]*?\*\/|(?<![:'"`\w])\/\/[^\n]*/g)) comments.push(match[0])
  return comments
}

/** The repository paths a comment names (a `#section` after a file is not part of it). */
export function pathsIn(comment: string): string[] {
  return [...comment.matchAll(PATH)].map((match) => match[0].replace(/\/$/, ''))
}

/** Whether git ignores the path (what a script writes, such as scripts/bench/.results): named, not kept. */
function isIgnored(named: string): boolean {
  // A folder's pattern (`/scripts/bench/.results/`) matches its name with the slash only.
  return [named, `${named}/`].some((candidate) => {
    try {
      execFileSync('git', ['check-ignore', '-q', candidate], { cwd: ROOT })
      return true
    } catch {
      return false
    }
  })
}

/** This file's own examples (above) are not pointers to follow. */
const SELF = 'tests/unit/comment-paths.test.ts'

const sourceFiles = () => repoFiles((file) => SOURCE.test(file) && file !== SELF)

describe('paths named in comments', () => {
  it('finds the paths of a comment, not placeholders or what only looks like one', () => {
    expect(
      pathsIn(
        '// see features/audit/audit-writes.ts and docs/product.md#drafts, platform/db/ and ui/backoffice',
      ),
    ).toEqual(['features/audit/audit-writes.ts', 'docs/product.md', 'platform/db'])
    expect(pathsIn('/* features/<type>/<type>.module.ts, /api/services/x.json, ./ui/x.ts */')).toEqual([])
    expect(commentsOf("const url = 'https://x.test/a' // features/a.ts\n/* ui/b.ts */")).toEqual([
      '// features/a.ts',
      '/* ui/b.ts */',
    ])
  })

  it('name files and folders that exist', () => {
    const missing: string[] = []
    for (const file of sourceFiles()) {
      const text = readFileSync(path.join(ROOT, file), 'utf8')
      for (const comment of commentsOf(text)) {
        for (const named of pathsIn(comment)) {
          if (!existsSync(path.join(ROOT, named)) && !isIgnored(named)) missing.push(`${file}: ${named}`)
        }
      }
    }
    expect(missing).toEqual([])
  })
})
