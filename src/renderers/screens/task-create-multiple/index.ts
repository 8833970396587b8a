export { TaskCreateMultipleScreen } from './TaskCreateMultipleScreen';
