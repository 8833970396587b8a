export { TaskListScreen } from './TaskListScreen';
