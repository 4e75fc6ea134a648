import { AdminLayout } from '../../backoffice/screens/admin-layout.client'
import { WithMantine } from '../../backoffice/screens/mantine.client'
import { backOfficeMeta } from '../../backoffice/meta'

export const meta = backOfficeMeta()

export default function Admin() {
  return (
    <WithMantine>
      <AdminLayout />
    </WithMantine>
  )
}
