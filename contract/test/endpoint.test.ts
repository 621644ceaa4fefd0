// The endpoint declarations' plain parts: URLs built from a declaration, the document's path form, and the
// list that the simulator, the app and the tests all read.
import { describe, expect, it } from 'vitest';
import { endpointPattern, endpointUrl, openApiPath, SERVICE_PREFIX } from '../src/endpoint.js';
import { ENDPOINTS } from '../src/endpoint-list.js';
import * as content from '../src/endpoints/content.js';
import * as publisher from '../src/endpoints/publisher.js';
import * as sim from '../src/endpoints/sim.js';

describe('endpointUrl', () => {
  it('puts the service prefix before the path and fills each parameter', () => {
    expect(endpointUrl(content.removeDecal, { spotId: 7, contentId: 12 })).toBe(
      '/sponsor/api/v1/spot/7/content/12/decal',
    );
    expect(endpointUrl(sim.reset)).toBe('/__sim/reset');
  });

  it('escapes a parameter, so a value cannot reach another path', () => {
    expect(endpointUrl(content.sponsorContents, { sponsorId: '1/../../x?y' })).toBe(
      '/sponsor/api/v1/sponsor/1%2F..%2F..%2Fx%3Fy/content',
    );
  });

  it('drops the route constraint of a parameter (Fastify syntax) and throws for a missing one', () => {
    expect(publisher.getSpot.path).toContain('(');
    expect(endpointUrl(publisher.getSpot, { id: 3 })).toBe('/sponsor/api/v1/spot/3');
    expect(() => endpointUrl(publisher.getSpot)).toThrow(/needs the parameter id/);
  });

  it('names paths as the OpenAPI document does', () => {
    expect(openApiPath(content.removeDecal)).toBe('/sponsor/api/v1/spot/{spotId}/content/{contentId}/decal');
    expect(endpointPattern(publisher.getSpot)).toBe(`${SERVICE_PREFIX.sponsor}${publisher.getSpot.path}`);
  });
});

describe('the endpoint list', () => {
  it('holds every declaration once, each with a summary', () => {
    const names = ENDPOINTS.map(({ name }) => name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(ENDPOINTS.map(({ endpoint }) => endpoint)).size).toBe(ENDPOINTS.length);
    for (const { name, endpoint } of ENDPOINTS) expect(endpoint.summary, name).not.toBe('');
  });

  it('declares the 44 spec calls as spec and the rest as extensions', () => {
    expect(ENDPOINTS.filter(({ endpoint }) => endpoint.spec)).toHaveLength(44);
    expect(
      ENDPOINTS.filter(({ endpoint }) => endpoint.service === 'sim').every(({ endpoint }) => !endpoint.spec),
    ).toBe(true);
  });
});
