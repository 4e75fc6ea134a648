import { ACCESS } from '../../../platform/auth/access'
import { MailSettingsTab } from '../../mail/admin/MailSettingsTab'
import { CompanyScreen, type CompanyTab } from './CompanyScreen'
import { CredentialsTab } from './CredentialsTab'
import { GeneralTab } from './GeneralTab'
import { SETTINGS_MESSAGES } from './settings-form'
import { SocialTab } from './SocialTab'

/**
 * The tabs, each with the roles that may open it: the company's own data for admins, their own sign-in for everyone
 * who may open the screen. What the home page shows has a screen of its own (HomePageScreen).
 */
export const TABS = [
  { value: 'general', label: 'General Settings', access: ACCESS.settings, form: GeneralTab },
  { value: 'social', label: 'Social Media', access: ACCESS.settings, form: SocialTab },
  {
    value: 'email',
    label: 'E-mail',
    access: ACCESS.settings,
    panel: ({ company }) => <MailSettingsTab companyEmail={company.email} />,
  },
  { value: 'admin', label: 'Admin User', access: ACCESS.signedIn, alone: CredentialsTab },
] as const satisfies readonly CompanyTab[]

/** docs/product.md#company-settings — the company's details, links and map, its e-mail, and your sign-in. */
export function SettingsPage() {
  return (
    <CompanyScreen
      title="Company Settings"
      description="The company’s details, logo, map and links on the website, its e-mail, and your sign-in."
      tabs={TABS}
      messages={{ saved: SETTINGS_MESSAGES.saved, autoSaved: SETTINGS_MESSAGES.autoSaved }}
    />
  )
}
