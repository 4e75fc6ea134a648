import { TrashPage } from '../../backoffice/screens/trash.client'
import { backOfficeMeta } from '../../backoffice/meta'

export const meta = backOfficeMeta('Trash')

export default function AdminTrash() {
  return <TrashPage />
}
