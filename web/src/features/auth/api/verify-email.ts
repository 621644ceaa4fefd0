// POST auth/verify/{code} (auth.verifyEmail).
import { useMutation } from '@tanstack/react-query';
import * as auth from '@sponsorspot/contract/endpoints/auth';
import type { Verified } from '@sponsorspot/contract/presence-auth';
import { call } from '../../../lib/api-client';

export function verifyEmail(code: string): Promise<Verified> {
  // An empty JSON body: the call declares none, and the API refuses a POST that is not JSON.
  return call(auth.verifyEmail, { params: { code } }, { body: {} });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
