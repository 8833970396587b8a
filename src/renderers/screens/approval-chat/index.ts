export { ApprovalChatScreen } from './ApprovalChatScreen';
