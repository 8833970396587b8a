export { TeamMapScreen } from './TeamMapScreen';
