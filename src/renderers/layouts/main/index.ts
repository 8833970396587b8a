export { MainLayout } from './MainLayout';
