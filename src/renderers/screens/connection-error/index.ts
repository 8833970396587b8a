export { ConnectionErrorScreen } from './ConnectionErrorScreen';
