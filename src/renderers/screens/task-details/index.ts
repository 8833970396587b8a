export { TaskDetailsScreen } from './TaskDetailsScreen';
