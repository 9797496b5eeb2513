import { ReviewQueueScreen } from '../../../features/review-queue';

/** /dashboard/reviews: the signed-in elder's or admin's first-round review queue (issue 22.3). */
export default function ReviewsPage() {
  return <ReviewQueueScreen />;
}
