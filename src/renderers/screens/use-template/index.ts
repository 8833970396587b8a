export { UseTemplateScreen } from './UseTemplateScreen';
