// Which Stripe.js a publishable key needs. Pure.

/** A simulator key: the simulator's Stripe.js stand-in serves the checkout. */
export function isSimulatorKey(key: string): boolean {
  return key.startsWith('pk_sim_');
}

/** The stand-in script on the simulator, which answers the API (its origin; the app's when same-origin). */
export function standInScriptUrl(apiBaseUrl: string, appOrigin: string): string {
  return new URL('/stripe/v3.js', apiBaseUrl || appOrigin).href;
}
