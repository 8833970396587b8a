export { TaskInProgressScreen } from './TaskInProgressScreen';
