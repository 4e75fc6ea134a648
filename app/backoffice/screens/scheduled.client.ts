export { SchedulesPage } from '../../../features/schedules/admin/SchedulesPage'
