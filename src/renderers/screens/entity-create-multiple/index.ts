export { EntityCreateMultipleScreen } from './EntityCreateMultipleScreen';
