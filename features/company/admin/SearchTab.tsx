import { SettingsForm } from '../../../ui/backoffice/components/SettingsForm'
import { pageAddress, SeoFields, seoValues } from '../../editing/admin/SeoFields'
import { HOME_TITLE_SUFFIX } from '../company.types'
import { HERO_UPLOAD_PATH } from './SettingsSection'
import type { SettingsTabProps } from './settings-form'

/**
 * docs/product.md#seo: the home page's search title, search description and social image, each optional (empty:
 * what the page uses today, shown as the placeholder and in the previews); saved live.
 */
export function SearchTab({ draft, errors, update, save, isSaving }: SettingsTabProps) {
  return (
    <SettingsForm save={save} isSaving={isSaving}>
      <SeoFields
        value={seoValues(draft.seo)}
        onChange={(seo) => update({ seo }, ['seo.title', 'seo.description'])}
        own={{
          title: `${draft.name}${HOME_TITLE_SUFFIX}`,
          description: draft.description,
          image: draft.heroImages[0]?.imageUrl || draft.logo.imageUrl || null,
        }}
        address={pageAddress(undefined, '')}
        uploadPath={HERO_UPLOAD_PATH}
        errors={{ title: errors['seo.title'], description: errors['seo.description'] }}
      />
    </SettingsForm>
  )
}
