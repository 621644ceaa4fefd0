// Query keys of the plans feature: the product catalogue (anyone's), and the caller's checkout sessions and
// plan-change previews (under the user scope, so logout drops them).
import type { PlanChoice } from '@sponsorspot/contract/payments';
import { USER_SCOPE_KEY } from '../../../lib/query-client';

export const planKeys = {
  catalogue: () => ['manifest', 'catalogue'] as const,
  checkoutSession: (id: string) => [...USER_SCOPE_KEY, 'checkout', 'session', id] as const,
  planChangePreview: (choice: PlanChoice) => [...USER_SCOPE_KEY, 'checkout', 'preview', choice] as const,
};
