export { FinishedFormScreen } from './FinishedFormScreen';
