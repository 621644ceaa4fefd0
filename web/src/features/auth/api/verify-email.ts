// POST auth/verify/{code} (auth.verifyEmail).
import { useMutation } from '@tanstack/react-query';
import * as auth from '@sponsorspot/contract/endpoints/auth';
import type { Verified } from '@sponsorspot/contract/presence-auth';
import { call } from '../../../lib/api-client';

export function verifyEmail(code: string): Promise<Verified> {
  // An empty JSON body: without one, browsers and axios label the POST as a form, which the API refuses.
  return call(auth.verifyEmail, { params: { code } }, { data: {} });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
