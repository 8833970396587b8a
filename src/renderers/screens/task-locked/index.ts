export { TaskLockedScreen } from './TaskLockedScreen';
