// The OAuth stand-in moved to stand-ins/oauth.ts. The checkout and payout-connect routes still import their
// returnUrl check from here; this re-export keeps them as they are until they import it from its new home.
export { allowedRedirect } from '../../stand-ins/oauth.js';
