export { PermissionsScreen } from './PermissionsScreen';
