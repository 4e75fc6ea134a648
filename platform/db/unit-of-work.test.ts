import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../../tests/helpers/test-db'
import { loginFailures } from './tables'
import { afterCommit, inTransaction, scopedDatabase } from './unit-of-work'

describe(`a unit of work on ${testDatabaseKind}`, () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(async () => {
    await database.destroy()
  })
  const rows = (key: string) => database.db.select().from(loginFailures).where(eq(loginFailures.key, key))

  it('makes the scoped database join it; what waits for the commit runs after it', async () => {
    const scoped = scopedDatabase(database.db)
    const order: string[] = []
    await inTransaction(database.db, async () => {
      await scoped.insert(loginFailures).values({ key: 'uow:commit' })
      // A service's own transaction becomes a savepoint of the unit of work.
      await scoped.transaction(async (tx) => {
        await tx.insert(loginFailures).values({ key: 'uow:commit' })
      })
      afterCommit(() => order.push('after commit'))
      order.push('work done')
    })
    expect(order).toEqual(['work done', 'after commit'])
    expect(await rows('uow:commit')).toHaveLength(2)
  })

  it('rolls back every write of the scoped database, and runs nothing that waited for the commit', async () => {
    const scoped = scopedDatabase(database.db)
    let ran = false
    await expect(
      inTransaction(database.db, async () => {
        await scoped.insert(loginFailures).values({ key: 'uow:rollback' })
        afterCommit(() => {
          ran = true
        })
        throw new Error('the write fails')
      }),
    ).rejects.toThrow('the write fails')
    expect(await rows('uow:rollback')).toEqual([])
    expect(ran).toBe(false)
  })

  it('outside a unit of work, uses the database and runs after-commit work at once', async () => {
    const scoped = scopedDatabase(database.db)
    let ran = false
    afterCommit(() => {
      ran = true
    })
    expect(ran).toBe(true)
    await scoped.insert(loginFailures).values({ key: 'uow:outside' })
    expect(await rows('uow:outside')).toHaveLength(1)
  })
})
