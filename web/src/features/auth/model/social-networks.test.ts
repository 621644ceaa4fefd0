import { describe, expect, it } from 'vitest';
import {
  availableNetworks,
  FEATURED_NETWORKS,
  helloSetup,
  isSocialNetwork,
  SOCIAL_NETWORKS,
} from './social-networks';

describe('social networks', () => {
  it('has the 15 hello.js networks of the spec, and features the six the login page shows first', () => {
    expect(SOCIAL_NETWORKS).toHaveLength(15);
    expect(FEATURED_NETWORKS).toEqual(['google', 'github', 'facebook', 'windows', 'linkedin', 'twitter']);
    expect(isSocialNetwork('joinme')).toBe(true);
    expect(isSocialNetwork('myspace')).toBe(false);
  });

  it('points every network at the simulator’s stand-in page when the config names one', () => {
    const setup = helloSetup(
      { simulatorUrl: 'http://localhost:3000/', clientIds: { google: 'g-id' } },
      'http://localhost:5173',
    );
    expect(setup.authorizeUrls?.google).toBe('http://localhost:3000/oauth/google/authorize');
    expect(setup.authorizeUrls?.joinme).toBe('http://localhost:3000/oauth/joinme/authorize');
    expect(Object.keys(setup.authorizeUrls ?? {})).toHaveLength(15);
    expect(setup.clientIds.google).toBe('g-id');
    expect(setup.clientIds.github).toBe('sponsorspot-simulator');
    expect(setup.redirectUri).toBe('http://localhost:5173/oauth-redirect.html');
  });

  it('uses the real providers with the configured client ids otherwise, offering only those', () => {
    const oauth = { simulatorUrl: null, clientIds: { google: 'g-id', github: 'gh-id' } };
    expect(helloSetup(oauth, 'https://app.example')).toEqual({
      clientIds: { github: 'gh-id', google: 'g-id' },
      authorizeUrls: null,
      redirectUri: 'https://app.example/oauth-redirect.html',
    });
    expect(availableNetworks(oauth)).toEqual(['github', 'google']);
    expect(availableNetworks({ simulatorUrl: null, clientIds: {} })).toEqual([]);
  });
});
