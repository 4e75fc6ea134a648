// Moving between the databases: an archive made on PGlite restores into PostgreSQL and back, rows and media intact.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../../platform/db/database'
import { createLocalStorage } from '../../platform/media/storage'
import { seedDemo } from '../../server/seed/demo'
import { createAdmin } from '../../tests/helpers/auth'
import { useTempDir } from '../../tests/helpers/temp-dir'
import { createTestDatabase, type TestDatabase } from '../../tests/helpers/test-db'
import { createBackup, restoreBackup } from './backup.archive'
import { dumpTables, hashTree } from './backup.test-support'

describe('PGlite → PostgreSQL → PGlite', () => {
  const dir = useTempDir('switchboard-backup-cross-')
  let pglite: DatabaseHandle
  let postgres: TestDatabase
  let backAgain: DatabaseHandle
  const openPglite = async () =>
    openDatabase({ loadDataDir: new Blob([await readFile(inject('pgliteTemplate'))]) })
  beforeAll(async () => {
    pglite = await openPglite()
    backAgain = await openPglite()
    postgres = await createTestDatabase()
  })
  afterAll(async () => {
    await pglite?.close()
    await backAgain?.close()
    await postgres?.destroy()
  })

  it('every table’s rows and every media file identical at each step', async () => {
    const uploads = path.join(dir.path, 'pglite', 'uploads')
    await seedDemo(pglite.db, createLocalStorage(uploads))
    await createAdmin(pglite.db)
    const original = await dumpTables(pglite.db)
    const media = await hashTree(uploads)

    const fromPglite = await createBackup({
      database: pglite.db,
      media: uploads,
      file: path.join(dir.path, 'a.tar.gz'),
    })
    expect(fromPglite.database).toBe('pglite')
    const pgUploads = path.join(dir.path, 'postgres', 'uploads')
    await restoreBackup({ file: path.join(dir.path, 'a.tar.gz'), database: postgres.db, media: pgUploads })
    expect(await dumpTables(postgres.db)).toEqual(original)
    expect(await hashTree(pgUploads)).toEqual(media)

    const fromPostgres = await createBackup({
      database: postgres.db,
      media: pgUploads,
      file: path.join(dir.path, 'b.tar.gz'),
    })
    expect(fromPostgres.database).toBe('postgresql')
    // The same rows make the same table files, whichever database wrote them.
    expect(fromPostgres.files).toEqual(fromPglite.files)
    const againUploads = path.join(dir.path, 'again', 'uploads')
    await restoreBackup({
      file: path.join(dir.path, 'b.tar.gz'),
      database: backAgain.db,
      media: againUploads,
    })
    expect(await dumpTables(backAgain.db)).toEqual(original)
    expect(await hashTree(againUploads)).toEqual(media)
  }, 60_000)
})
