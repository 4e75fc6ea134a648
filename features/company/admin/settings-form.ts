import { contentReads } from '../../../ui/backoffice/queries'
import { companyContentType } from '../company.content-type'
/** Pure rules of the company settings screen (docs/product.md#company-settings). */
import type { ChangeEvent, ReactNode } from 'react'
import { PASSWORD_MIN_LENGTH } from '../../../platform/auth/password-rules'
import { type CompanyInfo, MAX_HERO_IMAGES } from '../company.types'

export const SETTINGS_MESSAGES = {
  loadFailed: 'Failed to load company settings',
  urlMissing: 'Image uploaded but URL not found in response',
  notSaved: 'Image uploaded but not saved. Please click "Save Settings" to persist changes.',
  autoSaved: 'Settings saved automatically',
  saved: 'Company settings saved successfully',
  heroFallbackSaved: 'Hero images saved successfully',
  saveFailed: (message: string) => `Failed to save company settings: ${message}`,
  fixErrors: 'Please fix the highlighted fields before saving.',
  heroLimit: `Maximum of ${MAX_HERO_IMAGES} hero images allowed`,
  credentialsFailed: 'Failed to update credentials',
  credentialsUpdated: 'Credentials updated successfully',
  noChanges: 'No changes were made to update',
} as const

/** What the Home page screen's saves say (docs/product.md#home-page-screen). */
export const HOME_PAGE_MESSAGES = {
  saved: 'Home page saved',
  autoSaved: 'Home page saved automatically',
} as const

export const CREDENTIAL_MESSAGES = {
  currentRequired: 'Current password is required to change password',
  mismatch: 'New passwords do not match',
  tooShort: `New password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
} as const

/**
 * docs/product.md#figures-tab: hero stats are whole numbers; anything non-numeric becomes 0 (and is then
 * refused as below 1).
 */
export function parseStat(value: string | number): number {
  const number = typeof value === 'number' ? value : Number(value.trim())
  return Number.isFinite(number) && value !== '' ? number : 0
}

/** Adds a hero slide, or says why not (docs/product.md#hero-slides-tab: at most 5). */
export function addHeroImage<T>(
  list: readonly T[],
  slide: T,
): { list: T[]; error: null } | { error: string } {
  if (list.length >= MAX_HERO_IMAGES) return { error: SETTINGS_MESSAGES.heroLimit }
  return { list: [...list, slide], error: null }
}

export type CredentialsForm = {
  name: string
  email: string
  currentPassword: string
  newPassword: string
  confirmPassword: string
}

export type CredentialsPayload = {
  name?: string
  email?: string
  currentPassword?: string
  newPassword?: string
}

/**
 * docs/product.md#admin-user-tab: only changed fields are sent (confirmPassword never is); a new password needs
 * the current one, the confirmation and at least 6 characters. The current password goes along with an e-mail
 * change too, when typed.
 */
export function credentialsUpdate(
  admin: { name: string; email: string },
  form: CredentialsForm,
):
  | { kind: 'errors'; errors: Record<string, string> }
  | { kind: 'unchanged' }
  | { kind: 'update'; payload: CredentialsPayload } {
  const errors: Record<string, string> = {}
  const name = form.name.trim()
  const email = form.email.trim()
  if (!name) errors.name = CREDENTIAL_MESSAGES.nameRequired
  if (!email) errors.email = CREDENTIAL_MESSAGES.emailRequired
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = CREDENTIAL_MESSAGES.emailInvalid
  if (form.newPassword || form.confirmPassword) {
    if (!form.currentPassword) errors.currentPassword = CREDENTIAL_MESSAGES.currentRequired
    if (form.newPassword.length < PASSWORD_MIN_LENGTH) errors.newPassword = CREDENTIAL_MESSAGES.tooShort
    if (form.newPassword !== form.confirmPassword) errors.confirmPassword = CREDENTIAL_MESSAGES.mismatch
  }
  if (Object.keys(errors).length > 0) return { kind: 'errors', errors }

  const payload: CredentialsPayload = {}
  if (name !== admin.name) payload.name = name
  if (email.toLowerCase() !== admin.email.toLowerCase()) payload.email = email
  if (form.newPassword) payload.newPassword = form.newPassword
  if (Object.keys(payload).length === 0) return { kind: 'unchanged' }
  if (form.currentPassword) payload.currentPassword = form.currentPassword
  return { kind: 'update', payload }
}

/** Which field of the Admin User tab a server message is about, so it shows under that field. */
export function credentialsErrorField(message: string): keyof CredentialsForm | null {
  const text = message.toLowerCase()
  if (text.includes('current password')) return 'currentPassword'
  if (text.includes('new password')) return 'newPassword'
  if (text.includes('password')) return 'currentPassword'
  if (text.includes('email') || text.includes('e-mail')) return 'email'
  return null
}

/** A zod issue path as the key of the settings form's error map: 'socialMedia.facebook', 'faq.0.question'. */
export function errorKey(path: readonly PropertyKey[]): string {
  return path.map(String).join('.')
}

/** The settings form's state: the company object without its read-only fields. */
export type Draft = Omit<CompanyInfo, '_id' | 'updatedAt'>
export type SettingsErrors = Record<string, string>

export type SettingsTabProps = {
  draft: Draft
  errors: SettingsErrors
  /** Changes part of the draft; the error of each changed path is cleared. */
  update: (patch: Partial<Draft>, clear?: string[]) => void
  save: () => Promise<void>
  /** After an image upload: save at once (docs/product.md#company-settings), or say the upload is not saved yet. */
  autoSave: (next: Draft, options?: { hero?: boolean }) => Promise<void>
  isSaving: boolean
  uploadFailure: (error: unknown, fallback: string) => string
  /**
   * The company's draft on the website-content tabs (docs/product.md#drafts): its notice (while there is one) and
   * Save as draft; none on the other tabs.
   */
  serverDraft?: { notice: ReactNode; saveDraftButton: ReactNode; hasDraft: boolean }
}

/** The company's fields a draft holds (PUT /company/info/draft), each with the words the notice uses for it. */
const DRAFT_PARTS = { heroImages: 'the hero images', heroStats: 'the figures', faq: 'the FAQ' } as const
type DraftPart = keyof typeof DRAFT_PARTS

/**
 * docs/product.md#drafts: the company has one draft, edited on the Hero Images and FAQ tabs. On one of them the
 * notice says what else the draft changes, which Publish puts live too ('It also changes the FAQ: Publish puts
 * both live.'); null when it holds only the tab's own part.
 */
export function otherPartsNote(fields: Record<string, unknown>, own: DraftPart): string | null {
  const others = (Object.keys(DRAFT_PARTS) as DraftPart[]).filter((key) => key !== own && key in fields)
  if (others.length === 0) return null
  const words = others.map((key) => DRAFT_PARTS[key])
  const list = words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
  return `It also changes ${list}: Publish puts all of it live.`
}

/** The company's settings in the query cache, named after the content type. */
export const COMPANY = contentReads(companyContentType)

/** The settings edited item by item: the FAQ and the hero slides. */
type ListSetting = 'faq' | 'heroImages'
type TextKey<Item> = { [K in keyof Item]: Item[K] extends string ? K : never }[keyof Item] & string

/**
 * The text fields of a list setting's items: each one's value, its change (which clears the errors of what
 * changed) and its error (the key '<list>.<index>.<field>', as errorKey makes it).
 */
export function itemFields<L extends ListSetting>(
  list: L,
  { draft, errors, update }: Pick<SettingsTabProps, 'draft' | 'errors' | 'update'>,
) {
  type Item = Draft[L][number]
  const items: Item[] = draft[list]
  const set = (index: number, patch: Partial<Item>) =>
    update(
      { [list]: items.map((item, i) => (i === index ? { ...item, ...patch } : item)) },
      Object.keys(patch).map((key) => `${list}.${index}.${key}`),
    )
  return (index: number, key: TextKey<Item>) => ({
    value: items[index]![key] as string,
    // An input's change event, or the value itself (RichTextField).
    onChange: (change: ChangeEvent<HTMLInputElement | HTMLTextAreaElement> | string) =>
      set(index, {
        [key]: typeof change === 'string' ? change : change.currentTarget.value,
      } as Partial<Item>),
    error: errors[`${list}.${index}.${key}`],
  })
}
