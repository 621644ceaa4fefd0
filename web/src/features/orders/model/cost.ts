// What reserving a spot costs, in words, before paying (docs/sponsors.md "Holding, paying for and reserving a
// spot"): what is charged now, what renews when, and how to stop. Pure: the time and the day's format are
// passed in.
import { periodEnd } from '@sponsorspot/contract/plans';
import { SPOT_PRODUCT, reservationLine } from '@sponsorspot/contract/reservation-rules';
import type { Spot } from '@sponsorspot/contract/sponsor';
import { flightEnd } from '@sponsorspot/contract/flight-rules';
import { formatCount, formatMoney } from '../../../lib/format';
import { isPriced, spotTermsOf } from './order';

export interface ReserveCost {
  /** The checkout's line item, as the invoices name it: "Blog sidebar on Spoke & Chain, monthly". */
  line: string;
  /** "$59" */
  price: string;
  /** "Charged now: $59." */
  now: string;
  /** "Then $59 every month from Dec 27, 2026, until you unreserve." */
  renews: string;
  /** How to stop, and what stopping does. */
  stop: string;
  /** The button that opens checkout: "Pay $59 and reserve". */
  payLabel: string;
}

/** "$59", or "$59.50" when there are cents. */
export const formatAmount = (amount: number, currency: string, locale?: string): string =>
  formatMoney(amount, currency, { locale });

/**
 * Unreserving is a fair end (the simulator's unreserve; docs/sponsors.md "Ending an order"): the spot's own
 * subscription stops renewing and the decal keeps running to the end of the month already paid, then comes
 * off and the spot is freed; nothing more is billed.
 */
export const STOP_TEXT =
  'Unreserve any time on this spot’s Billing tab or in Sponsored spots: your decal keeps running to the end of the month already paid, then comes off, and nothing more is billed.';

/**
 * If the publisher rejects the first decal, or the sponsor unreserves before the publisher decides, the
 * reservation ends and every invoice of its own is refunded.
 */
export const APPROVAL_REFUND_TEXT =
  'If the publisher does not approve your decal, or you unreserve before they decide, you are refunded in full.';

/** What paying for the spot now means; null for a spot without a valid price (it cannot be paid for). */
export function reserveCost(
  spot: Pick<Spot, 'name' | 'publisherName' | 'productJson' | 'requiresApproval'>,
  nowMs: number,
  formatDay: (iso: string) => string,
  flight: { start: number; ahead: boolean; months: number | null } = {
    start: nowMs,
    ahead: false,
    months: null,
  },
): ReserveCost | null {
  const terms = spotTermsOf(spot);
  if (!isPriced(terms)) return null;
  const price = formatAmount(terms.price, terms.currency);
  const start = new Date(flight.start);
  const renewsOn = periodEnd(start, SPOT_PRODUCT.interval).toISOString();
  const endsOn =
    flight.months === null ? null : new Date(flightEnd(flight.start, flight.months)).toISOString();
  const more = flight.months === null ? 0 : flight.months - 1;
  const renews =
    endsOn === null
      ? `Then ${price} every month from ${formatDay(renewsOn)}, until you unreserve.`
      : more === 0
        ? `It ends on ${formatDay(endsOn)}, and nothing more is billed.`
        : `Then ${price} a month for ${formatCount(more, 'more month')} from ${formatDay(renewsOn)}; it ends on ${formatDay(endsOn)}, and nothing more is billed.`;
  return {
    line: reservationLine(spot),
    price,
    now: flight.ahead
      ? `Charged now: ${price}, for the first month from ${formatDay(start.toISOString())}.`
      : `Charged now: ${price}.`,
    renews,
    stop: spot.requiresApproval ? `${STOP_TEXT} ${APPROVAL_REFUND_TEXT}` : STOP_TEXT,
    payLabel: `Pay ${price} and reserve`,
  };
}
