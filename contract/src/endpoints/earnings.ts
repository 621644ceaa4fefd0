// Sponsor service, publisher side: earnings and payouts (beyond the spec). The rules are
// contract/earnings-rules.ts's; the simulator's domain/earnings/service.ts answers them and pays out on
// the 1st of each month of its clock.
import { endpoint } from '../endpoint.js';
import { PAYOUT_MINIMUM, PLATFORM_FEE_RATE } from '../earnings-rules.js';

const FEE_PERCENT = PLATFORM_FEE_RATE * 100;

export const earnings = endpoint({
  method: 'GET',
  service: 'sponsor',
  path: '/publisher/earnings',
  login: 'required',
  spec: false,
  summary: "The caller's earnings per month per spot, the balance and the next payout day (beyond the spec)",
  description:
    `Each paid spot invoice earns its publisher ${100 - FEE_PERCENT}% (the platform keeps ${FEE_PERCENT}%, ` +
    'rounded to the cent); a refund reverses it. from and to are UTC days (default: the last 12 months to ' +
    'today on the simulator clock); 400 validation_failed naming the field for an impossible date or from ' +
    'after to. balance: every net earning ever less every payout pending or paid. 403 forbidden for a user ' +
    'who is not a publisher.',
  schema: ({ earnings, responses }) => ({
    querystring: earnings.EarningsQuery,
    response: { 200: earnings.EarningsResult, ...responses.guardedErrors, ...responses.signedIn },
  }),
});

export const payouts = endpoint({
  method: 'GET',
  service: 'sponsor',
  path: '/publisher/payouts',
  login: 'required',
  spec: false,
  summary: "The caller's payouts, newest first (beyond the spec)",
  description:
    'On the 1st of each month (00:00 UTC, simulator clock) a publisher with an active payout account and a ' +
    `balance of at least ${PAYOUT_MINIMUM} USD is paid the whole balance, arriving two days later; less ` +
    'carries over. A payout to the test account 000111111116 fails and the money returns to the balance. ' +
    '403 forbidden for a user who is not a publisher.',
  schema: ({ earnings, responses }) => ({
    response: { 200: earnings.PayoutList, ...responses.guardedErrors, ...responses.signedIn },
  }),
});
