import { MessagesPage } from '../../backoffice/screens/messages.client'
import { backOfficeMeta } from '../../backoffice/meta'

export const meta = backOfficeMeta('Contact Messages')

export default function AdminMessages() {
  return <MessagesPage />
}
