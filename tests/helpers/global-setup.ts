import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../platform/db/database'
import { runMigrations } from '../../platform/db/migrate'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
    postgresTemplate: string
  }
}

/**
 * Migrates one template per database kind, once per run; every test file then clones it (PGlite's cold
 * initialisation costs seconds, a clone from its dump a fraction of that).
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'switchboard-test-'))
  const template = await openDatabase({})
  await runMigrations(template)
  const dump = await template.pglite!.dumpDataDir('none')
  await template.close()
  const templateFile = path.join(dir, 'pglite-template.tar')
  await writeFile(templateFile, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteTemplate', templateFile)

  const serverUrl = process.env.TEST_DATABASE_URL
  let templateName = ''
  if (serverUrl) {
    templateName = `switchboard_template_${process.pid}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`drop database if exists ${templateName}`)
    await admin.query(`create database ${templateName}`)
    await admin.end()
    const handle = await openDatabase({ url: withDatabase(serverUrl, templateName) })
    await runMigrations(handle)
    await handle.close()
  }
  project.provide('postgresTemplate', templateName)

  return async () => {
    await rm(dir, { recursive: true, force: true })
    if (serverUrl && templateName) {
      const admin = new pg.Client({ connectionString: serverUrl })
      await admin.connect()
      await admin.query(`drop database if exists ${templateName} with (force)`)
      await admin.end()
    }
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}
