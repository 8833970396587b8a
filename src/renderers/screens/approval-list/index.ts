export { ApprovalListScreen } from './ApprovalListScreen';
