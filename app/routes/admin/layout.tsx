import { AdminLayout } from '../../backoffice/screens/admin-layout.client'
import { WithMantine } from '../../backoffice/screens/mantine.client'

export function meta() {
  return [{ title: 'Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function Admin() {
  return (
    <WithMantine>
      <AdminLayout />
    </WithMantine>
  )
}
