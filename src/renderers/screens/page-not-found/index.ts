export { PageNotFoundScreen } from './PageNotFoundScreen';
