export { ClientPortalScreen } from './ClientPortalScreen';
