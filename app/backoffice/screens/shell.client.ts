export { BackofficeShell } from '../../../ui/backoffice/BackofficeShell'
