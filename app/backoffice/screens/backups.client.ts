export { BackupsPage } from '../../../features/backups/admin/BackupsPage'
