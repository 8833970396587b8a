export { CompanyDataScreen } from './CompanyDataScreen';
