export { EntityListScreen } from './EntityListScreen';
