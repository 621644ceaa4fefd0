// POST account/stripe_checkout (account.createCheckout) {product, variant, returnUrl} → {id, client_secret}:
// the session Stripe's embedded checkout pays. GET account/stripe_session?id= (account.checkoutSession) → its
// status after the return.
import { queryOptions, useMutation } from '@tanstack/react-query';
import * as account from '@sponsorspot/contract/endpoints/account';
import type { CheckoutBody, CheckoutCreated, CheckoutSession } from '@sponsorspot/contract/payments';
import { call, callOrNull } from '../../../lib/api-client';
import { useSignedInQuery } from '../../auth';
import { planKeys } from './keys';

export function createCheckout(body: CheckoutBody): Promise<CheckoutCreated> {
  return call(account.createCheckout, { body });
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}

export function getCheckoutSession(id: string, signal?: AbortSignal): Promise<CheckoutSession | null> {
  return callOrNull(account.checkoutSession, { query: { id } }, { signal });
}

export function checkoutSessionQueryOptions(id: string) {
  return queryOptions({
    queryKey: planKeys.checkoutSession(id),
    queryFn: ({ signal }) => getCheckoutSession(id, signal),
  });
}

/** The session named by the return URL's session_id; without one nothing is fetched (null). */
export function useCheckoutSession(id: string | null) {
  return useSignedInQuery({
    queryKey: planKeys.checkoutSession(id ?? ''),
    queryFn: ({ signal }) => (id ? getCheckoutSession(id, signal) : Promise.resolve(null)),
  });
}
