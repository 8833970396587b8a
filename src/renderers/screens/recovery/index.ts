export { RecoveryScreen } from './RecoveryScreen';
