// The embed dialog's request code against the real simulator (demo scenario), on a real port: the snippet
// for a free publisher, and the HTML file (text, with the session's bearer token) for a Download.HTML one;
// without the feature the file is refused with feature_required, which the dialog turns into the upgrade prompt.
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@sponsorspot/contract/constants';
import { getSpotFile } from '../src/features/publisher/api/download-spot-file';
import { getSpotSnippet } from '../src/features/publisher/api/get-spot-snippet';
import { ApiError } from '../src/lib/errors';
import { simulatorClient } from './simulator-client';

const simulator = simulatorClient();

describe('the embed of a spot against the simulator', () => {
  it('gives a free publisher the snippet and refuses them the file with feature_required', async () => {
    // publisher@ (free): spot 52, live.
    await simulator.signIn({ email: 'publisher@sponsorspot.test', password: 'Publisher!2026' });
    const snippet = await getSpotSnippet(52);
    expect(snippet).toMatch(
      /^<a href="[^"]+\/public\/spot\/52\/click" rel="sponsored noopener"><img src="[^"]+\/public\/spot\/52\/decal"/,
    );
    expect(snippet).toContain('alt="Sponsored: Site-wide feature"');
    const refused = await getSpotFile(52).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 403, code: ErrorCode.featureRequired });
  });

  it('fetches the HTML file as text for a Download.HTML publisher', async () => {
    // pro@ (Pro, Download.HTML): spot 16, live.
    await simulator.signIn({ email: 'pro@sponsorspot.test', password: 'ProUser!2026' });
    const html = await getSpotFile(16);
    expect(typeof html).toBe('string');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toMatch(/<img src="data:image\/[^"]+;base64,/);
    expect(html).toContain('<title>Sponsored: Newsletter top slot</title>');
  });
});
