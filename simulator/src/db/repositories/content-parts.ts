// The parts of a SpotContent answer that every read of a content joins the same way: its decal (from
// decals, as d_*) and its subscription (from subscriptions, as sub_*). One mapping for the spots and the
// spot-contents repositories.
import { EntityStatus } from '@sponsorspot/contract/constants';
import { PAST_DUE_GRACE_MS } from '@sponsorspot/contract/payments';
import { AUTO_APPROVE_MS } from '@sponsorspot/contract/review-rules';
import type { ContentReview, SpotContent } from '@sponsorspot/contract/sponsor';

export interface DecalColumns {
  d_content_type: string | null;
  d_width: number | null;
  d_height: number | null;
  d_file_name: string | null;
}

export interface SubscriptionColumns {
  sub_status: NonNullable<SpotContent['subscription']>['status'] | null;
  sub_level: string | null;
}

/** The period columns a sponsor's own read of a content adds (as sub_*). */
export interface SubscriptionPeriodColumns {
  sub_period_end: string | null;
  sub_cancel_at_period_end: number | null;
  sub_past_due_since: string | null;
  /** A spot subscription's monthly price; null for a plan's. */
  sub_price: number | null;
}

/**
 * The content's decal, or null without one (or when its row is gone), named by `url`: the public URL of a
 * live revision (/public/decals/{key}) or the content's private one (GET spot/content/{id}/decal).
 */
export function decalOf(decalId: number | null, row: DecalColumns, url: string): SpotContent['decal'] {
  if (decalId === null || row.d_content_type === null) return null;
  return {
    id: decalId,
    url,
    contentType: row.d_content_type,
    width: row.d_width as number,
    height: row.d_height as number,
    fileName: row.d_file_name ?? '',
  };
}

/** The content's subscription, or null without one; with its period when the period columns are given. */
export function subscriptionOf(
  subscriptionId: number | null,
  row: SubscriptionColumns,
  period?: SubscriptionPeriodColumns,
): SpotContent['subscription'] {
  if (subscriptionId === null || row.sub_status === null) return null;
  const summary = { id: subscriptionId, status: row.sub_status, subscriptionLevel: row.sub_level ?? 'Free' };
  if (!period) return summary;
  const pastDue = row.sub_status === EntityStatus.Pending && period.sub_past_due_since !== null;
  return {
    ...summary,
    currentPeriodEnd: period.sub_period_end,
    cancelAtPeriodEnd: period.sub_cancel_at_period_end === 1,
    price: period.sub_price,
    graceEndsAt: pastDue
      ? new Date(Date.parse(period.sub_past_due_since as string) + PAST_DUE_GRACE_MS).toISOString()
      : null,
  };
}

/** The review columns of a content row. */
export interface ReviewColumns {
  review_revision: number | null;
  review_requested_at: string | null;
  review_kind: 'first' | 'change' | null;
  review_decision: 'approved' | 'rejected' | 'auto' | null;
  review_reason: string | null;
  reviewed_at: string | null;
}

/**
 * The content's latest review as its sponsor reads it: the one waiting, else the last decision; null when
 * never reviewed.
 */
export function reviewOf(r: ReviewColumns): ContentReview | null {
  if (r.review_requested_at === null) return null;
  const kind = r.review_kind ?? 'first';
  if (r.review_revision !== null)
    return {
      status: 'pending',
      kind,
      requestedAt: r.review_requested_at,
      autoApproveAt: new Date(Date.parse(r.review_requested_at) + AUTO_APPROVE_MS).toISOString(),
      decidedAt: null,
      reason: null,
    };
  if (r.review_decision === null) return null;
  return {
    status: r.review_decision,
    kind,
    requestedAt: r.review_requested_at,
    autoApproveAt: null,
    decidedAt: r.reviewed_at,
    reason: r.review_reason,
  };
}
