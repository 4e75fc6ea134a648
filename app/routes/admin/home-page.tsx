import { HomePageScreen } from '../../backoffice/screens/home-page.client'
import { backOfficeMeta } from '../../backoffice/meta'

export const meta = backOfficeMeta('Home page')

export default function AdminHomePage() {
  return <HomePageScreen />
}
