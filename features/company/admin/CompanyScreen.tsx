import { Anchor, Group, Loader, Paper, Tabs, VisuallyHidden } from '@mantine/core'
import { type ComponentType, useState } from 'react'
import { useSearchParams } from 'react-router'
import { ACCESS, type Access, allows } from '../../../platform/auth/access'
import { useAuth, useSessionRetry } from '../../../ui/backoffice/AuthProvider'
import { UnsavedCopyOffer, useLeaveGuard } from '../../../ui/backoffice/components/LeaveGuard'
import { copyKey } from '../../../ui/backoffice/unsaved-copies'
import { useUnsavedCopy } from '../../../ui/backoffice/useUnsavedCopy'
import { ApiError, isInvalidUploadResponse } from '../../../ui/backoffice/api-client'
import { LoadError } from '../../../ui/backoffice/components/LoadError'
import { PageHeader } from '../../../ui/backoffice/components/PageHeader'
import { errorMessage, notify } from '../../../ui/backoffice/notify'
import { useApi, useApiObject, useInvalidate } from '../../../ui/backoffice/queries'
import { CompanyContentInputSchema, CompanyInfoInputSchema } from '../company.schema'
import type { CompanyInfo } from '../company.types'
import { DRAFT_MESSAGES } from '../../drafts/admin/draft-text'
import { useServerDraft } from '../../drafts/admin/useServerDraft'
import {
  type Draft,
  errorKey,
  otherPartsNote,
  type SettingsErrors,
  type SettingsTabProps,
  SETTINGS_MESSAGES,
  COMPANY,
} from './settings-form'
import { HistoryButton } from '../../history/admin/HistoryDrawer'
import { seoInput, seoValues } from '../../editing/admin/SeoFields'
import { companyContentType } from '../company.content-type'
import { ExternalIcon } from '../../../ui/backoffice/components/icons'
import { ScrollingTabsList } from '../../../ui/backoffice/components/ScrollingTabs'

/** A tab of a company screen (Settings, Home page), with the roles that may open it. */
export type CompanyTab = {
  value: string
  label: string
  access: Access
  /** A form over the company record: its part of the record's one draft, saved together. */
  form?: ComponentType<SettingsTabProps>
  /** A panel of its own, drawn with the company record (the e-mail settings). */
  panel?: ComponentType<{ company: CompanyInfo }>
  /** A panel that needs no company record (the person's own sign-in). */
  alone?: ComponentType
  /** Where the public home page shows what the tab edits: its 'See it on the site' link (docs/product.md#home-page-screen). */
  anchor?: string
}

/** What a company screen's saves say. */
export type CompanyMessages = { saved: string; autoSaved: string }

/** What PUT /company/info takes: the whole company object (read-only fields left out), in this order. */
const INPUT_FIELDS = [
  'name',
  'description',
  'email',
  'phone',
  'address',
  'socialMedia',
  'heroImages',
  'heroStats',
  'logo',
  'faq',
  'coordinates',
  'seo',
] as const satisfies readonly (keyof Draft)[]

function inputOf(draft: Draft) {
  const input = Object.fromEntries(INPUT_FIELDS.map((key) => [key, draft[key]])) as Pick<
    Draft,
    (typeof INPUT_FIELDS)[number]
  >
  // The search fields left empty are not sent: they stay the page's own.
  return { ...input, seo: seoInput(seoValues(draft.seo)) }
}

/**
 * docs/product.md#drafts: the website content a tab edits that the company's draft may hold. The figures (heroStats)
 * are edited on the General Settings tab, which saves live; a draft may still hold them (PUT …/draft).
 */
const DRAFT_TABS = { hero: 'heroImages', faq: 'faq' } as const
type DraftKey = (typeof DRAFT_TABS)[keyof typeof DRAFT_TABS]
type DraftValues = Partial<Pick<Draft, DraftKey>>

function draftKeyOf(tab: string): DraftKey | null {
  return tab === 'hero' || tab === 'faq' ? DRAFT_TABS[tab] : null
}

/** The first message for each field path ('socialMedia.facebook', 'faq.0.answer'). */
export function validateDraft(draft: Draft): SettingsErrors | null {
  const result = CompanyInfoInputSchema.safeParse(inputOf(draft))
  if (result.success) return null
  const errors: SettingsErrors = {}
  for (const issue of result.error.issues) errors[errorKey(issue.path)] ??= issue.message
  return errors
}

/**
 * A screen of tabs over the company record (docs/product.md#company-settings, docs/product.md#home-page-screen):
 * each person sees the tabs their role allows; `?tab=` opens one.
 */
export function CompanyScreen({
  title,
  description,
  tabs: allTabs,
  messages,
}: {
  title: string
  description: string
  tabs: readonly CompanyTab[]
  messages: CompanyMessages
}) {
  const company = useApiObject<CompanyInfo>(COMPANY.queryKey, COMPANY.path)
  const [params, setParams] = useSearchParams()
  const { admin } = useAuth()
  const tabs = allTabs.filter((t) => allows(t.access, admin?.role))
  const current = tabs.find((t) => t.value === params.get('tab')) ?? tabs[0]!

  return (
    <>
      <PageHeader title={title} description={description}>
        {/* The record's history (docs/product.md#history): its contact data is for admins only. */}
        {allows(ACCESS.settings, admin?.role) ? (
          <HistoryButton type={companyContentType} itemId={null} />
        ) : null}
      </PageHeader>
      <Tabs
        value={current.value}
        onChange={(value) =>
          setParams(value && value !== tabs[0]!.value ? { tab: value } : {}, { replace: true })
        }
        keepMounted={false}
        variant="outline"
        radius="md"
      >
        <ScrollingTabsList>
          {tabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </ScrollingTabsList>
        <Paper
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'xl' }}
          style={{ borderTopLeftRadius: 0, borderTopRightRadius: 0, borderTop: 0 }}
        >
          {current.anchor ? <SiteLink anchor={current.anchor} /> : null}
          {current.alone ? (
            <current.alone />
          ) : company.isPending ? (
            <Group justify="center" py="xl">
              <Loader aria-label="Loading company settings" />
            </Group>
          ) : company.isError || !company.data ? (
            <LoadError
              message={SETTINGS_MESSAGES.loadFailed}
              onRetry={() => company.refetch()}
              isRetrying={company.isFetching}
            />
          ) : current.panel ? (
            <current.panel company={company.data} />
          ) : current.form ? (
            <CompanyTabs
              key={company.data.updatedAt ?? 'defaults'}
              company={company.data}
              tab={current.value}
              form={current.form}
              messages={messages}
            />
          ) : null}
        </Paper>
      </Tabs>
    </>
  )
}

/** Opens the public home page at the part a tab edits, in a new tab. */
function SiteLink({ anchor }: { anchor: string }) {
  return (
    <Group justify="flex-end" mb="sm">
      <Anchor href={`/#${anchor}`} target="_blank" rel="noopener" size="sm" fw={500}>
        <Group component="span" gap={4} wrap="nowrap">
          See it on the site
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          <ExternalIcon size={14} />
        </Group>
      </Anchor>
    </Group>
  )
}

function CompanyTabs({
  company,
  tab,
  form: Tab,
  messages,
}: {
  company: CompanyInfo
  tab: string
  form: ComponentType<SettingsTabProps>
  messages: CompanyMessages
}) {
  const api = useApi()
  const { admin } = useAuth()
  const invalidate = useInvalidate()
  // What the website shows (this is drawn afresh after each save).
  const [live] = useState<Draft>(() => {
    const { _id: _id, updatedAt: _updatedAt, ...rest } = company
    return rest
  })
  // What the record holds, or the company's draft for the content it holds: the tabs are edited while they differ.
  const [saved, setSaved] = useState<Draft>(live)
  const [draft, setDraft] = useState<Draft>(saved)
  const [errors, setErrors] = useState<SettingsErrors>({})
  const [isSaving, setSaving] = useState(false)
  const { personId, retryAfterSignIn } = useSessionRetry()
  // docs/product.md#autosave: the tabs share one unsaved copy of the record, kept per person, offered back on return.
  const autosave = useUnsavedCopy({
    key: personId ? copyKey(personId, 'company-settings', company._id) : null,
    values: draft,
    savedValues: saved,
    onRestore: setDraft,
  })
  // docs/product.md#leave-guards: another screen, a reload or closing the tab asks first (a tab here does not).
  useLeaveGuard(autosave.isDirty, autosave.discard)

  // docs/product.md#drafts: the company's one draft, of its website content; the Hero Images and FAQ tabs each edit
  // their part of it (the other tabs save live).
  const draftPart = draftKeyOf(tab)
  const tabValues: DraftValues = draftPart ? { [draftPart]: draft[draftPart] } : {}
  const serverDraft = useServerDraft<DraftValues, DraftValues>({
    type: 'company',
    path: COMPANY.path,
    itemId: company._id || null,
    form: {
      values: tabValues,
      isSaving,
      isDirty: !!draftPart && JSON.stringify(draft[draftPart]) !== JSON.stringify(saved[draftPart]),
      checked: () => {
        const result = CompanyContentInputSchema.safeParse(tabValues)
        if (result.success) {
          setErrors({})
          return tabValues
        }
        const found: SettingsErrors = {}
        for (const issue of result.error.issues) found[errorKey(issue.path)] ??= issue.message
        setErrors(found)
        notify.error(SETTINGS_MESSAGES.fixErrors)
        return null
      },
      // A save of one tab's part leaves the other's as it is; a load or a discard gives both.
      markSaved: (values) => {
        setDraft((current) => ({ ...current, ...values }))
        setSaved((current) => ({ ...current, ...values }))
      },
    },
    body: (data) => data,
    fromFields: (fields) => ({
      heroImages: (fields.heroImages as Draft['heroImages'] | undefined) ?? live.heroImages,
      faq: (fields.faq as Draft['faq'] | undefined) ?? live.faq,
    }),
    liveValues: { heroImages: live.heroImages, faq: live.faq },
    keys: [COMPANY.queryKey],
    shared: true,
    note: (fields) => (draftPart ? otherPartsNote(fields, draftPart) : null),
  })

  /**
   * What a live save sends: the draft's content is not the website's yet, so what the draft holds goes as the
   * website has it, but for the part this save publishes (the tab's own).
   */
  function liveInput(next: Draft, publishing: DraftKey | null): Draft {
    const held = serverDraft.fields ?? {}
    const sent = { ...next }
    for (const key of Object.values(DRAFT_TABS)) {
      if (key !== publishing && key in held) Object.assign(sent, { [key]: live[key] })
    }
    return sent
  }

  function update(patch: Partial<Draft>, clear: string[] = []) {
    setDraft((current) => ({ ...current, ...patch }))
    if (clear.length > 0)
      setErrors((current) => {
        const next = { ...current }
        for (const key of Object.keys(next))
          if (clear.some((prefix) => key.startsWith(prefix))) delete next[key]
        return next
      })
  }

  /**
   * Saves live. From a content tab it publishes that tab's part: the draft keeps only the rest (gone when nothing
   * is left: true then).
   */
  async function put(next: Draft, publishing: DraftKey | null = null): Promise<boolean> {
    const input = liveInput(next, publishing)
    // Editors save the website content of the record only; the contact data is not theirs to change. Refused for
    // an expired session, it is sent again once the person has signed in in the session dialog.
    await retryAfterSignIn(() =>
      allows(ACCESS.settings, admin?.role)
        ? api.put('/company/info', inputOf(input))
        : api.put('/company/content', {
            heroImages: input.heroImages,
            heroStats: input.heroStats,
            faq: input.faq,
            seo: seoInput(seoValues(input.seo)),
          }),
    )
    autosave.clear()
    const discarded = publishing ? await serverDraft.afterSave([publishing]) : false
    await invalidate(COMPANY.queryKey)
    return discarded
  }

  /**
   * 'Save Settings' / 'Save Hero Settings'; the hero tab falls back to PUT /company/hero-images
   * (docs/product.md#company-settings).
   */
  async function save(options: { hero?: boolean } = {}) {
    const invalid = validateDraft(draft)
    if (invalid) {
      setErrors(invalid)
      notify.error(SETTINGS_MESSAGES.fixErrors)
      return
    }
    setErrors({})
    setSaving(true)
    try {
      // The tab showed its part of the draft: what went live is it, so that part leaves the draft
      // (docs/product.md#drafts).
      const discarded = await put(draft, draftKeyOf(tab))
      notify.success(discarded ? DRAFT_MESSAGES.savedAndDiscarded : messages.saved)
    } catch (error) {
      if (options.hero && (await saveHeroFallback(draft))) return
      notify.error(SETTINGS_MESSAGES.saveFailed(errorMessage(error, 'Unknown error')))
    } finally {
      setSaving(false)
    }
  }

  async function saveHeroFallback(next: Draft): Promise<boolean> {
    try {
      await api.put('/company/hero-images', { companyId: company._id, heroImages: next.heroImages })
      await invalidate(COMPANY.queryKey)
      notify.success(SETTINGS_MESSAGES.heroFallbackSaved)
      return true
    } catch {
      return false
    }
  }

  async function autoSave(next: Draft, options: { hero?: boolean } = {}) {
    setDraft(next)
    // While the company has a draft, the content tabs edit it: an uploaded hero image goes into the draft.
    if (options.hero && serverDraft.hasDraft) {
      try {
        await serverDraft.putDraft({ heroImages: next.heroImages }, { heroImages: next.heroImages })
        notify.success(DRAFT_MESSAGES.saved)
      } catch {
        notify.warning(SETTINGS_MESSAGES.notSaved)
      }
      return
    }
    setSaving(true)
    try {
      await put(next)
      notify.success(messages.autoSaved)
    } catch {
      if (options.hero && (await saveHeroFallback(next))) return
      notify.warning(SETTINGS_MESSAGES.notSaved)
    } finally {
      setSaving(false)
    }
  }

  function uploadFailure(error: unknown, fallback: string) {
    if (isInvalidUploadResponse(error)) return SETTINGS_MESSAGES.urlMissing
    return error instanceof ApiError ? error.message : fallback
  }

  const props: SettingsTabProps = {
    draft,
    errors,
    update,
    save: () => save({ hero: tab === 'hero' }),
    autoSave,
    isSaving,
    uploadFailure,
    serverDraft: draftPart
      ? {
          notice: serverDraft.notice,
          saveDraftButton: serverDraft.saveDraftButton,
          hasDraft: serverDraft.hasDraft,
        }
      : undefined,
  }
  return (
    <>
      <UnsavedCopyOffer offer={autosave.offer} onRestore={autosave.restore} onDiscard={autosave.dismiss} />
      <Tab {...props} />
    </>
  )
}
