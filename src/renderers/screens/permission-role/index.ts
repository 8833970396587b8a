export { PermissionRoleScreen } from './PermissionRoleScreen';
