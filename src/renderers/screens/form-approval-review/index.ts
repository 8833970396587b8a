export { FormApprovalReviewScreen } from './FormApprovalReviewScreen';
