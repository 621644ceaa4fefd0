// How the marketplace writes a spot's size and price for a person.
import { SPOT_SIZES } from '@sponsorspot/contract/rules';

/** "300×250 (Medium rectangle)" for the IAB sizes, else "970×250". */
export function sizeLabel(size: string): string {
  const known = SPOT_SIZES.find((option) => option.size === size);
  const shown = size.replace('x', '×');
  return known ? `${shown} (${known.name})` : shown;
}

/** US dollars, cents only when there are any: "$59", "$12.50", "$1,200". */
export function dollars(amount: number): string {
  const cents = Number.isInteger(amount) ? 0 : 2;
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: cents, maximumFractionDigits: 2 })}`;
}
