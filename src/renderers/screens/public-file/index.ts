export { PublicFileScreen } from './PublicFileScreen';
