// /sponsor: the sponsor's active reservations with their decals, what needs their action (a hold running
// out, a payment past due, a failed check, an unfinished order) each linking to the order page tab that
// fixes it, reservation usage against capacity, and their figures over a date range kept in the URL (the
// analytics feature's chart and range picker, loaded with chart.js only here).
import { EntityStatus } from '@sponsorspot/contract/constants';
import { formatTimeLeft, heldSentence } from '@sponsorspot/contract/reservation-rules';
import { Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { LoadingLine } from '../../../components/loading-line';
import { Page } from '../../../components/page';
import { DecalImage } from '../../../components/decal-image';
import { paths } from '../../../config/paths';
import { usageMeters, useUsage } from '../../account';
import { SponsorAnalytics } from '../../analytics';
import { useSession } from '../../auth';
import { UpgradeButton } from '../../plans';
import { useSponsorContents } from '../api/list-contents';
import { ContentsGate } from '../components/contents-status';
import { useNow } from '../../../hooks/use-now';
import { ReviewNote, contentLabelOf } from '../../orders';
import { flightDay } from '../../spots';
import {
  activeContents,
  awaitingApproval,
  bookedAhead,
  needsAction,
  nextPlan,
  type ActionItem,
  type ContentItem,
} from '../model/contents';

/** A decal's words for those who do not see it: where it runs, and its title when it has one. */
const decalAlt = (spotName: string, title: string) =>
  title ? `Your decal on ${spotName}: ${title}` : `Your decal on ${spotName}`;

/** How often the time left of a hold is redrawn. */
const TICK_MS = 15_000;

function ActiveReservations({ items, now }: { items: ContentItem[]; now: number }) {
  const active = activeContents(items, now);
  if (active.length === 0)
    return (
      <p className="text-body-secondary">
        No reservation runs now. <Link to={paths.sponsorSpots.href()}>See all your reservations</Link>.
      </p>
    );
  return (
    <ul className="list-group mb-3" data-testid="active-reservations">
      {active.map(({ spotName, content }) => (
        <li key={content.id} className="list-group-item d-flex align-items-center gap-3">
          <div
            className="flex-shrink-0 rounded border bg-body-tertiary d-flex align-items-center justify-content-center"
            style={{ width: 104, height: 72 }}
          >
            {content.decal ? (
              <DecalImage
                decal={content.decal}
                alt={decalAlt(spotName, content.linkTitle)}
                loading="lazy"
                decoding="async"
                style={{ maxWidth: 96, maxHeight: 64, width: 'auto', height: 'auto' }}
              />
            ) : (
              <span className="small text-body-secondary px-2">No decal</span>
            )}
          </div>
          <div className="min-w-0">
            <Link to={paths.order.href(content.spotId)} className="fw-semibold">
              {spotName}
            </Link>
            <div className="small text-body-secondary text-break">{content.linkUrl || 'No link yet'}</div>
            {content.subscription?.status === EntityStatus.Pending ? (
              <span className="badge text-bg-warning">Payment past due</span>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Reservations booked ahead, soonest first: each links to its order, with its days. */
function BookedAhead({ items, now }: { items: ContentItem[]; now: number }) {
  const booked = bookedAhead(items, now);
  if (booked.length === 0) return null;
  return (
    <section aria-labelledby="booked-title" className="mb-3">
      <h3 id="booked-title" className="h6">
        Booked ahead
      </h3>
      <ul className="list-group" data-testid="booked-reservations">
        {booked.map(({ spotName, content }) => (
          <li key={content.id} className="list-group-item">
            <Link to={paths.order.href(content.spotId, 'reserve')} className="fw-semibold">
              {spotName}
            </Link>
            <div className="small">{contentLabelOf(content, flightDay, now)}</div>
            <ReviewNote content={content} className="mb-0" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Paid reservations the publisher has yet to approve: each links to its order, with the time left. */
function WaitingForApproval({ items, now }: { items: ContentItem[]; now: number }) {
  const waiting = awaitingApproval(items, now);
  if (waiting.length === 0) return null;
  return (
    <section aria-labelledby="waiting-title" className="mb-3">
      <h3 id="waiting-title" className="h6">
        Waiting for approval
      </h3>
      <ul className="list-group" data-testid="waiting-reservations">
        {waiting.map(({ spotName, content }) => (
          <li key={content.id} className="list-group-item">
            <Link to={paths.order.href(content.spotId, 'reserve')} className="fw-semibold">
              {spotName}
            </Link>
            <ReviewNote content={content} className="mb-0" />
          </li>
        ))}
      </ul>
    </section>
  );
}

function NeedsAction({ actions }: { actions: ActionItem[] }) {
  if (actions.length === 0) return <p className="text-body-secondary">Nothing needs your action.</p>;
  return (
    <ul className="list-unstyled mb-0" data-testid="needs-action">
      {actions.map(({ item, kind, tab, why, msLeft }) => (
        <li key={item.content.id} className="border rounded-3 p-2 mb-2" data-kind={kind}>
          <Link to={paths.order.href(item.content.spotId, tab)} className="fw-semibold">
            {item.spotName}
          </Link>
          <div className="small">{why}</div>
          {msLeft !== null ? (
            <div className="small fw-semibold text-warning-emphasis">
              {kind === 'hold' ? heldSentence('you', msLeft) : formatTimeLeft(msLeft)}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function ReservationUsage() {
  const usage = useUsage();
  const session = useSession();
  if (usage.isPending) return <LoadingLine>Loading your capacity…</LoadingLine>;
  if (!usage.data) return <p role="status">Your reservation capacity could not be loaded right now.</p>;
  const meter = usageMeters(usage.data).find((candidate) => candidate.label === 'Reservations');
  if (!meter) return null;
  const upgrade = nextPlan(session.plan);
  return (
    <div data-testid="reservation-usage">
      <p className="mb-1">
        Reservations: <strong>{meter.text}</strong>
      </p>
      {meter.capacity !== null ? (
        <div
          className="progress mb-2"
          role="progressbar"
          aria-label="Reservations used"
          aria-valuenow={meter.used}
          aria-valuemin={0}
          aria-valuemax={meter.capacity}
        >
          <div
            className={`progress-bar ${meter.full ? 'bg-warning' : ''}`}
            style={{ width: `${meter.percent}%` }}
          />
        </div>
      ) : null}
      {meter.full ? (
        <p className="small mb-0">
          Your plan is full: raise it to reserve more.{' '}
          {upgrade ? (
            <UpgradeButton plan={upgrade} variant="outline-primary">
              Upgrade to {upgrade}
            </UpgradeButton>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

function Dashboard({ items }: { items: ContentItem[] }) {
  const now = useNow(TICK_MS);
  const actions = needsAction(items, now);
  const contents = useSponsorContents();
  // When the soonest hold runs out, the simulator releases it: read the contents again then.
  const holdEnds = actions.flatMap((action) => (action.kind === 'hold' ? [now + (action.msLeft ?? 0)] : []));
  const soonestHoldEnd = holdEnds.length > 0 ? Math.min(...holdEnds) : null;
  const { refetch } = contents;
  useEffect(() => {
    if (soonestHoldEnd === null) return;
    const timer = setTimeout(() => void refetch(), Math.max(0, soonestHoldEnd - Date.now()) + 1000);
    return () => clearTimeout(timer);
  }, [soonestHoldEnd, refetch]);

  return (
    <div className="row g-4">
      <section className="col-lg-8" aria-labelledby="active-title">
        <h2 id="active-title" className="h5">
          Active reservations
        </h2>
        <ActiveReservations items={items} now={now} />
        <WaitingForApproval items={items} now={now} />
        <BookedAhead items={items} now={now} />
      </section>
      <div className="col-lg-4">
        <section aria-labelledby="needs-action-title" className="mb-4">
          <h2 id="needs-action-title" className="h5">
            Needs your action
          </h2>
          <NeedsAction actions={actions} />
        </section>
        <section aria-labelledby="capacity-title" className="mb-3">
          <h2 id="capacity-title" className="h5">
            Capacity
          </h2>
          <ReservationUsage />
        </section>
        <Link to={paths.sponsorSpots.href()}>All your reservations</Link>
      </div>
      <section className="col-12" aria-labelledby="figures-title">
        <h2 id="figures-title" className="h5">
          Your figures
        </h2>
        <Suspense fallback={<LoadingLine>Loading your figures…</LoadingLine>}>
          <SponsorAnalytics />
        </Suspense>
      </section>
    </div>
  );
}

export function Component() {
  return (
    <Page title="Sponsor dashboard" lead="Your reservations, how your decals perform and what needs you.">
      <ContentsGate>{(items) => <Dashboard items={items} />}</ContentsGate>
    </Page>
  );
}
