// How /dashboard writes its figures: counts, "x of y" against a plan's capacity, and the click-through rate.
// Pure.
const counts = new Intl.NumberFormat('en-US');

export function countText(value: number): string {
  return counts.format(value);
}

/** "of 4", "of unlimited", or null when the capacity is not known. */
export function capacityText(capacity: number | null | undefined): string | null {
  if (capacity === undefined) return null;
  return capacity === null ? 'of unlimited' : `of ${countText(capacity)}`;
}

/** The API's CTR (percent, two decimals) as shown: "1.25%". */
export function ctrText(ctr: number): string {
  return `${ctr.toFixed(2)}%`;
}
