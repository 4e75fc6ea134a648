import type { MediaField } from './content-types'
import type { ContentChanges } from './content-changes'
import type { Database } from './db/database'
import { AppError } from './errors'
import { isUuid } from './fields'

type Timestamped = { id: string; createdAt: Date; updatedAt: Date }

/**
 * A row as the API shows it: `id` as `_id`, the timestamps as ISO strings, the other columns as they are (in their
 * order), `extra` (renamed or converted columns) before the timestamps.
 */
export function toRecord<Row extends Timestamped, Extra extends object = object>(row: Row, extra?: Extra) {
  const { id, createdAt, updatedAt, ...columns } = row
  return {
    _id: id,
    ...columns,
    ...(extra as Extra),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  }
}

/** Removes files nothing references any more (features/media's releaser). */
export type ReleaseMedia = (urls: Iterable<string | null | undefined>) => Promise<void>

export type RecordDeps = { db: Database; changes: ContentChanges; releaseMedia: ReleaseMedia }

/** What recordWrites needs of a table (see tableRows). */
type Rows<Row, NewRow> = {
  find(db: Database, id: string): Promise<Row | undefined>
  insert(db: Database, values: NewRow): Promise<Row>
  update(db: Database, id: string, values: Partial<NewRow>): Promise<Row | undefined>
  remove(db: Database, id: string): Promise<Row | undefined>
}

/** The columns of a row that hold a media URL (or null). */
type MediaColumn<Row> = { [K in keyof Row]: Row[K] extends string | null ? K : never }[keyof Row]

/** 'main_image_url' → 'mainImageUrl': a column's key in a Drizzle row (the tables are stored in snake_case). */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S
const camel = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())

/** What recordWrites takes of a content type's declaration, or of one of its parts (platform/content-types.ts). */
type Declared = { name?: string; area?: string; media: readonly MediaField[] }

/** The row keys of a declaration's text media columns (those of JSON columns are the service's to release). */
type MediaKeys<D extends Declared> = Camel<Exclude<D['media'][number], { key: string }>['column']>

export type RecordWritesOptions<Row, D extends Declared> = {
  /**
   * The content it is (a type or a part): its area, which the page cache forgets on every write, and its media
   * columns, whose files are released when the row goes or the column gets another URL.
   */
  content: D
  /** The 404 message for an id with no row. */
  notFound: string
} & (MediaKeys<D> extends MediaColumn<Row> ? unknown : { notMediaColumnsOfTheRow: MediaKeys<D> })

/**
 * The reads and writes every content entity does alike: a row by id or 404, and create / update / delete that
 * announce the change to the page cache and release the media files no longer used.
 */
export function recordWrites<Row extends { id: string }, NewRow, const D extends Declared>(
  { db, changes, releaseMedia }: RecordDeps,
  rows: Rows<Row, NewRow>,
  { content, notFound }: RecordWritesOptions<Row, D>,
) {
  const area = content.area ?? content.name
  if (!area) throw new Error('A content declaration names its area')
  const media = content.media
    .filter((field) => !('key' in field))
    .map((field) => camel(field.column) as MediaColumn<Row>)
  const missing = () => AppError.notFound(notFound)
  const urls = (row: Row, columns: MediaColumn<Row>[]) =>
    columns.map((column) => row[column] as string | null)

  return {
    /** The row with this id; 404 for an id that cannot exist, one with no row, or one `visible` rejects. */
    async load(id: string, visible: (row: Row) => boolean = () => true): Promise<Row> {
      const row = isUuid(id) ? await rows.find(db, id) : undefined
      if (!row || !visible(row)) throw missing()
      return row
    },

    async create(values: NewRow): Promise<Row> {
      const row = await rows.insert(db, values)
      changes.changed(area)
      return row
    },

    /** Writes `values` over the row `before` (undefined ones stay); 404 when the row has gone meanwhile. */
    async update(before: Row, values: Partial<NewRow>): Promise<Row> {
      const row = await rows.update(db, before.id, values)
      if (!row) throw missing()
      changes.changed(area)
      const replaced = media.filter((column) => {
        const value = values[column as unknown as keyof NewRow]
        return value !== undefined && value !== before[column]
      })
      if (replaced.length > 0) await releaseMedia(urls(before, replaced))
      return row
    },

    /** Deletes the row (404 when there is none), then releases its media. */
    async remove(id: string): Promise<void> {
      const row = isUuid(id) ? await rows.remove(db, id) : undefined
      if (!row) throw missing()
      changes.changed(area)
      await releaseMedia(urls(row, media))
    },
  }
}

/** Whether to list only the active rows, only the inactive ones, or (undefined) all of them. */
export type ActiveFilter = { isActive?: boolean }

/**
 * The reads of a table whose rows an administrator can hide (an isActive column): visitors get the active rows,
 * and a row by id only while it is active; administrators get every row, or only the active or inactive ones.
 * `listRows` gives the rows in the list's order; `load` is recordWrites' load.
 */
export function activeRecordReads<Row extends { isActive: boolean }, Item>(
  db: Database,
  load: (id: string, visible: (row: Row) => boolean) => Promise<Row>,
  listRows: (db: Database, filter: ActiveFilter) => Promise<Row[]>,
  toItem: (row: Row) => Item,
) {
  return {
    /** What visitors see: the active rows. */
    async listActive(): Promise<Item[]> {
      return (await listRows(db, { isActive: true })).map(toItem)
    },

    /** Every row (administrators), optionally only the active or the inactive ones. */
    async list(filter: ActiveFilter = {}): Promise<Item[]> {
      return (await listRows(db, filter)).map(toItem)
    },

    /** The row with this id; an inactive one only with includeInactive (administrators). */
    async get(id: string, options: { includeInactive: boolean }): Promise<Item> {
      return toItem(await load(id, (row) => options.includeInactive || row.isActive))
    },
  }
}
