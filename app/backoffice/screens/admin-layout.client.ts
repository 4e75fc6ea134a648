export { AdminLayout } from '../AdminLayout'
