// The reserve steps as one form, resumed from the server's content each time: the decal (upload with
// progress, preview beside the spot's size, replace, remove), the link and title, the terms, the AI check
// with each reason at its field (re-run after an edit), then pay and reserve. A hold shows its countdown:
// the caller's own, or another sponsor's that keeps the spot from them until it ends. After an upload, a
// check and a payment focus goes to what they gave: the decal's size, the check's verdict, the reservation.
import { EntityStatus, ErrorCode } from '@sponsorspot/contract/constants';
import type { Spot, SpotContent } from '@sponsorspot/contract/sponsor';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useReserveCost } from '../hooks/use-reserve-cost';
import { HoldAlert } from './hold-alert';
import { ChangeForm } from './change-form';
import { CheckStep } from './check-step';
import { DecalStep } from './decal-step';
import { FlightStep } from './flight-step';
import { LinkStep } from './link-step';
import { RESERVE_COST_ID, ReserveCost } from './reserve-cost';
import { PaidSummary } from './paid-summary';
import { useFocusResult } from '../../../hooks/use-focus-result';
import { toApiError } from '../../../lib/errors';
import { CheckoutDialog, UpgradeButton } from '../../plans';
import { spotStateOf } from '../../spots';
import { useReserve } from '../api/reserve';
import { useRefreshHold } from '../hooks/use-refresh-hold';
import { useShownCheck } from '../hooks/use-shown-check';
import { useUpdateContent } from '../api/update-content';
import { type FlightChoice, firstChoice, hasFreeDays, othersBookings, planFlight } from '../model/flight';
import { awaitsApproval, isBookedAhead } from '../model/review';
import {
  NOT_RESERVABLE_TEXT,
  contentStateOf,
  isHeldByOther,
  isHeldForMe,
  isPriced,
  reasonsByField,
  refusalText,
  reserveBlockers,
  spotCheckoutChoice,
  spotTermsOf,
} from '../model/order';

export function ReserveForm({
  spot,
  content: stored,
  onHoldEnded,
}: {
  spot: Spot;
  content: SpotContent | null;
  /** A hold shown here ran out: the content and the spot are read again. */
  onHoldEnded: () => void;
}) {
  // An ended reservation is history: a new one starts from nothing.
  const content = stored && contentStateOf(stored) !== 'ended' ? stored : null;
  const terms = spotTermsOf(spot);
  const update = useUpdateContent();
  const reserve = useReserve();
  const refreshHold = useRefreshHold(spot.id);
  const [result, setResult] = useShownCheck(content);
  const [paying, setPaying] = useState(false);
  const [reservedRef, focusReserved] = useFocusResult();

  const [agreed, setAgreed] = useState(content?.hasAgreedToTerms ?? false);
  // The box follows its stored value when that changes (a save, another tab, a resume).
  const storedAgreed = content?.hasAgreedToTerms ?? false;
  const [seenAgreed, setSeenAgreed] = useState(storedAgreed);
  if (seenAgreed !== storedAgreed) {
    setSeenAgreed(storedAgreed);
    setAgreed(storedAgreed);
  }

  const state = content ? contentStateOf(content) : 'draft';
  const reasons = reasonsByField(result?.reasons ?? []);

  // The dates (model/flight.ts): the spot's other flights leave which starts and lengths free.
  const [nowMs] = useState(Date.now);
  const bookings = othersBookings(spot, content);
  const [flightChoice, setFlightChoice] = useState<FlightChoice>(() => firstChoice(bookings, nowMs));
  const flight = planFlight(flightChoice, bookings, nowMs);

  const reserveNow = () => {
    if (content) reserve.mutate({ id: content.id, flight: flight.request }, { onSettled: focusReserved });
  };

  const refusal = reserve.isError ? toApiError(reserve.error) : null;
  const blockers = [...reserveBlockers(content), ...(flight.problem ? ['free dates'] : [])];
  const heldByOther = spotStateOf(spot.snapshot) === 'available' && isHeldByOther(spot, content);
  const cost = useReserveCost(spot, flight);

  // Taken now by another sponsor: it may still be booked ahead, for days after their flight ends.
  if (!content && spotStateOf(spot.snapshot) !== 'available' && !hasFreeDays(bookings, nowMs))
    return (
      <p className="alert alert-info" role="status">
        Another sponsor holds this spot, so it cannot be reserved now. Open spots are marked Available in the
        marketplace.
      </p>
    );

  // Booked ahead (approved or not), or paid and waiting for the publisher's approval: nothing is left to
  // pay and no hold runs out.
  if (content && (awaitsApproval(content) || isBookedAhead(content, nowMs)))
    return <PaidSummary content={content} statusRef={reservedRef} />;

  // Live: the reservation's outcome (focus lands on it after a payment), then its decal and link to change.
  if (state === 'active' && content)
    return <ChangeForm spot={spot} content={content} statusRef={reservedRef} />;

  // No spot is free: one without a valid monthly price cannot be paid for or reserved (409 spot_not_priced).
  if (!isPriced(terms))
    return (
      <p className="alert alert-warning" role="status" data-testid="not-reservable">
        {NOT_RESERVABLE_TEXT}
      </p>
    );

  // Paid already (a reserve that was refused after the payment): reserving needs no second payment.
  const paid = content?.subscription?.status === EntityStatus.Active;
  const choice = content ? spotCheckoutChoice(spot, content.id) : null;

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} aria-labelledby="reserve-title">
      <h2 id="reserve-title" className="h5 mb-3">
        Reserve this spot
      </h2>
      {isHeldForMe(content) ? (
        <HoldAlert holder="you" until={content.heldUntil} onExpired={onHoldEnded} />
      ) : heldByOther ? (
        <HoldAlert holder="another sponsor" until={spot.heldUntil as string} onExpired={onHoldEnded} />
      ) : null}

      <DecalStep legend="1. Decal" spot={spot} content={content} reasons={reasons.decal} />
      <LinkStep legend="2. Link" spotId={spot.id} content={content} reasons={reasons} />

      <fieldset className="mb-4">
        <legend className="h6">3. Terms</legend>
        <div className="form-check">
          <input
            id="terms"
            type="checkbox"
            className="form-check-input"
            checked={agreed}
            // The link and terms save one after another (the update's scope): the box stays usable while a
            // field's save is on its way, so a Space pressed on it right after leaving the title is not lost.
            onChange={(event) => {
              const value = event.target.checked;
              setAgreed(value);
              update.mutate(
                { id: content?.id, spotId: spot.id, hasAgreedToTerms: value },
                { onError: () => setAgreed(storedAgreed) },
              );
            }}
          />
          <label className="form-check-label" htmlFor="terms">
            I agree to the sponsorship terms: my decal and link are mine to use, lawful and not misleading,
            and the publisher may end the sponsorship if they are not.
          </label>
        </div>
      </fieldset>

      <CheckStep spotId={spot.id} content={content} result={result} onResult={setResult} />

      <FlightStep
        legend="5. Dates"
        bookings={bookings}
        choice={flightChoice}
        plan={flight}
        nowMs={nowMs}
        onChange={setFlightChoice}
      />

      <div className="border-top pt-3">
        {cost && !paid ? <ReserveCost cost={cost} /> : null}
        {blockers.length > 0 ? (
          <p className="small text-body-secondary">Before you reserve: {blockers.join(', ')}.</p>
        ) : null}
        {refusal ? (
          <div ref={reservedRef} className="alert alert-danger" role="alert">
            <p className="mb-0">{refusalText(refusal.code) ?? refusal.message}</p>
            {refusal.code === ErrorCode.planLimitReached ? (
              <div className="mt-2">
                <UpgradeButton plan="Pro">Upgrade for more reservations</UpgradeButton>
              </div>
            ) : null}
          </div>
        ) : null}
        <Button
          variant="primary"
          disabled={blockers.length > 0 || reserve.isPending || heldByOther}
          onClick={() => (paid ? reserveNow() : setPaying(true))}
          aria-describedby={cost && !paid ? RESERVE_COST_ID : undefined}
        >
          {paid ? 'Reserve' : (cost?.payLabel ?? 'Pay and reserve')}
        </Button>
      </div>
      {paying && choice ? (
        <CheckoutDialog
          choice={{ ...choice, flight: flight.request, returnPath: window.location.pathname }}
          onClose={() => {
            setPaying(false);
            // Opening the checkout held the spot for this sponsor: the order and the spot say so now.
            refreshHold();
          }}
          onCompleted={() => {
            setPaying(false);
            reserveNow();
          }}
        />
      ) : null}
    </form>
  );
}
