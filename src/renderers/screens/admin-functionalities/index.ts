export { AdminFunctionalitiesScreen } from './AdminFunctionalitiesScreen';
