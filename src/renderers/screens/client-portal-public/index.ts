export { ClientPortalPublicScreen } from './ClientPortalPublicScreen';
