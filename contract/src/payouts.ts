// The payout onboarding page's schemas: its path parameter and its form. The rules it checks are
// contract/payout-rules.ts's; the account it produces is contract/publisher.ts's PayoutAccount.
import Type, { type Static } from 'typebox';
import { BUSINESS_NAME_MAX } from './payout-rules.js';

export const PayoutOnboardingParams = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }),
});
export type PayoutOnboardingParams = Static<typeof PayoutOnboardingParams>;

/** The page's one form (application/x-www-form-urlencoded); the button pressed names the action. */
export const PayoutOnboardingForm = Type.Object(
  {
    action: Type.Union([Type.Literal('finish'), Type.Literal('abandon')]),
    businessName: Type.Optional(Type.String({ maxLength: BUSINESS_NAME_MAX })),
    country: Type.Optional(Type.String({ maxLength: 2 })),
    routingNumber: Type.Optional(Type.String({ maxLength: 40 })),
    accountNumber: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);
export type PayoutOnboardingForm = Static<typeof PayoutOnboardingForm>;
