export { AdminEmployeeCreateMultipleScreen } from './AdminEmployeeCreateMultipleScreen';
