// The reserve tab's word on a hold: the hold's sentence with its time left, then what it means for the
// reader — their own hold to pay before it ends, or another sponsor's that keeps them from paying now.
import type { HoldHolder } from '@sponsorspot/contract/reservation-rules';
import { HoldCountdown } from '../../../components/hold-countdown';

export function HoldAlert({
  holder,
  until,
  onExpired,
}: {
  holder: Exclude<HoldHolder, 'a sponsor'>;
  until: string;
  onExpired: () => void;
}) {
  const mine = holder === 'you';
  return (
    <div
      className={`alert ${mine ? 'alert-info' : 'alert-warning'}`}
      data-testid={mine ? 'held-for-you' : 'held-by-other'}
    >
      <p className="mb-1 fw-semibold">
        <HoldCountdown until={until} holder={holder} announce onExpired={onExpired} />
      </p>
      <p className="mb-0 small">
        {mine
          ? 'Nobody else can pay for or reserve this spot until then. Complete the payment and reserve before it ends, or the spot is open to everyone again.'
          : 'Another sponsor is paying for this spot: paying or reserving now would be refused as unavailable. You can prepare your decal and link meanwhile; if their hold ends unpaid, the spot is open again.'}
      </p>
    </div>
  );
}
