import { AsyncLocalStorage } from 'node:async_hooks'
import type { Database } from './database'

type Scope = {
  tx: Database
  /** Cleared when the transaction has ended: work that outlives it falls back to the database itself. */
  open: boolean
  afterCommit: (() => unknown)[]
}

const scopes = new AsyncLocalStorage<Scope>()

/**
 * The database as the services see it: inside a unit of work ({@link inTransaction}) every query runs in its
 * transaction, so a request's writes and its audit entry commit or roll back together (docs/decisions/0014);
 * outside one, the database itself. A service's own `transaction()` becomes a savepoint of the unit of work.
 */
export function scopedDatabase(db: Database): Database {
  return new Proxy(db, {
    get(target, property) {
      const scope = scopes.getStore()
      const base = scope?.open ? scope.tx : target
      const value: unknown = Reflect.get(base, property)
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(base) : value
    },
  })
}

/**
 * Runs `work` in one transaction that every query of the scoped database joins. What must wait for the commit
 * ({@link afterCommit}: page caches forgetting, the outbox waking, files released) runs once it has committed, and
 * not at all when it rolls back. Nested units of work join the outer one.
 */
export async function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  const outer = scopes.getStore()
  if (outer?.open) return work(outer.tx)
  let scope: Scope | undefined
  try {
    const result = await db.transaction(async (tx) => {
      scope = { tx: tx as unknown as Database, open: true, afterCommit: [] }
      return scopes.run(scope, () => work(scope!.tx))
    })
    scope!.open = false
    for (const task of scope!.afterCommit) await task()
    return result
  } finally {
    if (scope) scope.open = false
  }
}

/** Runs `task` once the current unit of work has committed (at once outside one; never if it rolls back). */
export function afterCommit(task: () => unknown): void {
  if (!deferUntilCommit(task)) void task()
}

/**
 * Queues `task` for after the current unit of work's commit and answers true; answers false outside one (the
 * caller runs it itself, and may await it). Never await a queued task inside the unit of work: it waits for the end.
 */
export function deferUntilCommit(task: () => unknown): boolean {
  const scope = scopes.getStore()
  if (!scope?.open) return false
  scope.afterCommit.push(task)
  return true
}

/**
 * The unit of work the caller runs in, as an opaque key (undefined outside one): for what is gathered over a unit
 * of work and done once after its commit (platform/content-changes.ts).
 */
export function currentUnitOfWork(): object | undefined {
  const scope = scopes.getStore()
  return scope?.open ? scope : undefined
}
