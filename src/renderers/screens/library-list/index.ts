export { LibraryListScreen } from './LibraryListScreen';
