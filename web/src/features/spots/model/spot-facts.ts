// How a spot's facts read for a person, the same on a marketplace card and on the order's Overview: its size
// with the IAB name, and its recent views. Pure.
import { SPOT_SIZES } from '@sponsorspot/contract/spot-product';
import { RECENT_VIEWS_DAYS } from '@sponsorspot/contract/search-rules';
import { formatCount } from '../../../lib/format';

/** "300×250 (Medium rectangle)" for the IAB sizes, else "970×250". */
export function sizeLabel(size: string): string {
  const known = SPOT_SIZES.find((option) => option.size === size);
  const shown = size.replace('x', '×');
  return known ? `${shown} (${known.name})` : shown;
}

/**
 * A spot's recent views (Spot.recentViews): "1,234 views in 30 days"; "Views kept private" when its
 * publisher keeps them so (null); null when the answer carries none (a backend without the extension).
 */
export function recentViewsLabel(views: number | null | undefined): string | null {
  if (views === undefined) return null;
  if (views === null) return 'Views kept private';
  return `${formatCount(views, 'view')} in ${formatCount(RECENT_VIEWS_DAYS, 'day')}`;
}
