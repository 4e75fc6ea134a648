export { formatBytes } from '../../../platform/bytes'

/** "45 s", "12 min", "3 h 5 min", "2 days 4 h". */
export function formatUptime(seconds: number): string {
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours} h ${minutes % 60} min`
  const days = Math.floor(hours / 24)
  return `${days} day${days === 1 ? '' : 's'} ${hours % 24} h`
}
