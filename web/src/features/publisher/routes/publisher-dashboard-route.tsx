// /publisher: how the publisher's spots perform (views, clicks, CTR over a range, day by day and per spot),
// the decals waiting for their approval (components/review-queue-section.tsx), what they earn and the payouts of it (components/earnings-section.tsx), with the links to manage them. The
// figures load with their chart (features/analytics), only here.
import { Suspense } from 'react';
import { LoadingLine } from '../../../components/loading-line';
import { LinkCards } from '../../../components/link-cards';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { PublisherAnalytics } from '../../analytics';
import { EarningsSection } from '../components/earnings-section';
import { ReviewQueueSection } from '../components/review-queue-section';

export function Component() {
  return (
    <Page
      title="Publisher dashboard"
      lead="Views, clicks and click-through rate of your spots, day by day, and what they earn."
    >
      <ReviewQueueSection />
      <Suspense fallback={<LoadingLine>Loading your figures…</LoadingLine>}>
        <PublisherAnalytics />
      </Suspense>
      <EarningsSection />
      <LinkCards
        label="Related pages"
        links={[
          {
            to: paths.publisherSpots.href(),
            title: 'Your spots',
            description: 'Create, edit, publish and disable your spots; get their embed snippet.',
          },
          {
            to: paths.earn.href('connect'),
            title: 'Payouts',
            description: 'Connect or check the account your earnings go to.',
          },
          {
            to: paths.account.href('subscription'),
            title: 'Plan and capacity',
            description: 'See how many listings your plan allows, date ranges and CSV export.',
          },
        ]}
      />
    </Page>
  );
}
