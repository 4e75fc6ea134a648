export { HelpPage } from '../guide/GuidePages'
