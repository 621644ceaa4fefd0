// The schema modules by area: what an endpoint's `schema` function receives (./endpoint.ts). The simulator
// imports this module; the app never does, so TypeBox stays out of its bundle.
export * as common from './common.js';
export * as content from './content.js';
export * as earnings from './earnings.js';
export * as embed from './embed.js';
export * as invoices from './invoices.js';
export * as oauth from './oauth.js';
export * as payments from './payments.js';
export * as payouts from './payouts.js';
export * as presenceAuth from './presence-auth.js';
export * as presenceUser from './presence-user.js';
export * as publisher from './publisher.js';
export * as reservations from './reservations.js';
export * as responses from './responses.js';
export * as reviews from './reviews.js';
export * as scenario from './scenario.js';
export * as sim from './sim.js';
export * as sponsor from './sponsor.js';
