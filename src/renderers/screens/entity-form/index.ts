export { EntityFormScreen } from './EntityFormScreen';
