export { TaskViewScreen } from './TaskViewScreen';
