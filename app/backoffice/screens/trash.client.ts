export { TrashPage } from '../../../features/trash/admin/TrashPage'
