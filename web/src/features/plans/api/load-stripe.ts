// Stripe.js, loaded only when checkout opens, from @stripe/stripe-js's `pure` entry (nothing is fetched
// before). With a simulator key (pk_sim_…) the simulator's stand-in script is loaded first: loadStripe
// resolves an existing window.Stripe, so the same EmbeddedCheckout code runs offline and in production.
import type { Stripe } from '@stripe/stripe-js';
import { isSimulatorKey, standInScriptUrl } from '../model/stripe-key';

let standIn: Promise<void> | null = null;

function loadStandIn(src: string): Promise<void> {
  standIn ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      standIn = null;
      script.remove();
      reject(new Error('The checkout could not be loaded.'));
    };
    document.head.appendChild(script);
  });
  return standIn;
}

export async function loadStripeFor(publishableKey: string, apiBaseUrl: string): Promise<Stripe | null> {
  if (isSimulatorKey(publishableKey)) await loadStandIn(standInScriptUrl(apiBaseUrl, window.location.origin));
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  return loadStripe(publishableKey);
}
