// The parts of a SpotContent answer that every read of a content joins the same way: its decal (from
// decals, as d_*) and its subscription (from subscriptions, as sub_*). One mapping for the spots and the
// spot-contents repositories.
import type { SpotContent } from '../../contract/sponsor.js';

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

/** The content's decal, or null without one (or when its row is gone). */
export function decalOf(decalId: number | null, row: DecalColumns): SpotContent['decal'] {
  if (decalId === null || row.d_content_type === null) return null;
  return {
    id: decalId,
    url: `/public/decals/${decalId}`,
    contentType: row.d_content_type,
    width: row.d_width as number,
    height: row.d_height as number,
    fileName: row.d_file_name ?? '',
  };
}

/** The content's subscription, or null without one. */
export function subscriptionOf(
  subscriptionId: number | null,
  row: SubscriptionColumns,
): SpotContent['subscription'] {
  if (subscriptionId === null || row.sub_status === null) return null;
  return { id: subscriptionId, status: row.sub_status, subscriptionLevel: row.sub_level ?? 'Free' };
}
