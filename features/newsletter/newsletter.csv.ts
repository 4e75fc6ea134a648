/**
 * CSV for spreadsheets (RFC 4180: CRLF line ends; a field with a comma, quote or line break is quoted, its
 * quotes doubled). A value a spreadsheet would read as a formula (starting with =, +, -, @, tab or carriage
 * return) gets a leading single quote, so that opening the export never runs anything (OWASP "CSV injection").
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export function toCsv(header: string[], rows: string[][]): string {
  return [header, ...rows].map((fields) => `${fields.map(csvField).join(',')}\r\n`).join('')
}
