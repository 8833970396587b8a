export { PlanSubscriptionErrorScreen } from './PlanSubscriptionErrorScreen';
