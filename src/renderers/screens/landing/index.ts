export { LandingScreen } from './LandingScreen';
