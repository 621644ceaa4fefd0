// The overview tab: the spot, its publisher, price and size, live, available or held, and the visitor's own
// content on it (when signed in) with the countdown of their hold; on a spot another sponsor reserved,
// "notify me".
import type { Spot, SpotContent } from '@sponsorspot/contract/sponsor';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { displayLocationPath, spotStateOf } from '../../spots';
import {
  NOT_RESERVABLE_TEXT,
  canWatch,
  formatSpotPrice,
  isHeldByOther,
  isHeldForMe,
  isPriced,
  spotTermsOf,
} from '../model/order';
import { contentLabelOf } from '../model/review';
import { HoldCountdown } from './hold-countdown';
import { NotifyMe } from './notify-me';
import { ReviewNote } from './review-note';

const STATE_TEXT = { live: 'Live', available: 'Available', reserved: 'Reserved', held: 'Held' } as const;

export function OrderOverview({
  spot,
  content,
  loggedIn,
  onHoldEnded,
}: {
  spot: Spot;
  content: SpotContent | null | undefined;
  loggedIn: boolean;
  /** A hold shown here ran out: the content and the spot are read again. */
  onHoldEnded: () => void;
}) {
  const terms = spotTermsOf(spot);
  const snapshotState = spotStateOf(spot.snapshot);
  const heldByOther = snapshotState === 'available' && isHeldByOther(spot, content);
  const state = heldByOther ? 'held' : snapshotState;
  return (
    <div className="row g-4">
      <div className="col-md-7">
        <dl className="row mb-0">
          <dt className="col-sm-4">Publisher</dt>
          <dd className="col-sm-8">{spot.publisherName}</dd>
          <dt className="col-sm-4">Status</dt>
          <dd className="col-sm-8" data-testid="spot-state">
            {STATE_TEXT[state]}
          </dd>
          {heldByOther ? (
            <dd className="col-sm-8 offset-sm-4">
              <HeldByOther until={spot.heldUntil as string} onExpired={onHoldEnded} />
            </dd>
          ) : null}
          <dt className="col-sm-4">Price</dt>
          <dd className="col-sm-8" data-testid="spot-price">
            {formatSpotPrice(terms)}
          </dd>
          <dt className="col-sm-4">Size</dt>
          <dd className="col-sm-8">
            {terms.width && terms.height ? `${terms.width} × ${terms.height} px` : 'Any size'}
          </dd>
          <dt className="col-sm-4">Location on the page</dt>
          <dd className="col-sm-8">{displayLocationPath(spot.locationPath)}</dd>
          {spot.description ? (
            <>
              <dt className="col-sm-4">About</dt>
              <dd className="col-sm-8">{spot.description}</dd>
            </>
          ) : null}
        </dl>
      </div>
      <div className="col-md-5">
        <div className="border rounded-3 p-3 bg-body-tertiary">
          <h2 className="h6">Your reservation</h2>
          {!isPriced(terms) && (!loggedIn || content === null) ? (
            // No spot is free: without a valid monthly price nobody can pay for or reserve it yet.
            <p className="small mb-0" role="status" data-testid="not-reservable">
              {NOT_RESERVABLE_TEXT}
            </p>
          ) : !loggedIn ? (
            <>
              <p className="small text-body-secondary">Log in to place your decal on this spot.</p>
              <Link className="btn btn-primary" to={paths.login.href(paths.order.href(spot.id, 'reserve'))}>
                Log in to reserve
              </Link>
            </>
          ) : content === undefined ? (
            <p className="small text-body-secondary mb-0" role="status">
              Loading your reservation…
            </p>
          ) : content === null ? (
            <>
              <p className="small text-body-secondary">You have nothing on this spot yet.</p>
              {state === 'available' || heldByOther ? (
                <Link className="btn btn-primary" to={paths.order.href(spot.id, 'reserve')}>
                  {heldByOther ? 'Prepare your order' : 'Start reserving'}
                </Link>
              ) : null}
            </>
          ) : (
            <>
              <p className="mb-2" data-testid="content-state">
                {contentLabelOf(content)}
              </p>
              <ReviewNote content={content} className="mb-2" />
              {isHeldForMe(content) ? (
                <p className="small mb-2">
                  <HoldCountdown until={content.heldUntil} label="Held for you for" onExpired={onHoldEnded} />
                </p>
              ) : null}
              <Link className="btn btn-outline-primary btn-sm" to={paths.order.href(spot.id, 'reserve')}>
                Open the reservation
              </Link>
            </>
          )}
        </div>
        {canWatch(spot, content) ? (
          <div className="border rounded-3 p-3 mt-3">
            <h2 className="h6">Reserved by another sponsor</h2>
            <NotifyMe spotId={spot.id} loggedIn={loggedIn} />
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** Another sponsor's checkout holds the spot: what that means for the caller, and until when. */
function HeldByOther({ until, onExpired }: { until: string; onExpired: () => void }) {
  return (
    <p className="small mb-2" data-testid="held-by-other">
      Another sponsor is paying for this spot, so nobody else can pay for or reserve it until their hold ends
      (<HoldCountdown until={until} label="in" onExpired={onExpired} />
      ). If they do not complete, it is open again.
    </p>
  );
}
