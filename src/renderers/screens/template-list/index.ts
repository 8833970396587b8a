export { TemplateListScreen } from './TemplateListScreen';
