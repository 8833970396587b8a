export { FormApprovalListScreen } from './FormApprovalListScreen';
