// POST /__sim/sign-ins/{code} (sim.redeemSignIn): the QA console's "Open the app as" opens /login?as={code},
// and the login screen exchanges the code for a session here. Only a simulator with its control API answers;
// elsewhere the call fails and the login form stays.
import { useMutation } from '@tanstack/react-query';
import * as sim from '@sponsorspot/contract/endpoints/sim';
import { call } from '../../../lib/api-client';
import type { AuthResponse } from './login';
import { useStartSession } from './login';

export function redeemOneTimeSignIn(code: string): Promise<AuthResponse> {
  return call(sim.redeemSignIn, { params: { code } });
}

export function useOneTimeSignIn() {
  const startSession = useStartSession();
  return useMutation({ mutationFn: redeemOneTimeSignIn, onSuccess: startSession });
}
