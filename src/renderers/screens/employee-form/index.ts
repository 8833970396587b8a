export { EmployeeFormScreen } from './EmployeeFormScreen';
