import { AccountPage, CredentialsTab } from '../../backoffice/screens/account.client'

export function meta() {
  return [{ title: 'Account | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function AdminAccount() {
  return <AccountPage credentials={<CredentialsTab />} />
}
