export { FormFillScreen } from './FormFillScreen';
