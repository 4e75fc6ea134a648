import { AccountPage, CredentialsTab } from '../../backoffice/screens/account.client'
import { backOfficeMeta } from '../../backoffice/meta'

export const meta = backOfficeMeta('Account')

export default function AdminAccount() {
  return <AccountPage credentials={<CredentialsTab />} />
}
