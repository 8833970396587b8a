export { InviteAcceptScreen } from './InviteAcceptScreen';
