export { ShareDialog } from './ShareDialog';
