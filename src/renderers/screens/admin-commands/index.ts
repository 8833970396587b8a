export { AdminCommandsScreen } from './AdminCommandsScreen';
