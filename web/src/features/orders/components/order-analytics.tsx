// The analytics tab: the views, clicks and CTR of the caller's decal on this spot while it runs there (POST
// spot/analytics as a sponsor, the last 30 days), day by day: from its first run, never the placeholder's
// nor another sponsor's. Visitors are told who sees the figures.
import type { SpotContent } from '@sponsorspot/contract/sponsor';
import { Link } from 'react-router-dom';
import { LoadingLine } from '../../../components/loading-line';
import { EmptyState } from '../../../components/empty-state';
import { LoadFailed } from '../../../components/load-failed';
import { paths } from '../../../config/paths';
import { formatCount, formatDateRange, formatPercent } from '../../../lib/format';
import { dayRows, FiguresTable, useAnalytics } from '../../analytics';
import { contentStateOf } from '../model/order';

export function OrderAnalytics({
  spotId,
  loggedIn,
  content,
}: {
  spotId: number;
  loggedIn: boolean;
  /** The caller's content on the spot: undefined while it loads, null when none. */
  content: SpotContent | null | undefined;
}) {
  // The figures are the sponsor's only while their content runs on the spot (404 otherwise).
  const running = content ? contentStateOf(content) === 'active' : false;
  const figures = useAnalytics({ spotIds: [spotId], as: 'sponsor' }, { enabled: loggedIn && running });
  if (!loggedIn)
    return (
      <EmptyState
        title="Figures are for this spot's sponsor"
        action={
          <Link className="btn btn-primary" to={paths.login.href(paths.order.href(spotId, 'analytics'))}>
            Log in
          </Link>
        }
      >
        The sponsor whose decal runs here sees its daily views, clicks and click-through rate.
      </EmptyState>
    );
  if (content !== undefined && !running)
    return (
      <EmptyState title="No figures for you here yet">
        Your views, clicks and click-through rate on this spot show here while your decal runs on it.
      </EmptyState>
    );
  if (figures.isPending) return <LoadingLine>Loading the figures…</LoadingLine>;
  if (figures.isError)
    return (
      <LoadFailed
        title="The figures could not be loaded"
        error={figures.error}
        onRetry={() => void figures.refetch()}
      />
    );
  const data = figures.data;
  const days = data.days.filter((day) => day.views > 0 || day.clicks > 0);
  return (
    <section aria-labelledby="order-figures">
      <h2 id="order-figures" className="h5">
        Your figures, {formatDateRange(data.from, data.to)}
      </h2>
      <p data-testid="order-totals">
        {formatCount(data.totalViews, 'view')}, {formatCount(data.totalClicks, 'click')},{' '}
        {formatPercent(data.averageCTR)} click-through rate
      </p>
      <p className="small text-body-secondary" data-testid="order-figures-rule">
        Only your decal&apos;s views and clicks, from the moment it first ran: the &ldquo;Sponsor this
        spot&rdquo; placeholder&apos;s and other sponsors&apos; are not in them.
      </p>
      {days.length === 0 ? (
        <p className="text-body-secondary">No views or clicks of your decal on this spot in this range.</p>
      ) : (
        <div className="table-responsive">
          <FiguresTable
            heading="Day"
            rows={dayRows(days)}
            caption="Daily views, clicks and CTR"
            hideCaption
            compact
          />
        </div>
      )}
    </section>
  );
}
