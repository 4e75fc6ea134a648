import { OutboxPage } from '../../backoffice/screens/outbox.client'
import { backOfficeMeta } from '../../backoffice/meta'

export const meta = backOfficeMeta('Outbox')

export default function AdminOutbox() {
  return <OutboxPage />
}
