import { stat } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createLocalStorage } from '../../platform/media/storage'
import { seedDemo } from '../../server/seed/demo'
import { useTempDir } from '../../tests/helpers/temp-dir'
import { createTestDatabase, testDatabaseKind, useTestDatabase } from '../../tests/helpers/test-db'
import { checkArchive, createBackup, readManifest, restoreBackup } from './backup.archive'
import { buildSchemaLevel } from './backup.database'
import { dumpTables, hashTree } from './backup.test-support'

describe(`backup and restore (${testDatabaseKind})`, () => {
  const source = useTestDatabase()
  const dir = useTempDir('switchboard-backup-')

  it('round trip: every table and every media file identical', async () => {
    const uploads = path.join(dir.path, 'source', 'uploads')
    const media = createLocalStorage(uploads)
    await seedDemo(source.db, media)
    const file = path.join(dir.path, 'backups', 'one.tar.gz')
    const started = Date.now()
    const result = await createBackup({ database: source.db, media, file })
    const took = Date.now() - started
    expect(result.schema).toEqual(buildSchemaLevel())
    expect(result.database).toBe(testDatabaseKind === 'pglite' ? 'pglite' : 'postgresql')
    expect(result.tables.services).toBeGreaterThan(0)
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect(await readManifest(file)).toMatchObject({ schema: result.schema, tables: result.tables })
    expect(await checkArchive(file)).toEqual({ ok: true, problems: [] })

    const target = await createTestDatabase()
    try {
      const targetUploads = path.join(dir.path, 'target', 'uploads')
      const restored = await restoreBackup({ file, database: target.db, media: targetUploads })
      expect(restored.tables).toEqual(result.tables)
      expect(await dumpTables(target.db)).toEqual(await dumpTables(source.db))
      expect(await hashTree(targetUploads)).toEqual(await hashTree(uploads))
      console.log(`backup ${took} ms, ${result.size} bytes, ${result.files.length} files`)
    } finally {
      await target.destroy()
    }
  })
})
