import { ACCESS } from '../../../platform/auth/access'
import { CompanyScreen, type CompanyTab } from './CompanyScreen'
import { FaqTab } from './FaqTab'
import { HeroTab } from './HeroTab'
import { SearchTab } from './SearchTab'
import { HOME_PAGE_MESSAGES } from './settings-form'
import { StatsTab } from './StatsTab'

/**
 * docs/product.md#home-page-screen: what the home page shows of the company record, each part with a link to where
 * the public page shows it. The hero and its figures are at the top (#home), the FAQ beside the contact form (#faq).
 */
export const HOME_PAGE_TABS = [
  { value: 'hero', label: 'Hero slides', access: ACCESS.content, form: HeroTab, anchor: 'home' },
  { value: 'stats', label: 'Figures', access: ACCESS.content, form: StatsTab, anchor: 'home' },
  { value: 'faq', label: 'FAQ', access: ACCESS.content, form: FaqTab, anchor: 'faq' },
  { value: 'search', label: 'Search and social', access: ACCESS.content, form: SearchTab },
] as const satisfies readonly CompanyTab[]

export function HomePageScreen() {
  return (
    <CompanyScreen
      title="Home page"
      description="The hero slides at the top of the website, the figures over them, the questions beside the contact form, and how search results and shared links show the page."
      tabs={HOME_PAGE_TABS}
      messages={HOME_PAGE_MESSAGES}
    />
  )
}
