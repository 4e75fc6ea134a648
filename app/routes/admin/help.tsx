import { HelpPage } from '../../backoffice/screens/help.client'
import { backOfficeMeta } from '../../backoffice/meta'

export const meta = backOfficeMeta('Help')

export default function AdminHelp() {
  return <HelpPage />
}
