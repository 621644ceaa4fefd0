// The number of decals waiting for the publisher's approval (GET publisher/reviews), beside the navigation's
// links to /publisher; nothing while none waits. Mounted only for a publisher, so nobody else asks.
import { nounFor } from '../../../lib/format';
import { useReviewQueue } from '../api/get-review-queue';

export function ReviewCountBadge() {
  const queue = useReviewQueue();
  const count = queue.data?.reviews.length ?? 0;
  if (count === 0) return null;
  return (
    <span className="badge rounded-pill text-bg-danger ms-1">
      {count}
      <span className="visually-hidden"> {nounFor(count, 'decal')} to review</span>
    </span>
  );
}
