export { TaskFormScreen } from './TaskFormScreen';
