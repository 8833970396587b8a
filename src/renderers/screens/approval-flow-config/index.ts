export { ApprovalFlowConfigScreen } from './ApprovalFlowConfigScreen';
