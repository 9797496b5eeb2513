export { ReviewQueueScreen } from './components/review-queue-screen';
