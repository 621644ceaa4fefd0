// Social sign-in buttons (contract/src/endpoints/auth.ts externalLogin): one per hello.js network the config
// allows. hello.js loads when a button is pressed (or pointed at / focused, so the popup opens within the
// click's user activation).
import { useState } from 'react';
import { getConfig } from '../../../config/load-config';
import { useSocialSignIn } from '../api/external-login';
import type { AuthResponse } from '../api/login';
import { identityErrorMessage } from '../model/auth-errors';
import {
  availableNetworks,
  FEATURED_NETWORKS,
  NETWORK_LABELS,
  type SocialNetwork,
} from '../model/social-networks';
import { loadHello, ProviderSignInError } from '../social/hello-loader';
import { FormAlert } from '../../../components/form-alert';

function socialErrorMessage(error: unknown): string {
  if (error instanceof ProviderSignInError) {
    return error.providerError.code === 'access_denied'
      ? `Sign-in was cancelled: ${error.providerError.message}`
      : `The provider could not sign you in (${error.providerError.code}): ${error.providerError.message}`;
  }
  return identityErrorMessage(error);
}

export function SocialSignIn({
  verb,
  onSignedIn,
}: {
  verb: 'Log in' | 'Sign up';
  onSignedIn: (response: AuthResponse) => void;
}) {
  const oauth = getConfig().oauth;
  const signIn = useSocialSignIn();
  const [network, setNetwork] = useState<SocialNetwork | null>(null);
  const networks = availableNetworks(oauth);
  if (networks.length === 0) return null;
  const featured = networks.filter((item) => FEATURED_NETWORKS.includes(item));
  const more = networks.filter((item) => !FEATURED_NETWORKS.includes(item));

  const warmUp = () => {
    loadHello(oauth).catch(() => undefined);
  };
  const button = (item: SocialNetwork) => (
    <button
      key={item}
      type="button"
      className="btn btn-outline-secondary btn-sm"
      disabled={signIn.isPending}
      onPointerEnter={warmUp}
      onFocus={warmUp}
      onClick={() => {
        setNetwork(item);
        signIn.mutate(item, { onSuccess: onSignedIn });
      }}
    >
      {signIn.isPending && network === item
        ? `Waiting for ${NETWORK_LABELS[item]}…`
        : `${verb} with ${NETWORK_LABELS[item]}`}
    </button>
  );

  return (
    <section aria-labelledby="social-sign-in-title" className="mt-4">
      <h2 id="social-sign-in-title" className="h6 text-body-secondary text-center">
        Or use an account you already have
      </h2>
      <FormAlert message={signIn.isError ? socialErrorMessage(signIn.error) : null} />
      <div className="d-grid gap-2" style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
        {featured.map(button)}
      </div>
      {more.length > 0 ? (
        <details className="mt-2">
          <summary className="small">More ways to {verb.toLowerCase()}</summary>
          <div
            className="d-grid gap-2 mt-2"
            style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}
          >
            {more.map(button)}
          </div>
        </details>
      ) : null}
      {oauth.simulatorUrl ? (
        <p className="small text-body-secondary mt-2 mb-0">
          These open the simulator’s sign-in page for each provider, where you pick or type an identity.
        </p>
      ) : null}
    </section>
  );
}
