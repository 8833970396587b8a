export { TemplateFormScreen } from './TemplateFormScreen';
