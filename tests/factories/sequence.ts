import type { Database } from '../../platform/db/database'

let counter = 0

/** A number unique within this process, for factory defaults that must not collide. */
export function nextSequence(): number {
  counter += 1
  return counter
}

/**
 * A factory for one kind of row: `insert` with the defaults for the next sequence number, which `overrides`
 * replace field by field.
 */
export function factory<Row extends object, Result>(
  insert: (db: Database, row: Row) => Promise<Result>,
  defaults: (n: number) => Partial<Row>,
) {
  return (db: Database, overrides: Partial<Row> = {}) =>
    insert(db, { ...defaults(nextSequence()), ...overrides } as Row)
}
