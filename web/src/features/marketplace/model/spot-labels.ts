// How the marketplace writes a spot's size and price for a person.
import { SPOT_CURRENCY } from '@sponsorspot/contract/spot-product';
import { formatMoney } from '../../../lib/format';

/** The size's label is the spots feature's, shared with the order's Overview. */
export { sizeLabel } from '../../spots';

/** US dollars, cents only when there are any: "$59", "$12.50", "$1,200". */
export const dollars = (amount: number): string => formatMoney(amount, SPOT_CURRENCY);
