export { TaskStateChip } from './TaskStateChip';
export { PublicTaskList } from './PublicTaskList';
