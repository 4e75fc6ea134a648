export { DashboardPage } from '../DashboardPage'
