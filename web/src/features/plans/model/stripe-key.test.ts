import { describe, expect, it } from 'vitest';
import { isSimulatorKey, standInScriptUrl } from './stripe-key';

describe('stripe keys', () => {
  it('tells a simulator key from a Stripe key', () => {
    expect(isSimulatorKey('pk_sim_sponsorspot')).toBe(true);
    expect(isSimulatorKey('pk_test_51abc')).toBe(false);
    expect(isSimulatorKey('pk_live_51abc')).toBe(false);
  });

  it("loads the stand-in from the API's origin, or the app's when the API is same-origin", () => {
    expect(standInScriptUrl('http://localhost:3000', 'http://localhost:8080')).toBe(
      'http://localhost:3000/stripe/v3.js',
    );
    expect(standInScriptUrl('http://sim.test:3100/base/', 'http://app.test')).toBe(
      'http://sim.test:3100/stripe/v3.js',
    );
    expect(standInScriptUrl('', 'http://app.test')).toBe('http://app.test/stripe/v3.js');
  });
});
