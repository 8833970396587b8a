export { EntityMap } from './EntityMap';
