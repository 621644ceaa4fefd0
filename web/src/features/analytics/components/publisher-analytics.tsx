// The publisher's figures on /publisher: a date range and all spots or one, totals with the counting rules
// beside them, a chart of views, clicks and CTR per day, a table per spot, listing usage against capacity and
// the CSV export. A user who publishes nothing yet is shown the way to /earn. Loaded lazily (../index.ts)
// with chart.js.
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { AnalyticsBody, AnalyticsResult } from '@sponsorspot/contract/publisher';
import { LoadingLine } from '../../../components/loading-line';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../config/paths';
import { formatDateRange } from '../../../lib/format';
import { usageMeters, useUsage } from '../../account';
import { useSession, useSponsorUser } from '../../auth';
import { useAnalytics } from '../api/get-analytics';
import { figuresQuery, rangeOf, readFiguresView, type FiguresView } from '../model/figures-view';
import { CsvExportButton } from './csv-export-button';
import { FiguresError, FiguresLoading } from './figures-status';
import { FiguresTable } from './figures-table';
import { FiguresTotals } from './figures-totals';
import { RangePicker } from './range-picker';
import { TrafficChart } from './traffic-chart';

function SpotsTable({ result, chosenId }: { result: AnalyticsResult; chosenId: number | null }) {
  const caption = `Each spot, ${formatDateRange(result.from, result.to)}: the sponsors' decals, and the unsold placeholder's views and clicks apart`;
  return (
    <>
      {/* Shown above the region rather than as the caption, which is as wide as the table: on a phone the
          sentence ran on past the region's edge. The table keeps it as its caption for screen readers. */}
      <p className="text-body-secondary py-2 mb-0" aria-hidden="true">
        {caption}
      </p>
      {/* Six columns scroll sideways on a phone: a labelled region the keyboard can reach and scroll. */}
      <div className="table-responsive" role="region" aria-label="Each spot's figures" tabIndex={0}>
        <FiguresTable
          heading="Spot"
          caption={caption}
          hideCaption
          showPlaceholder
          rows={result.spots.map((spot) => ({
            ...spot,
            key: spot.spotId,
            label: <Link to={paths.order.href(spot.spotId)}>{spotName(spot)}</Link>,
            current: spot.spotId === chosenId,
          }))}
        />
      </div>
    </>
  );
}

const spotName = (spot: { spotId: number; name: string }) => spot.name || `Spot ${spot.spotId}`;

/** All spots or one: "All spots" first, then each of the publisher's spots. */
function SpotPicker({
  spots,
  chosenId,
  onChange,
}: {
  spots: AnalyticsResult['spots'];
  chosenId: number | null;
  onChange: (spotId: number | null) => void;
}) {
  return (
    <Form.Group controlId="figures-spot" style={{ minWidth: 200 }}>
      <Form.Label className="small mb-1">Spot</Form.Label>
      <Form.Select
        value={chosenId === null ? '' : String(chosenId)}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">All spots</option>
        {spots.map((spot) => (
          <option key={spot.spotId} value={spot.spotId}>
            {spotName(spot)}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

function ListingUsage() {
  const usage = useUsage();
  if (usage.isPending) return <LoadingLine>Loading your listing capacity…</LoadingLine>;
  if (!usage.data) return <p role="status">Your listing capacity could not be loaded right now.</p>;
  const listings = usageMeters(usage.data).find((m) => m.label === 'Listings');
  if (!listings) return null;
  return (
    <p className="mb-0">
      Listings: <strong>{listings.text}</strong>
      {listings.full ? (
        <>
          {' '}
          — your plan is full. <Link to={paths.account.href('subscription')}>Add listings</Link>
        </>
      ) : null}
    </p>
  );
}

function WayToEarn() {
  return (
    <EmptyState
      title="You have no spots yet"
      action={
        <Link to={paths.earn.href('start')} className="btn btn-primary">
          Start earning with your site
        </Link>
      }
    >
      List a place on your site, connect payouts and publish it: its views and clicks show here.
    </EmptyState>
  );
}

export default function PublisherAnalytics() {
  const session = useSession();
  const sponsorUser = useSponsorUser();
  const locked = session.isPlanFree;
  // The range and the spot live in the URL: a reload keeps them, the back button returns to the last ones.
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const view = readFiguresView(searchParams);
  // Presets end on the day the screen was opened, so its queries keep one key while it stays open.
  const [openedAt] = useState(() => Date.now());
  const show = (next: FiguresView) => void navigate(paths.publisher.href(figuresQuery(next)));
  // A free plan asks for the default: the last 30 days by the simulator's clock. The screen shows the user's
  // own spots and draws sums per day and per spot, so it asks for no row per spot per day.
  const body: AnalyticsBody = locked
    ? { as: 'publisher', includeItems: false }
    : { as: 'publisher', ...rangeOf(view.choice, openedAt), includeItems: false };
  // All spots: the table per spot and the spot picker; and, when the URL names one of them, that spot's own
  // figures for the totals, the chart and the CSV. A spot that is not the publisher's is never asked about.
  const all = useAnalytics(body);
  const chosen = view.spotId === null ? undefined : all.data?.spots.find((s) => s.spotId === view.spotId);
  const one = useAnalytics({ ...body, spotIds: chosen ? [chosen.spotId] : [] }, { enabled: !!chosen });
  const canExport = session.plan === 'Pro' || session.plan === 'Enterprise';
  const shown = chosen ? one : all;

  const loading = <FiguresLoading />;
  if (sponsorUser.isPending || all.isPending) return loading;
  if (sponsorUser.data && !sponsorUser.data.publisher) return <WayToEarn />;
  if (all.isError) return <FiguresError error={all.error} onRetry={() => void all.refetch()} />;
  if (all.data.spots.length === 0) return <WayToEarn />;
  const result = shown.data;
  // Named from the figures themselves: while another spot loads, the last one's stay named as theirs.
  const coveredSpot = chosen ? result?.spots[0] : undefined;
  const covers = result
    ? `${coveredSpot ? `${spotName(coveredSpot)}, ` : ''}${formatDateRange(result.from, result.to)}`
    : '';

  // The pickers stay while another spot's figures load, so the focus stays where the user left it.
  let figures;
  if (shown.isError) figures = <FiguresError error={shown.error} onRetry={() => void shown.refetch()} />;
  else if (!result) figures = loading;
  else
    figures = (
      <>
        <h2 className="h5">{covers}</h2>
        <FiguresTotals result={result} rulesId="publisher-counting-rules" showPlaceholder />
        <section aria-labelledby="traffic-by-day" className="mb-4">
          <h2 id="traffic-by-day" className="h5">
            Day by day
          </h2>
          <TrafficChart days={result.days} label={covers} />
        </section>
      </>
    );

  return (
    <div aria-busy={all.isFetching || shown.isFetching}>
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-3 mb-3">
        <div className="d-flex flex-wrap align-items-start gap-3">
          <SpotPicker
            spots={all.data.spots}
            chosenId={chosen?.spotId ?? null}
            onChange={(spotId) => show({ ...view, spotId })}
          />
          <RangePicker
            choice={view.choice}
            onChange={(choice) => show({ ...view, choice })}
            locked={locked}
          />
        </div>
        <CsvExportButton result={result} spotId={coveredSpot?.spotId ?? null} allowed={canExport} />
      </div>
      {view.spotId !== null && !chosen ? (
        <p className="alert alert-warning" role="status">
          Spot {view.spotId} is not one of your spots: the figures cover all your spots.
        </p>
      ) : null}
      {figures}
      <section aria-labelledby="traffic-by-spot">
        <h2 id="traffic-by-spot" className="h5">
          By spot
        </h2>
        <ListingUsage />
        <SpotsTable result={all.data} chosenId={chosen?.spotId ?? null} />
      </section>
    </div>
  );
}
