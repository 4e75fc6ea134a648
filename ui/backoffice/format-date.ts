/** docs/product.md#messages-table: dates as short month, day, year, hour and minute (en-US). */
export function formatMessageDate(value: string | Date): string {
  return new Date(value).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
}
