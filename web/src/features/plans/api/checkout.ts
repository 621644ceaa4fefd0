// POST /account/api/v1/account/stripe_checkout {product, variant, returnUrl} → {id, client_secret}: the
// session Stripe's embedded checkout pays. GET account/stripe_session?id= → its status after the return.
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { CheckoutBody, CheckoutCreated, CheckoutSession } from '@sponsorspot/contract/payments';
import { api } from '../../../lib/api-client';
import { USER_SCOPE_KEY } from '../../../lib/query-client';
import { useSignedInQuery } from '../../auth';

export const CHECKOUT_URL = '/account/api/v1/account/stripe_checkout';
export const CHECKOUT_SESSION_URL = '/account/api/v1/account/stripe_session';

export const checkoutKeys = {
  all: () => [...USER_SCOPE_KEY, 'checkout'] as const,
  session: (id: string) => [...checkoutKeys.all(), 'session', id] as const,
};

export function createCheckout(body: CheckoutBody): Promise<CheckoutCreated> {
  return api.post<CheckoutCreated>(CHECKOUT_URL, body);
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}

export function getCheckoutSession(id: string, signal?: AbortSignal): Promise<CheckoutSession | null> {
  return api.getOrNull<CheckoutSession>(CHECKOUT_SESSION_URL, { params: { id }, signal });
}

export function checkoutSessionQueryOptions(id: string) {
  return queryOptions({
    queryKey: checkoutKeys.session(id),
    queryFn: ({ signal }) => getCheckoutSession(id, signal),
  });
}

/** The session named by the return URL's session_id; without one nothing is fetched (null). */
export function useCheckoutSession(id: string | null) {
  return useSignedInQuery({
    queryKey: checkoutKeys.session(id ?? ''),
    queryFn: ({ signal }) => (id ? getCheckoutSession(id, signal) : Promise.resolve(null)),
  });
}
