/** docs/product.md#dashboard: morning before 12, afternoon before 18, else evening. */
export function greeting(hour: number): string {
  if (hour < 12) return 'Good morning'
  if (hour < 18) return 'Good afternoon'
  return 'Good evening'
}
