export { EntityViewScreen } from './EntityViewScreen';
