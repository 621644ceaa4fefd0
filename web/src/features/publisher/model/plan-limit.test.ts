import { describe, expect, it } from 'vitest';
import { planLimitOf, planThatLifts } from './plan-limit';

describe('plan limit', () => {
  it('reads {capacity, used} of plan_limit_reached only', () => {
    expect(planLimitOf({ code: 'plan_limit_reached', details: { capacity: 4, used: 4 } })).toEqual({
      capacity: 4,
      used: 4,
    });
    expect(planLimitOf({ code: 'plan_limit_reached' })).toBeNull();
    expect(planLimitOf({ code: 'forbidden', details: { capacity: 4, used: 4 } })).toBeNull();
    expect(planLimitOf(null)).toBeNull();
    expect(planLimitOf('plan_limit_reached')).toBeNull();
  });

  it('names the next plan that lists more than the capacity that refused', () => {
    expect(planThatLifts('Free', 4)).toEqual({ plan: 'Basic', listings: 10 });
    expect(planThatLifts('Basic', 10)).toEqual({ plan: 'Pro', listings: 50 });
    expect(planThatLifts('Pro', 50)).toEqual({ plan: 'Enterprise', listings: null });
    // Add-ons raise the capacity past the next plan's: Free + 2 × 10 listings is lifted by Pro, not Basic.
    expect(planThatLifts('Free', 24)).toEqual({ plan: 'Pro', listings: 50 });
    expect(planThatLifts('Enterprise', 1000)).toBeNull();
  });
});
