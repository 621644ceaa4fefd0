// Sponsor service, settings: the container info, the manifest (settings and the product catalogue), the
// caller's plan capacities and usage, and the sponsor-side user.
import { endpoint } from '../endpoint.js';

export const containerInfo = endpoint({
  method: 'GET',
  service: 'sponsor',
  path: '/',
  login: 'none',
  spec: true,
  summary: 'Container info: name, version, environment, scenario, start time',
  schema: ({ sponsor, responses }) => ({
    response: { 200: sponsor.ContainerInfo, ...responses.guardedErrors },
  }),
});

/** Also served by the account service (account.manifest), which is where the app reads it. */
export const manifest = endpoint({
  method: 'GET',
  service: 'sponsor',
  path: '/manifest/',
  login: 'none',
  spec: true,
  summary: 'Settings; settings.Products is the product catalogue (plans and add-ons) as JSON text',
  schema: ({ sponsor, responses }) => ({
    response: { 200: sponsor.Manifest, ...responses.guardedErrors },
  }),
});

export const usage = endpoint({
  method: 'GET',
  service: 'sponsor',
  path: '/manifest/usage',
  login: 'required',
  spec: true,
  summary: 'Plan capacities and counts; a capacity of null is unlimited (Enterprise)',
  description:
    "Capacities come from the user's stored Feature values (so a purchase shows before the next token " +
    'refresh): free 4/4, Basic 10/10, Pro 50/50, Enterprise unlimited; each AddOn.ExtraListings10 / ' +
    'AddOn.ExtraReservations10 adds 10.',
  schema: ({ presenceUser, responses }) => ({
    response: {
      200: presenceUser.AccountUsage,
      ...responses.guardedErrors,
      ...responses.signedIn,
      ...responses.notFoundError,
    },
  }),
});

export const publisherProfile = endpoint({
  method: 'GET',
  service: 'sponsor',
  path: '/publisher/profile',
  login: 'required',
  spec: true,
  summary: 'The sponsor-side user: publisher and sponsor are null or {id, status, businessName}',
  schema: ({ presenceUser, responses }) => ({
    response: {
      200: presenceUser.SponsorSideUser,
      ...responses.guardedErrors,
      ...responses.signedIn,
      ...responses.notFoundError,
    },
  }),
});
