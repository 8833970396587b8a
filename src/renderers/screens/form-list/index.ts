export { FormListScreen } from './FormListScreen';
