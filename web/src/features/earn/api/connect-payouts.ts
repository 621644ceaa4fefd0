// POST publisher/connect (publisher.connect) {businessName, returnUrl} → {url} of the payout provider's
// onboarding page. The caller becomes a publisher (Pending) if they were not; the page sends the browser
// back to returnUrl.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { connect } from '@sponsorspot/contract/endpoints/publisher';
import type { PublisherConnectBody, PublisherConnectResult } from '@sponsorspot/contract/publisher';
import { call } from '../../../lib/api-client';
import { authKeys } from '../../auth';
import { earnKeys } from './keys';

export type ConnectPayoutsInput = PublisherConnectBody;

export function connectPayouts(input: ConnectPayoutsInput): Promise<PublisherConnectResult> {
  return call(connect, { body: input });
}

export function useConnectPayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectPayouts,
    onSuccess: async () => {
      // The user is a (Pending) publisher now, with a payout account.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: earnKeys.payoutAccount() }),
        queryClient.invalidateQueries({ queryKey: authKeys.sponsorUser() }),
      ]);
    },
  });
}
