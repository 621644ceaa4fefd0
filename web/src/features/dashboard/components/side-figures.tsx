// The figures of each side on /dashboard, from the summary, the usage against the plan, the publisher's
// spots (how many are live now) and the last 30 days of analytics (the API's default range).
import type { AnalyticsResult } from '@sponsorspot/contract/publisher';
import type { AccountUsage, UserSummary } from '@sponsorspot/contract/presence-user';
import { SpotStatus, PAGE_SIZE_MAX } from '@sponsorspot/contract/constants';
import { isNotOffered } from '../../../lib/errors';
import { useUsage } from '../../account';
import { useAnalytics } from '../../analytics';
import { liveSpotCountOf, usePublisherSpots } from '../../publisher';
import { capacityText, countText, ctrText } from '../model/figures';
import { FigureGrid, type Figure } from './figure-grid';

/** A query's value for a figure: undefined while loading, null when it failed. */
function valueOf<T>(
  query: { data: T | undefined; isError: boolean },
  read: (data: T) => string,
): string | null | undefined {
  if (query.isError) return null;
  return query.data === undefined ? undefined : read(query.data);
}

function usageDetail(usage: AccountUsage | null | undefined, pick: (usage: AccountUsage) => number | null) {
  return usage ? capacityText(pick(usage)) : null;
}

function trafficFigures(query: { data: AnalyticsResult | undefined; isError: boolean }): Figure[] {
  return [
    {
      key: 'views',
      label: 'Views',
      value: valueOf(query, (r) => countText(r.totalViews)),
      detail: 'last 30 days',
    },
    {
      key: 'clicks',
      label: 'Clicks',
      value: valueOf(query, (r) => countText(r.totalClicks)),
      detail: 'last 30 days',
    },
    {
      key: 'ctr',
      label: 'Click-through rate',
      value: valueOf(query, (r) => ctrText(r.averageCTR)),
      detail: 'last 30 days',
    },
  ];
}

interface SummaryQuery {
  data: UserSummary | undefined;
  isError: boolean;
}

export function PublisherFigures({ summary }: { summary: SummaryQuery }) {
  const usage = useUsage();
  const published = usePublisherSpots({
    status: [SpotStatus.Published],
    pageNumber: 1,
    pageSize: PAGE_SIZE_MAX,
  });
  const traffic = useAnalytics({ as: 'publisher', includeItems: false });
  const figures: Figure[] = [
    {
      key: 'spots',
      label: 'Spots listed',
      value: valueOf(summary, (s) => countText(s.spots)),
      detail: usageDetail(usage.data, (u) => u.listingCapacity),
    },
    // The count of live spots needs the publisher's own list, an extension: left out where not offered.
    ...(isNotOffered(published.error)
      ? []
      : [
          {
            key: 'live',
            label: 'Live now',
            value: valueOf(published, (result) => {
              const { live, complete } = liveSpotCountOf(result);
              return complete ? countText(live) : `${countText(live)}+`;
            }),
            detail: published.data ? `of ${countText(published.data.totalCount)} published` : null,
          },
        ]),
    ...trafficFigures(traffic),
  ];
  return <FigureGrid label="Your spots in figures" figures={figures} />;
}

export function SponsorFigures({ summary }: { summary: SummaryQuery }) {
  const usage = useUsage();
  const traffic = useAnalytics({ as: 'sponsor', includeItems: false });
  const figures: Figure[] = [
    {
      key: 'reservations',
      label: 'Reservations',
      value: valueOf(summary, (s) => countText(s.reservations)),
      detail: usageDetail(usage.data, (u) => u.reservationCapacity),
    },
    ...trafficFigures(traffic),
  ];
  return <FigureGrid label="Your reservations in figures" figures={figures} />;
}
