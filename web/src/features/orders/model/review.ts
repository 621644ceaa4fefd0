// The publisher's review of a sponsor's decal as the sponsor reads it (contract/review-rules.ts): a paid
// reservation on a spot that requires approval waits Pending with no hold (heldUntil null) until the
// publisher approves it, rejects it (refunded in full) or lets AUTO_APPROVE_MS pass (approved automatically).
// Pure: the time is passed in.
import { EntityStatus } from '@sponsorspot/contract/constants';
import type { SpotContent } from '@sponsorspot/contract/sponsor';
import { CONTENT_STATE_LABEL, contentStateOf } from './order';
import { formatCount } from '../../../lib/format';
import { bookedWords } from '../../spots';

type Reviewed = Pick<SpotContent, 'status' | 'heldUntil' | 'review'>;

/**
 * A paid reservation waiting for the publisher's approval: Pending without a checkout hold. Not "held for
 * payment": nothing is left to pay, and no hold runs out.
 */
export function awaitsApproval(content: Pick<SpotContent, 'status' | 'heldUntil'>): boolean {
  return content.status === EntityStatus.Pending && content.heldUntil === null;
}

export const AWAITS_APPROVAL_LABEL = 'Waiting for approval';

/**
 * A reservation booked ahead whose day has not come (contract/flight-rules.ts): paid and reserved (approved
 * or waiting for approval), not on the spot before 00:00 UTC of its start day.
 */
export function isBookedAhead(
  content: Pick<SpotContent, 'status' | 'heldUntil'> & Partial<Pick<SpotContent, 'startsAt'>>,
  nowMs: number,
): content is typeof content & { startsAt: string } {
  if (!content.startsAt || Date.parse(content.startsAt) <= nowMs) return false;
  return content.status === EntityStatus.Active || awaitsApproval(content);
}

/** "Booked from Jan 5, 2027" (and "until Feb 5, 2027" for a fixed flight), in the flight's UTC days. */
export const bookedLabelOf = (content: { startsAt: string } & Partial<Pick<SpotContent, 'endsAt'>>): string =>
  bookedWords(content.startsAt, content.endsAt);

/**
 * The end of an unreserved reservation in words: "Runs until Dec 27" while it runs to the end of its paid
 * period, "Ended Dec 27" once it came off; null when no end is known (it renews, or it never ran).
 */
export function endLabelOf(
  content: Pick<SpotContent, 'status'> & Partial<Pick<SpotContent, 'endsAt'>>,
  formatDay: (iso: string) => string,
): string | null {
  if (!content.endsAt) return null;
  if (content.status === EntityStatus.Active) return `Runs until ${formatDay(content.endsAt)}`;
  if (content.status === EntityStatus.Disabled) return `Ended ${formatDay(content.endsAt)}`;
  return null;
}

/**
 * The content's state in words: "Waiting for approval" for a reservation in review; with the day's format,
 * "Runs until …" or "Ended …" for one unreserved (endLabelOf); else its state's label.
 */
export function contentLabelOf(
  content: Reviewed & Partial<Pick<SpotContent, 'endsAt' | 'startsAt'>>,
  formatDay?: (iso: string) => string,
  nowMs: number = Date.now(),
): string {
  if (formatDay && isBookedAhead(content, nowMs)) return bookedLabelOf(content);
  if (awaitsApproval(content)) return AWAITS_APPROVAL_LABEL;
  return (formatDay && endLabelOf(content, formatDay)) ?? CONTENT_STATE_LABEL[contentStateOf(content)];
}

/**
 * Whether the sponsor may unreserve: a reservation that runs and is not ending already, or one waiting for
 * the publisher's first approval (it ends now, refunded in full).
 */
export function canUnreserve(
  content: Pick<SpotContent, 'status' | 'heldUntil'> &
    Partial<Pick<SpotContent, 'endsAt' | 'startsAt' | 'subscription'>>,
  nowMs: number = Date.now(),
): boolean {
  if (awaitsApproval(content) || isBookedAhead(content, nowMs)) return true;
  // Ending already: its own subscription stops at the period's end. A fixed flight's end is not that.
  const ending = content.subscription?.cancelAtPeriodEnd ?? Boolean(content.endsAt);
  return content.status === EntityStatus.Active && !ending;
}

/**
 * What unreserving did, from the content before and as it answered: "… runs until Dec 27 …", refunded (it
 * waited for the publisher's first approval), or off now; naming the spot where a list of them is shown.
 */
export function unreservedText(
  before: Pick<SpotContent, 'status' | 'heldUntil'> & Partial<Pick<SpotContent, 'startsAt'>>,
  content: Pick<SpotContent, 'status'> & Partial<Pick<SpotContent, 'endsAt'>>,
  formatDay: (iso: string) => string,
  spotName?: string,
): string {
  const unreserved = spotName === undefined ? 'Unreserved' : `Unreserved “${spotName}”`;
  if (content.status === EntityStatus.Active && content.endsAt)
    return `${unreserved}: your decal runs until ${formatDay(content.endsAt)}, the end of the period you paid for. Nothing more is billed.`;
  if (content.status === EntityStatus.Disabled && before.startsAt && Date.parse(before.startsAt) > Date.now())
    return `${unreserved}: the booking ended before its first day, and what you paid for it is refunded in full.`;
  if (awaitsApproval(before))
    return `${unreserved}: the reservation ended before the publisher approved it, and what you paid for it is refunded in full.`;
  return `${unreserved}: your decal is off the spot.`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => formatCount(count, unit);

/**
 * When a time `ms` away comes, rounded down to its largest unit with the next one beside it: "in 1 day 23
 * hours", "in 5 hours 12 minutes", "in 40 minutes", "in less than a minute"; "any moment now" once it passed
 * (the simulator approves it on its next look).
 */
export function formatComesIn(ms: number): string {
  if (ms <= 0) return 'any moment now';
  if (ms < MINUTE) return 'in less than a minute';
  if (ms < HOUR) return `in ${plural(Math.floor(ms / MINUTE), 'minute')}`;
  const [big, small, bigUnit, smallUnit] =
    ms < DAY
      ? [Math.floor(ms / HOUR), Math.floor((ms % HOUR) / MINUTE), 'hour', 'minute']
      : [Math.floor(ms / DAY), Math.floor((ms % DAY) / HOUR), 'day', 'hour'];
  return `in ${plural(big, bigUnit)}${small > 0 ? ` ${plural(small, smallUnit)}` : ''}`;
}

/** "approved automatically in 1 day 23 hours": the time left before a pending review decides itself. */
export function autoApprovalText(autoApproveAt: string | null, nowMs: number): string {
  const at = autoApproveAt === null ? Number.NaN : Date.parse(autoApproveAt);
  if (Number.isNaN(at)) return 'approved automatically if the publisher does not decide';
  return `approved automatically ${formatComesIn(at - nowMs)}`;
}

export interface ReviewNote {
  tone: 'info' | 'danger';
  text: string;
}

/**
 * What the sponsor is told of their content's review, or null when nothing is to be said (never reviewed,
 * or approved: the content's state says the rest).
 */
/** A reservation the sponsor's plan paid for (no price of its own): there is nothing to refund, so no refund is announced. */
const paidByPlan = (content: Partial<Pick<SpotContent, 'subscription'>>) =>
  content.subscription !== undefined && !(content.subscription?.price ?? 0);

export function reviewNoteOf(
  content: Pick<SpotContent, 'review'> & Partial<Pick<SpotContent, 'subscription'>>,
  nowMs: number,
): ReviewNote | null {
  const review = content.review;
  if (!review) return null;
  if (review.status === 'pending') {
    const when = autoApprovalText(review.autoApproveAt, nowMs);
    return review.kind === 'change'
      ? {
          tone: 'info',
          text: `Your change waits for the publisher's approval; the current decal keeps running (${when}).`,
        }
      : { tone: 'info', text: `Waiting for the publisher's approval: ${when}.` };
  }
  if (review.status === 'rejected') {
    // The reason's own closing full stop would read twice before the note's.
    const reason = review.reason?.trim().replace(/\.+$/, '') || 'the publisher gave no reason';
    return {
      tone: 'danger',
      text:
        review.kind === 'first'
          ? `Not approved: ${reason} (${paidByPlan(content) ? 'the reservation has ended' : 'refunded in full'}).`
          : `Not approved: ${reason} (the current decal keeps running).`,
    };
  }
  return null;
}
