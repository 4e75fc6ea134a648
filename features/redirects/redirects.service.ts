import type { ContentChanges } from '../../platform/content-changes'
import type { Database } from '../../platform/db/database'
import { AppError } from '../../platform/errors'
import { isStorableText, isUuid, UNSTORABLE_TEXT_MESSAGE } from '../../platform/fields'
import { type Pagination, paginationOf } from '../../platform/pagination'
import { type Edge, follow, loopMessage } from './redirect-graph'
import { REDIRECTS_AREA, type RedirectTable } from './redirect-table'
import { readCsv, writeCsv } from './redirects.csv'
import {
  allRedirectEdges,
  allRedirects,
  clearNotFound,
  deleteNotFound,
  deleteNotFoundPaths,
  deleteRedirect,
  findRedirect,
  findRedirectFrom,
  insertRedirect,
  listNotFound,
  lockRedirectWrites,
  listRedirects,
  type NotFoundRow,
  type RedirectRow,
  updateRedirect,
  upsertRedirects,
} from './redirects.repository'
import {
  type AutomaticRedirect,
  checkFromPath,
  type ListedRedirect,
  checkTarget,
  type ImportReport,
  type NotFoundPath,
  type NotFoundQuery,
  type Redirect,
  type RedirectInput,
  type RedirectQuery,
  type RedirectStatus,
  REDIRECT_MESSAGES,
} from './redirects.schema'

/** The status a redirect refused by a rule answers (a loop): the request is well formed, the result is not. */
const REFUSED = 422

const toRedirect = (row: RedirectRow): Redirect => ({
  id: row.id,
  from: row.fromPath,
  to: row.toTarget,
  status: row.status as RedirectStatus,
  note: row.note,
  hits: Number(row.hits),
  lastHitAt: row.lastHitAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

const toNotFound = (row: NotFoundRow): NotFoundPath => ({
  id: row.id,
  path: row.path,
  hits: Number(row.hits),
  lastAt: row.lastAt.toISOString(),
  referrer: row.referrer,
})

const duplicateMessage = (existing: { from: string; to: string }) =>
  `A redirect from ${existing.from} already exists (to ${existing.to})`

const isUniqueViolation = (error: unknown) =>
  [error, (error as { cause?: unknown })?.cause].some((e) => (e as { code?: unknown })?.code === '23505')

/**
 * The redirect manager and the 404 log (docs/product.md#redirects): the rules of a redirect (one per path, no
 * loops), the import and export, and the announcement that rebuilds every server's table.
 */
export function createRedirectService(deps: { db: Database; changes: ContentChanges; table: RedirectTable }) {
  const { db, changes, table } = deps

  /** The edges a write is checked against: the rows as this transaction sees them, and the sources' entries. */
  async function currentEdges(
    rows?: Awaited<ReturnType<typeof allRedirectEdges>>,
  ): Promise<Map<string, Edge>> {
    const edges = table.sourceEdges()
    for (const row of rows ?? (await allRedirectEdges(db)))
      edges.set(row.from, { to: row.to, status: row.status })
    return edges
  }

  /** The automatic redirects (slug changes) whose From, To or item title holds `search`, in any case. */
  async function automaticRedirects(search: string | undefined): Promise<AutomaticRedirect[]> {
    const needle = search?.trim().toLowerCase()
    return (await table.listed())
      .filter(
        (entry) =>
          !needle || [entry.from, entry.to, entry.title].some((text) => text.toLowerCase().includes(needle)),
      )
      .map((entry) => ({ kind: 'automatic', id: `${entry.type}:${entry.from}`, status: 301, ...entry }))
  }

  async function checkRules(input: RedirectInput, id?: string) {
    await lockRedirectWrites(db)
    const existing = await findRedirectFrom(db, input.from)
    if (existing && existing.id !== id) {
      const message = duplicateMessage({ from: existing.fromPath, to: existing.toTarget })
      throw AppError.conflict(message, { from: message })
    }
    const edges = await currentEdges()
    if (id) {
      const before = await findRedirect(db, id)
      if (before && before.fromPath !== input.from) edges.delete(before.fromPath)
    }
    edges.set(input.from, { to: input.to, status: input.status })
    const followed = follow(edges, input.from)
    if (followed?.loop) {
      const message = loopMessage(followed.path)
      throw new AppError(REFUSED, message, { to: message })
    }
  }

  async function written<T>(write: () => Promise<T>, from?: string): Promise<T> {
    try {
      const result = await write()
      changes.changed(REDIRECTS_AREA)
      return result
    } catch (error) {
      // Another write took the path between the check and this one.
      if (isUniqueViolation(error))
        throw AppError.conflict(`A redirect from ${from ?? 'this path'} already exists`)
      throw error
    }
  }

  return {
    /**
     * A page of the redirects of a kind (docs/product.md#redirects-screen): those kept by hand by From, the
     * automatic ones (slug changes, newest first), or both, those by hand first.
     */
    async list(query: RedirectQuery): Promise<{ data: ListedRedirect[]; pagination: Pagination }> {
      const offset = (query.page - 1) * query.limit
      const automatic = query.kind === 'manual' ? [] : await automaticRedirects(query.search)
      if (query.kind === 'automatic') {
        return {
          data: automatic.slice(offset, offset + query.limit),
          pagination: paginationOf(query, automatic.length),
        }
      }
      const { rows, total } = await listRedirects(db, { search: query.search, offset, limit: query.limit })
      const manual: ListedRedirect[] = rows.map((row) => ({ ...toRedirect(row), kind: 'manual' }))
      const from = Math.max(0, offset - total)
      const rest = automatic.slice(from, from + query.limit - manual.length)
      return { data: [...manual, ...rest], pagination: paginationOf(query, total + automatic.length) }
    },

    async get(id: string): Promise<Redirect> {
      const row = isUuid(id) ? await findRedirect(db, id) : undefined
      if (!row) throw AppError.notFound('Redirect not found')
      return toRedirect(row)
    },

    /** Adds a redirect; the path's entry in the 404 log goes (it is answered now). */
    async create(input: RedirectInput): Promise<Redirect> {
      await checkRules(input)
      return written(async () => {
        const row = await insertRedirect(db, {
          fromPath: input.from,
          toTarget: input.to,
          status: input.status,
          note: input.note,
        })
        await deleteNotFoundPaths(db, [input.from])
        return toRedirect(row)
      }, input.from)
    },

    async update(id: string, input: RedirectInput): Promise<Redirect> {
      if (!isUuid(id) || !(await findRedirect(db, id))) throw AppError.notFound('Redirect not found')
      await checkRules(input, id)
      return written(async () => {
        const row = await updateRedirect(db, id, {
          fromPath: input.from,
          toTarget: input.to,
          status: input.status,
          note: input.note,
        })
        if (!row) throw AppError.notFound('Redirect not found')
        await deleteNotFoundPaths(db, [input.from])
        return toRedirect(row)
      }, input.from)
    },

    async remove(id: string): Promise<void> {
      const row = isUuid(id) ? await deleteRedirect(db, id) : undefined
      if (!row) throw AppError.notFound('Redirect not found')
      changes.changed(REDIRECTS_AREA)
    },

    /**
     * What importing this CSV does, line by line (`dryRun`), or does it: every valid line written in one
     * transaction, the refused ones reported and left out. Both compute the same report.
     */
    async import(bytes: Buffer, dryRun: boolean): Promise<ImportReport> {
      const lines = readCsv(bytes)
      if (!dryRun) await lockRedirectWrites(db)
      const rows = await allRedirectEdges(db)
      const existing = new Map(rows.map((row) => [row.from, row]))
      const edges = await currentEdges(rows)
      const report: ImportReport = {
        dryRun,
        added: 0,
        changed: 0,
        unchanged: 0,
        refused: [],
        collapsed: [],
        rows: [],
      }
      const seen = new Map<string, number>()
      const accepted: Array<{
        line: number
        from: string
        to: string
        status: RedirectStatus
        note?: string
      }> = []
      for (const { line, cells } of lines) {
        const refuse = (reason: string) => report.refused.push({ line, reason })
        if (cells.length > 4) {
          refuse('Too many columns: expected from,to,status (and an optional note)')
          continue
        }
        const [fromCell = '', toCell = '', statusCell = '', noteCell] = cells
        const from = checkFromPath(fromCell)
        if (from.error !== undefined) {
          refuse(from.error)
          continue
        }
        const to = checkTarget(toCell)
        if (to.error !== undefined) {
          refuse(to.error)
          continue
        }
        const status = statusCell === '' ? 301 : Number(statusCell)
        if (status !== 301 && status !== 302) {
          refuse(REDIRECT_MESSAGES.status)
          continue
        }
        if (noteCell !== undefined && noteCell.length > 500) {
          refuse('Note must be at most 500 characters')
          continue
        }
        if (noteCell !== undefined && !isStorableText(noteCell)) {
          refuse(`Note: ${UNSTORABLE_TEXT_MESSAGE.toLowerCase()}`)
          continue
        }
        const earlier = seen.get(from.value)
        if (earlier !== undefined) {
          refuse(`Duplicate: line ${earlier} already redirects ${from.value}`)
          continue
        }
        // Each line is checked with the lines accepted before it: one that would close a loop is refused.
        const previous = edges.get(from.value)
        edges.set(from.value, { to: to.value, status })
        const followed = follow(edges, from.value)
        if (followed?.loop) {
          if (previous) edges.set(from.value, previous)
          else edges.delete(from.value)
          refuse(loopMessage(followed.path))
          continue
        }
        seen.set(from.value, line)
        accepted.push({ line, from: from.value, to: to.value, status, note: noteCell })
      }
      const writes: typeof accepted = []
      for (const row of accepted) {
        const before = existing.get(row.from)
        const action = !before
          ? 'add'
          : before.to === row.to &&
              before.status === row.status &&
              (row.note === undefined || row.note === before.note)
            ? 'unchanged'
            : 'change'
        if (action === 'add') report.added++
        else if (action === 'change') report.changed++
        else report.unchanged++
        if (action !== 'unchanged') writes.push(row)
        report.rows.push({ line: row.line, from: row.from, to: row.to, status: row.status, action })
        const served = follow(edges, row.from)
        if (served && !served.loop && served.to !== row.to) {
          report.collapsed.push({ line: row.line, from: row.from, to: served.to })
        }
      }
      if (!dryRun && writes.length) {
        await written(async () => {
          await upsertRedirects(
            db,
            writes.map((row) => ({
              fromPath: row.from,
              toTarget: row.to,
              status: row.status,
              note: row.note,
            })),
          )
          await deleteNotFoundPaths(
            db,
            writes.map((row) => row.from),
          )
        })
      }
      return report
    },

    /** Every redirect as CSV (`from,to,status,note`), safe to open in a spreadsheet. */
    async exportCsv(): Promise<string> {
      const rows = await allRedirects(db)
      return writeCsv(
        rows.map((row) => ({ from: row.fromPath, to: row.toTarget, status: row.status, note: row.note })),
      )
    },

    /** What the table answers for a path (a manual row or a source's entry), for "this address still redirects". */
    find: (path: string) => table.find(path),

    notFound: {
      async list(query: NotFoundQuery) {
        const { rows, total } = await listNotFound(db, {
          search: query.search,
          offset: (query.page - 1) * query.limit,
          limit: query.limit,
        })
        return { data: rows.map(toNotFound), pagination: paginationOf(query, total) }
      },
      async remove(id: string): Promise<void> {
        if (!isUuid(id) || !(await deleteNotFound(db, id)))
          throw AppError.notFound('That path is no longer in the 404 log')
      },
      clear: () => clearNotFound(db),
    },
  }
}

export type RedirectService = ReturnType<typeof createRedirectService>
