// The sponsor's figures on /sponsor: the views, clicks and CTR of their decals (POST spot/analytics as a
// sponsor) over a date range kept in the URL, totals with the counting rules beside them, a chart per day
// with its table, a table per spot (each opening its order page's analytics tab) and the CSV export. Loaded
// lazily (../index.ts) with chart.js.
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { AnalyticsBody } from '@sponsorspot/contract/publisher';
import { paths } from '../../../config/paths';
import { formatDateRange } from '../../../lib/format';
import { useSession } from '../../auth';
import { useAnalytics } from '../api/get-analytics';
import { figuresQuery, rangeOf, readFiguresView, type RangeChoice } from '../model/figures-view';
import { CsvExportButton } from './csv-export-button';
import { FiguresError, FiguresLoading } from './figures-status';
import { FiguresTable } from './figures-table';
import { FiguresTotals } from './figures-totals';
import { RangePicker } from './range-picker';
import { TrafficChart } from './traffic-chart';

export default function SponsorAnalytics() {
  const session = useSession();
  const locked = session.isPlanFree;
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // The range lives in the URL (?range= or ?from=&to=, as on /publisher); a spot there is not read here.
  const { choice } = readFiguresView(searchParams);
  // Presets end on the day the screen was opened, so its queries keep one key while it stays open.
  const [openedAt] = useState(() => Date.now());
  const show = (next: RangeChoice) =>
    void navigate(paths.sponsor.href(figuresQuery({ choice: next, spotId: null })), {
      preventScrollReset: true,
    });
  // A free plan asks for the default: the last 30 days by the simulator's clock.
  const body: AnalyticsBody = locked
    ? { as: 'sponsor', includeItems: false }
    : { as: 'sponsor', ...rangeOf(choice, openedAt), includeItems: false };
  const figures = useAnalytics(body);
  const canExport = session.plan === 'Pro' || session.plan === 'Enterprise';
  const result = figures.data;

  let shown;
  if (figures.isError) shown = <FiguresError error={figures.error} onRetry={() => void figures.refetch()} />;
  else if (!result) shown = <FiguresLoading />;
  else {
    const covers = formatDateRange(result.from, result.to);
    shown = (
      <>
        <h3 className="h6" data-testid="sponsor-figures-range">
          {covers}
        </h3>
        <FiguresTotals result={result} rulesId="sponsor-counting-rules" />
        <h3 className="h6">Day by day</h3>
        <div className="mb-4">
          <TrafficChart days={result.days} label={covers} />
        </div>
        {result.spots.length === 0 ? (
          <p className="text-body-secondary">None of your decals ran in this range.</p>
        ) : (
          <div className="table-responsive">
            <FiguresTable
              heading="Spot"
              caption={`Each spot, ${covers}`}
              testId="sponsor-figures-by-spot"
              rows={result.spots.map((spot) => ({
                ...spot,
                key: spot.spotId,
                label: (
                  <Link to={paths.order.href(spot.spotId, 'analytics')}>
                    {spot.name || `Spot ${spot.spotId}`}
                  </Link>
                ),
              }))}
            />
          </div>
        )}
      </>
    );
  }

  return (
    <div aria-busy={figures.isFetching}>
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-3 mb-3">
        <RangePicker choice={choice} onChange={show} locked={locked} />
        <CsvExportButton result={result} allowed={canExport} />
      </div>
      {shown}
    </div>
  );
}
