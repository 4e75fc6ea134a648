/** Cuts text to `max` characters and adds an ellipsis when it was longer (SPEC §2 service cards: 100). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text
}
