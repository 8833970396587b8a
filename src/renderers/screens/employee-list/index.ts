export { EmployeeListScreen } from './EmployeeListScreen';
