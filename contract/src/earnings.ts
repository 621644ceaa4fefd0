// Sponsor service, publisher side: what a publisher earns from their spots and the payouts of it (beyond
// the spec). The rules (the 25% fee, the $50 minimum, payouts on the 1st) are contract/earnings-rules.ts's.
import Type, { type Static } from 'typebox';
import { IsoDay } from './publisher.js';

/** GET publisher/earnings: a range of UTC days, both ends included; default the last 12 months to today. */
export const EarningsQuery = Type.Object(
  { from: Type.Optional(IsoDay), to: Type.Optional(IsoDay) },
  { additionalProperties: false },
);
export type EarningsQuery = Static<typeof EarningsQuery>;

const Usd = (description: string) => Type.Number({ description: `${description} In USD, to the cent.` });

/** One spot's earnings in one month: the invoices paid for it, less refunds, split into fee and net. */
export const EarningsItem = Type.Object({
  month: Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'YYYY-MM (UTC).' }),
  spotId: Type.Integer(),
  spotName: Type.String(),
  gross: Usd('What sponsors paid for the spot that month.'),
  fee: Usd("The platform's 25%."),
  net: Usd("The publisher's 75%: gross − fee."),
});
export type EarningsItem = Static<typeof EarningsItem>;

export const EarningsResult = Type.Object({
  currency: Type.Literal('usd'),
  gross: Usd('The sum of the items.'),
  fee: Usd('The sum of the items.'),
  net: Usd('The sum of the items.'),
  balance: Usd('Every net earning ever, less every payout pending or paid: what the next payout pays.'),
  nextPayoutDate: Type.String({ format: 'date-time', description: 'The 1st of next month, 00:00 UTC.' }),
  /** Per month per spot within the range; newest month first, then by spot id. */
  items: Type.Array(EarningsItem),
});
export type EarningsResult = Static<typeof EarningsResult>;

export const PayoutStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('paid'),
  Type.Literal('failed'),
]);
export type PayoutStatus = Static<typeof PayoutStatus>;

export const Payout = Type.Object({
  id: Type.String({ description: 'po_… as Stripe names payouts.' }),
  amount: Usd('The whole balance on the day of the payout.'),
  status: PayoutStatus,
  /** The 1st it was made on. */
  createdAt: Type.String({ format: 'date-time' }),
  /** When the money is (or would have been) in the bank account: two days after the 1st. */
  arrivalDate: Type.String({ format: 'date-time' }),
  bankAccountLast4: Type.String(),
  /** Why a failed payout failed. */
  failureMessage: Type.Optional(Type.String()),
});
export type Payout = Static<typeof Payout>;

/** GET publisher/payouts: newest first. */
export const PayoutList = Type.Object({ payouts: Type.Array(Payout) });
export type PayoutList = Static<typeof PayoutList>;
