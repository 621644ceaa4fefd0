import { describe, expect, it } from 'vitest';
import type { EarningsResult } from '@sponsorspot/contract/earnings';
import {
  FEE_PERCENT,
  SHARE_PERCENT,
  formatMonth,
  formatUsd,
  formatUtcDay,
  nextPayoutFigure,
  statementFileName,
  statementRows,
  thisMonthNet,
} from './earnings';

const RESULT: EarningsResult = {
  currency: 'usd',
  gross: 139.99,
  fee: 35,
  net: 104.99,
  balance: 30.5,
  nextPayoutDate: '2026-12-01T00:00:00.000Z',
  items: [
    { month: '2026-11', spotId: 2, spotName: 'Newsletter, header', gross: 99.99, fee: 25, net: 74.99 },
    { month: '2026-11', spotId: 13, spotName: 'Café corner', gross: 20, fee: 5, net: 15 },
    { month: '2026-10', spotId: 2, spotName: 'Newsletter, header', gross: 20, fee: 5, net: 15 },
  ],
};

describe('earnings as /publisher shows them', () => {
  it('formats USD, months and payout days (in UTC)', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(-12)).toBe('-$12.00');
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(formatUtcDay('2026-12-01T00:00:00.000Z')).toBe('Dec 1, 2026');
    expect([FEE_PERCENT, SHARE_PERCENT]).toEqual(['25%', '75%']);
  });

  it('names the next payout day only once the balance has reached the $50 minimum', () => {
    expect(nextPayoutFigure(RESULT)).toEqual({
      value: 'Not yet',
      detail: 'Paid on the 1st once your balance reaches $50.00: $19.50 to go',
    });
    expect(nextPayoutFigure({ ...RESULT, balance: 50 })).toEqual({
      value: 'Dec 1, 2026',
      detail: 'Your balance of $50.00',
    });
  });

  it("sums this month's net on the simulator's clock (the month before the next payout)", () => {
    expect(thisMonthNet(RESULT)).toBe(89.99);
    expect(thisMonthNet({ ...RESULT, nextPayoutDate: '2027-01-01T00:00:00.000Z' })).toBe(0);
  });

  it('builds the CSV statement: a row per month per spot in the answer’s order, then the totals', () => {
    expect(statementRows(RESULT)).toEqual([
      {
        month: '2026-11',
        spotId: '2',
        spot: 'Newsletter, header',
        gross: '99.99',
        fee: '25.00',
        net: '74.99',
      },
      { month: '2026-11', spotId: '13', spot: 'Café corner', gross: '20.00', fee: '5.00', net: '15.00' },
      {
        month: '2026-10',
        spotId: '2',
        spot: 'Newsletter, header',
        gross: '20.00',
        fee: '5.00',
        net: '15.00',
      },
      { month: 'total', spotId: '', spot: '', gross: '139.99', fee: '35.00', net: '104.99' },
    ]);
    expect(statementFileName(RESULT)).toBe('sponsorspot-earnings-2026-10-to-2026-11.csv');
    expect(statementFileName({ items: [] })).toBe('sponsorspot-earnings-empty.csv');
  });
});
