// The publisher's earnings as /publisher shows them: money in USD, payout days in UTC (payouts run at
// 00:00 UTC on the 1st), this month's net, the payout status badges and the CSV statement built from the
// earnings answer. The fee and the payout rules are the contract's (contract/earnings-rules.ts).
import type { EarningsResult, PayoutStatus } from '@sponsorspot/contract/earnings';
import { PAYOUT_MINIMUM, PLATFORM_FEE_RATE } from '@sponsorspot/contract/earnings-rules';
import { formatDate, formatMoney, formatMonth as formatMonthName } from '../../../lib/format';

/** "$1,234.50", "-$12.00": the earnings tables are ledgers and keep their cents. */
export const formatUsd = (amount: number): string => formatMoney(amount, 'USD', { cents: 'always' });

/** "Dec 1, 2026" for an ISO time, read in UTC (a payout on the 1st is the 1st everywhere). */
export const formatUtcDay = (iso: string): string => formatDate(iso, { timeZone: 'UTC' });

/** "November 2026" for "2026-11". */
export const formatMonth = (month: string): string => formatMonthName(month);

/**
 * The "Next payout" figure: the day of the next payout once the balance has reached the minimum; until
 * then no day (a balance under the minimum carries over), but how much is still to go.
 */
export function nextPayoutFigure(result: Pick<EarningsResult, 'balance' | 'nextPayoutDate'>): {
  value: string;
  detail: string;
} {
  if (result.balance >= PAYOUT_MINIMUM) {
    return {
      value: formatUtcDay(result.nextPayoutDate),
      detail: `Your balance of ${formatUsd(result.balance)}`,
    };
  }
  const toGo = (Math.round(PAYOUT_MINIMUM * 100) - Math.round(result.balance * 100)) / 100;
  return {
    value: 'Not yet',
    detail: `Paid on the 1st once your balance reaches ${formatUsd(PAYOUT_MINIMUM)}: ${formatUsd(toGo)} to go`,
  };
}

/** "25%": the platform's fee, as the table headers name it. */
export const FEE_PERCENT = `${String(PLATFORM_FEE_RATE * 100)}%`;
/** "75%": what the publisher keeps. */
export const SHARE_PERCENT = `${String((1 - PLATFORM_FEE_RATE) * 100)}%`;

/**
 * The net of this month on the simulator's clock (the month before the next payout day, so a moved clock
 * is read as the simulator reads it), over every spot; 0 before any earning this month.
 */
export function thisMonthNet(result: Pick<EarningsResult, 'items' | 'nextPayoutDate'>): number {
  const month = new Date(Date.parse(result.nextPayoutDate) - 1).toISOString().slice(0, 7);
  const cents = result.items
    .filter((item) => item.month === month)
    .reduce((sum, item) => sum + Math.round(item.net * 100), 0);
  return cents / 100;
}

/** A payout's badge: its words and its Bootstrap colour class. */
export const PAYOUT_BADGES: Record<PayoutStatus, { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'text-bg-secondary' },
  paid: { label: 'Paid', className: 'text-bg-success' },
  failed: { label: 'Failed', className: 'text-bg-danger' },
};

/** One row of the CSV statement: amounts as plain numbers with two decimals, for spreadsheets. */
export interface StatementRow {
  month: string;
  spotId: string;
  spot: string;
  gross: string;
  fee: string;
  net: string;
}

export const STATEMENT_COLUMNS = ['month', 'spotId', 'spot', 'gross', 'fee', 'net'] as const;

/** The statement's rows: the answer's items in its order (newest month first), then the totals. */
export function statementRows(result: EarningsResult): StatementRow[] {
  const row = (
    month: string,
    spotId: string,
    spot: string,
    sums: { gross: number; fee: number; net: number },
  ) => ({
    month,
    spotId,
    spot,
    gross: sums.gross.toFixed(2),
    fee: sums.fee.toFixed(2),
    net: sums.net.toFixed(2),
  });
  return [
    ...result.items.map((item) => row(item.month, String(item.spotId), item.spotName, item)),
    row('total', '', '', result),
  ];
}

/** sponsorspot-earnings-<first month>-to-<last month>.csv (the months the items cover), or -empty.csv. */
export function statementFileName(result: Pick<EarningsResult, 'items'>): string {
  const months = result.items.map((item) => item.month).sort();
  const first = months[0];
  const last = months.at(-1);
  return first && last ? `sponsorspot-earnings-${first}-to-${last}.csv` : 'sponsorspot-earnings-empty.csv';
}
