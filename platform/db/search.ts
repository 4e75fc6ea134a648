import { ilike, or, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

/** A LIKE pattern that matches `text` literally anywhere (backslash is PostgreSQL's default LIKE escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

/** Case-insensitive "contains" over several columns, wildcards in the search taken literally. */
export function searchCondition(search: string | undefined, columns: AnyPgColumn[]): SQL | undefined {
  if (!search) return undefined
  const pattern = containsPattern(search)
  return or(...columns.map((column) => ilike(column, pattern)))
}
