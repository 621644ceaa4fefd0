// How /dashboard writes its figures: counts, "x of y" against a plan's capacity, and the click-through rate.
// Pure.
import { formatCount, formatNumber, formatPercent, nounFor } from '../../../lib/format';

export const countText = (value: number): string => formatNumber(value);

/** "of 4", "of unlimited", or null when the capacity is not known. */
export function capacityText(capacity: number | null | undefined): string | null {
  if (capacity === undefined) return null;
  return capacity === null ? 'of unlimited' : `of ${countText(capacity)}`;
}

/**
 * The summary's followers and following, said for what they are: other users who follow the user's public
 * profile, and the users they follow. "2 users follow your public profile; you follow 1 user."
 */
export function followsText(followers: number, following: number): string {
  const followed = `${formatNumber(followers)} ${nounFor(followers, { one: 'user follows', other: 'users follow' })}`;
  return `${followed} your public profile; you follow ${formatCount(following, 'user')}.`;
}

/** The API's CTR (percent, two decimals) as shown: "1.25%". */
export const ctrText = (ctr: number): string => formatPercent(ctr);
