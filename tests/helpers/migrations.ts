import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect } from 'vitest'
import { migrationsDir } from '../../platform/paths'

type Journal = { entries: { idx: number; tag: string }[] }

/** A copy of the migrations folder that stops before the migration tagged `before`. */
export async function historyUpTo(before: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'switchboard-migrations-'))
  await cp(migrationsDir, folder, { recursive: true })
  const journalPath = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as Journal
  const stop = journal.entries.findIndex((entry) => entry.tag.startsWith(before))
  expect(stop).toBeGreaterThan(0)
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, stop) }))
  return folder
}
