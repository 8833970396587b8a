export { PlannedScreen } from './PlannedScreen';
