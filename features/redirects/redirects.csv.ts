import { CsvError, parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { AppError } from '../../platform/errors'

/** One line of an import as the file has it: its number in the file and its cells. */
export type CsvLine = { line: number; cells: string[] }

/**
 * The lines of an import file (`from,to,status[,note]`, the header optional, a BOM tolerated), numbered as in the
 * file; empty lines are skipped. csv-parse reads quoting as RFC 4180 does (a quoted comma, a doubled quote).
 */
export function readCsv(bytes: Buffer): CsvLine[] {
  let records: Array<{ record: string[]; info: { lines: number } }>
  try {
    records = parse(bytes.toString('utf8'), {
      bom: true,
      info: true,
      // Whatever line endings, even mixed (a file edited on two systems).
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines
      throw AppError.badRequest(`The file is not valid CSV${line ? ` (line ${line})` : ''}: ${error.message}`)
    }
    throw error
  }
  const lines = records.map(({ record, info }) => ({ line: info.lines, cells: record }))
  const first = lines[0]
  if (first && first.cells[0]?.toLowerCase() === 'from' && first.cells[1]?.toLowerCase() === 'to')
    lines.shift()
  return lines
}

/** A cell a spreadsheet would run as a formula is made text (OWASP: CSV injection). */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

/** The export: a header, then one line per redirect. */
export function writeCsv(rows: Array<{ from: string; to: string; status: number; note: string }>): string {
  return stringify(
    rows.map((row) => [safeCell(row.from), safeCell(row.to), String(row.status), safeCell(row.note)]),
    { header: true, columns: ['from', 'to', 'status', 'note'], record_delimiter: '\r\n' },
  )
}
