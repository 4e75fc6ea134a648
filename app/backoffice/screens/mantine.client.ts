export { WithMantine } from '../../../ui/backoffice/MantineShell'
