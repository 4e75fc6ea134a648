export { DocumentationPage } from '../guide/GuidePages'
