/**
 * Cuts text to `max` characters and adds an ellipsis when it was longer (100 on service cards:
 * docs/product.md#services-section).
 */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text
}

/**
 * A whole number with en-US thousands separators (1500 → "1,500"), as `toLocaleString('en-US')` gives, without
 * Intl: the first Intl call of a page loads ICU data, which cost ~50 ms of the home page's hydration.
 */
export function groupThousands(value: number): string {
  return (value < 0 ? '-' : '') + groupDigits(String(Math.trunc(Math.abs(value))))
}

/** A string of digits with a comma every three from the right ("1234567" → "1,234,567"). */
export function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}
