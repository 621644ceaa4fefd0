// Sponsor service, the marketplace: search, the spots open now, one spot as the marketplace shows it, and
// its status snapshot.
import { endpoint } from '../endpoint.js';
import { MARKET_FILTER_FIELDS } from '../search-rules.js';

export const searchSpots = endpoint({
  method: 'POST',
  service: 'sponsor',
  path: '/spot/search/',
  login: 'none',
  spec: true,
  extensionBodyFields: MARKET_FILTER_FIELDS,
  emptyBodyIsEmptyObject: true,
  summary: 'Search the marketplace: published spots of active publishers',
  description:
    'Every word of searchText must match (as a prefix) the name, description, location path or publisher ' +
    'name. Spots whose name holds every word come first, then the other matches, each by id; without ' +
    'words, by id. totalCount is exact. Extension of ours (not spec fields): the optional priceMin, priceMax, ' +
    'sizes, placements, availability and sort fields filter and order the spots, and then the answer carries ' +
    'facets and each spot its recentViews; without them the answer is exactly the spec call’s.',
  schema: ({ sponsor, responses }) => ({
    body: sponsor.SpotSearchBody,
    response: { 200: sponsor.SpotSearchResult, ...responses.bodyErrors },
  }),
});

export const availableSpots = endpoint({
  method: 'POST',
  service: 'sponsor',
  path: '/spot/available',
  login: 'none',
  spec: true,
  extensionBodyFields: MARKET_FILTER_FIELDS,
  emptyBodyIsEmptyObject: true,
  summary: 'Spots a sponsor can reserve now: published, active publisher, no current content',
  description:
    'In the order of POST spot/search/. Extension of ours (not spec fields): the same optional filters and sort ' +
    'as POST spot/search/, and then the answer carries facets; without them the answer is exactly the spec call’s.',
  schema: ({ sponsor, responses }) => ({
    body: sponsor.AvailableSpotsBody,
    response: { 200: sponsor.AvailableSpotsResult, ...responses.bodyErrors },
  }),
});

export const publicSpot = endpoint({
  method: 'GET',
  service: 'sponsor',
  path: '/spot/:id/public',
  login: 'none',
  spec: true,
  summary: 'A spot as the marketplace shows it (404 unless published by an active publisher)',
  schema: ({ common, sponsor, responses }) => ({
    params: common.IdParam,
    response: { 200: sponsor.Spot, ...responses.guardedErrors, ...responses.notFoundError },
  }),
});

export const spotStatus = endpoint({
  method: 'GET',
  service: 'sponsor',
  path: '/spot/:id/status',
  login: 'none',
  spec: true,
  summary: 'Status snapshot of a spot (what the live and available rules read)',
  schema: ({ common, sponsor, responses }) => ({
    params: common.IdParam,
    response: { 200: sponsor.SpotStatusSnapshot, ...responses.guardedErrors, ...responses.notFoundError },
  }),
});
