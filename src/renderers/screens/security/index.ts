export { SecurityScreen } from './SecurityScreen';
