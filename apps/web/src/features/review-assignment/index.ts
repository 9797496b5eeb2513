export { ReviewAssignmentPanel } from './components/review-assignment-panel';
