export { TaskStateChip } from './TaskStateChip';
