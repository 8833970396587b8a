export { LibraryFormScreen } from './LibraryFormScreen';
