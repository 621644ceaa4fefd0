// The publisher's review of a sponsor's decal as the sponsor reads it (contract/review-rules.ts): a paid
// reservation on a spot that requires approval waits Pending with no hold (heldUntil null) until the
// publisher approves it, rejects it (refunded in full) or lets AUTO_APPROVE_MS pass (approved automatically).
// Pure: the time is passed in.
import { EntityStatus } from '@sponsorspot/contract/constants';
import type { SpotContent } from '@sponsorspot/contract/sponsor';
import { CONTENT_STATE_LABEL, contentStateOf } from './order';

type Reviewed = Pick<SpotContent, 'status' | 'heldUntil' | 'review'>;

/**
 * A paid reservation waiting for the publisher's approval: Pending without a checkout hold. Not "held for
 * payment": nothing is left to pay, and no hold runs out.
 */
export function awaitsApproval(content: Pick<SpotContent, 'status' | 'heldUntil'>): boolean {
  return content.status === EntityStatus.Pending && content.heldUntil === null;
}

export const AWAITS_APPROVAL_LABEL = 'Waiting for approval';

/** The content's state in words: "Waiting for approval" for a reservation in review, else its state's label. */
export function contentLabelOf(content: Reviewed): string {
  return awaitsApproval(content) ? AWAITS_APPROVAL_LABEL : CONTENT_STATE_LABEL[contentStateOf(content)];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${String(count)} ${unit}${count === 1 ? '' : 's'}`;

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
export function reviewNoteOf(content: Pick<SpotContent, 'review'>, nowMs: number): ReviewNote | null {
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
          ? `Not approved: ${reason} (refunded in full).`
          : `Not approved: ${reason} (the current decal keeps running).`,
    };
  }
  return null;
}
