import { describe, expect, it } from 'vitest';
import { APPROVAL_REFUND_TEXT, STOP_TEXT, formatAmount, reserveCost } from './cost';

const day = (iso: string) => iso.slice(0, 10);
const spot = {
  name: 'Blog sidebar',
  publisherName: 'Spoke & Chain',
  productJson: JSON.stringify({ size: '300x250', pricePerMonth: 59 }),
  requiresApproval: false,
};

describe('reserveCost: the cost before paying', () => {
  it('says what is charged now, what renews when, and how to stop', () => {
    const cost = reserveCost(spot, Date.parse('2026-11-27T03:00:00.000Z'), day);
    expect(cost).toEqual({
      line: 'Blog sidebar on Spoke & Chain, monthly',
      price: '$59',
      now: 'Charged now: $59.',
      renews: 'Then $59 every month from 2026-12-27, until you unreserve.',
      stop: STOP_TEXT,
      payLabel: 'Pay $59 and reserve',
    });
  });

  it('renews a calendar month later, on the month’s last day when it is shorter', () => {
    const cost = reserveCost(spot, Date.parse('2027-01-31T10:00:00.000Z'), day);
    expect(cost?.renews).toBe('Then $59 every month from 2027-02-28, until you unreserve.');
  });

  it('tells the refund where the publisher approves the decal first', () => {
    expect(reserveCost({ ...spot, requiresApproval: true }, 0, day)?.stop).toBe(
      `${STOP_TEXT} ${APPROVAL_REFUND_TEXT}`,
    );
  });

  it('has nothing to charge for a spot without a valid price', () => {
    expect(reserveCost({ ...spot, productJson: '{"pricePerMonth":0}' }, 0, day)).toBeNull();
  });

  it('writes cents only when there are some', () => {
    expect(formatAmount(59, 'USD')).toBe('$59');
    expect(formatAmount(59.5, 'USD')).toBe('$59.50');
    expect(formatAmount(1250, 'USD')).toBe('$1,250');
  });
});
