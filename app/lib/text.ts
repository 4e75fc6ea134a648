/** Cuts text to `max` characters and adds an ellipsis when it was longer (SPEC §2 service cards: 100). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text
}

/**
 * A whole number with en-US thousands separators (1500 → "1,500"), as `toLocaleString('en-US')` gives, without
 * Intl: the first Intl call of a page loads ICU data, which cost ~50 ms of the home page's hydration.
 */
export function groupThousands(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)))
  return (value < 0 ? '-' : '') + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}
