export { BareLayout } from './BareLayout';
