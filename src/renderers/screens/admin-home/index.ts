export { AdminHomeScreen } from './AdminHomeScreen';
