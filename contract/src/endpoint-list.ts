// Every endpoint of the contract, by area: what the tests and tools read to go over the whole API. The app
// imports the one area file it calls, never this list (it would bundle every declaration).
import type { Endpoint } from './endpoint.js';
import * as account from './endpoints/account.js';
import * as auth from './endpoints/auth.js';
import * as content from './endpoints/content.js';
import * as earnings from './endpoints/earnings.js';
import * as embed from './endpoints/embed.js';
import * as figures from './endpoints/figures.js';
import * as invoices from './endpoints/invoices.js';
import * as marketplace from './endpoints/marketplace.js';
import * as publisher from './endpoints/publisher.js';
import * as reservations from './endpoints/reservations.js';
import * as reviews from './endpoints/reviews.js';
import * as sim from './endpoints/sim.js';
import * as sponsorSettings from './endpoints/sponsor-settings.js';
import * as users from './endpoints/users.js';

export const ENDPOINT_AREAS = {
  auth,
  users,
  account,
  invoices,
  sponsorSettings,
  marketplace,
  publisher,
  earnings,
  figures,
  content,
  reservations,
  reviews,
  embed,
  sim,
} as const;

/** Every declaration, each with its area and its name there (e.g. `content.uploadDecal`). */
export const ENDPOINTS: ReadonlyArray<{ name: string; endpoint: Endpoint }> = Object.entries(
  ENDPOINT_AREAS,
).flatMap(([area, declarations]) =>
  Object.entries(declarations as Record<string, Endpoint>).map(([name, endpoint]) => ({
    name: `${area}.${name}`,
    endpoint,
  })),
);
