import slugifyText from '@sindresorhus/slugify'
import { z } from 'zod'

/**
 * Readable addresses (docs/product.md#addresses): the last segment of `/service/power-distribution-substations`.
 * Made from a title on the server and, as a live preview, in the back-office's forms: one function for both.
 */

/** The longest slug: long enough for any title's gist, short enough for a link someone reads. */
export const SLUG_MAX = 80

/** Lowercase letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const SLUG_INVALID_MESSAGE =
  'Use lowercase letters, digits and single hyphens between words (for example power-distribution)'

// Accents are folded to their letter (ü → u, as the migration that gave existing items their slugs does), not
// spelled out the German way (ue), which the library does by default.
const FOLDED: [string, string][] = [
  ['ä', 'a'],
  ['ö', 'o'],
  ['ü', 'u'],
  ['Ä', 'A'],
  ['Ö', 'O'],
  ['Ü', 'U'],
]

/** A title's slug: accents folded, `&` as "and", words joined by hyphens, at most SLUG_MAX characters; '' when none. */
export function slugify(title: string): string {
  const slug = slugifyText(title, { customReplacements: FOLDED })
  if (slug.length <= SLUG_MAX) return slug
  // Cut between words where there is a word boundary to cut at.
  const cut = slug.slice(0, SLUG_MAX)
  return slug[SLUG_MAX] === '-' ? cut : cut.replace(/-[^-]*$/, '') || cut
}

/** `base`, or `base-2`, `base-3`, … : the first `taken` does not hold, kept within SLUG_MAX. */
export function firstFreeSlug(base: string, taken: (slug: string) => boolean): string {
  if (!taken(base)) return base
  for (let n = 2; ; n++) {
    const suffix = `-${n}`
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`
    if (!taken(candidate)) return candidate
  }
}

/** The slug field of an edit form and the API: what a person types, trimmed and lowercased before it is checked. */
export const slugField = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'The address cannot be empty')
  .max(SLUG_MAX, `The address must be at most ${SLUG_MAX} characters`)
  .regex(SLUG_PATTERN, SLUG_INVALID_MESSAGE)

/**
 * The two fields an edit form of a type with readable addresses adds (docs/product.md#addresses): the slug (none: a
 * new item's is made from its title, an existing item keeps its own), and the confirmation that takes back an
 * address another page still redirects from.
 */
export const addressInputFields = {
  slug: slugField.optional(),
  reclaimSlug: z.boolean({ error: 'reclaimSlug must be true or false' }).optional(),
}
