// The analytics tab's public part: the spot's daily views, clicks and CTR of the last 90 days (GET
// spot/{id}/traffic), for anyone while its publisher shows them; a clear sentence when they are hidden. They
// are the sponsors' decals' figures; the unsold placeholder's views and clicks are said apart, under them.
// The chart (chart.js) loads only when drawn, with its table alternative.
import { PUBLIC_TRAFFIC_DAYS } from '@sponsorspot/contract/counting';
import { Suspense } from 'react';
import { LoadingLine } from '../../../components/loading-line';
import { LoadFailed } from '../../../components/load-failed';
import { NotOffered } from '../../../components/not-offered';
import { isNotOffered } from '../../../lib/errors';
import { formatCount, formatDateRange, formatPercent } from '../../../lib/format';
import { CountingRules, TrafficChart, placeholderLine } from '../../analytics';
import { useSpotTraffic } from '../api/get-spot-traffic';

export function PublicFigures({ spotId, publisherName }: { spotId: number; publisherName: string }) {
  const traffic = useSpotTraffic(spotId);
  const range = traffic.data ? formatDateRange(traffic.data.from, traffic.data.to) : '';
  return (
    <section aria-labelledby="public-figures" className="mb-5">
      <h2 id="public-figures" className="h5">
        This spot&apos;s traffic, the last {PUBLIC_TRAFFIC_DAYS} days
      </h2>
      {traffic.isPending ? (
        <LoadingLine>Loading the spot&apos;s traffic…</LoadingLine>
      ) : isNotOffered(traffic.error) ? (
        <NotOffered what="A spot's public traffic" />
      ) : traffic.isError ? (
        <LoadFailed
          title="The spot's traffic could not be loaded"
          error={traffic.error}
          onRetry={() => void traffic.refetch()}
        />
      ) : traffic.data === null ? (
        <p className="text-body-secondary" data-testid="public-figures-hidden">
          {publisherName} keeps this spot&apos;s traffic private, so its views and clicks are not shown here.
        </p>
      ) : (
        <div className="row g-4">
          <div className="col-lg-9">
            <p data-testid="public-totals">
              {`${range}: ${formatCount(traffic.data.totalViews, 'view')}, ${formatCount(traffic.data.totalClicks, 'click')}, ${formatPercent(traffic.data.averageCTR)} click-through rate`}
            </p>
            {placeholderLine(traffic.data, 'anyone') ? (
              <p className="small text-body-secondary" data-testid="public-placeholder">
                {placeholderLine(traffic.data, 'anyone')}
              </p>
            ) : null}
            <Suspense fallback={<LoadingLine>Loading the chart…</LoadingLine>}>
              <TrafficChart days={traffic.data.days} label={range} />
            </Suspense>
          </div>
          <div className="col-lg-3">
            <CountingRules id="public-counting-rules" />
          </div>
        </div>
      )}
    </section>
  );
}
