// Disclosure (issue 31 item 5): the visible "Sponsored" label a publisher keeps on or switches off per spot,
// in the snippet and the HTML file, through create, update, read, a scenario and a saved state; and the
// recent views a marketplace card shows, on the public spot the order's Overview reads.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ScenarioFile } from '@sponsorspot/contract/scenario';
import type { Spot } from '@sponsorspot/contract/sponsor';
import * as marketplace from '@sponsorspot/contract/endpoints/marketplace';
import * as publisher from '@sponsorspot/contract/endpoints/publisher';
import * as sim from '@sponsorspot/contract/endpoints/sim';
import { loggedIn, request, setupApp } from './helpers.js';

const app: FastifyInstance = await setupApp();

/** What a reader of the publisher's page sees after the decal. */
const LABEL = '<small style="display:block;font-size:12px;line-height:1.5">Sponsored</small>';

async function asAcme() {
  const { jwt } = await loggedIn(app, 'acme@fixture.test');
  return {
    snippet: async (id: number) => {
      const res = await request(app, publisher.spotSnippet, { params: { id } }, { token: jwt });
      expect(res.statusCode, res.body).toBe(200);
      return res.body;
    },
    download: async (id: number) => {
      const res = await request(app, publisher.spotDownload, { params: { id } }, { token: jwt });
      expect(res.statusCode, res.body).toBe(200);
      return res.body;
    },
    update: async (body: { id: number; sponsoredLabel?: boolean; name?: string }) => {
      const res = await request(app, publisher.updateSpot, { body }, { token: jwt });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Spot;
    },
    create: async (body: { name: string; sponsoredLabel?: boolean }) => {
      const res = await request(app, publisher.createSpot, { body }, { token: jwt });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as Spot;
    },
    get: async (id: number) => {
      const res = await request(app, publisher.getSpot, { params: { id } }, { token: jwt });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Spot;
    },
  };
}

describe('the "Sponsored" label', () => {
  it('follows the link and image of the snippet and the HTML file while on, and is gone when switched off', async () => {
    const acme = await asAcme();
    // acme holds Download.HTML in the fixture.
    const on = await acme.snippet(1);
    expect(on).toMatch(/^<a href="[^"]*" rel="sponsored noopener"><img [^>]*><\/a>/);
    expect(on.trim().endsWith(`</a>${LABEL}`)).toBe(true);
    expect(await acme.download(1)).toContain(`</a>${LABEL}\n</body>`);

    expect((await acme.update({ id: 1, sponsoredLabel: false })).sponsoredLabel).toBe(false);
    const off = await acme.snippet(1);
    expect(off).not.toContain('Sponsored</small>');
    expect(off.trim()).toMatch(/<\/a>$/);
    const file = await acme.download(1);
    expect(file).not.toContain('Sponsored</small>');
    expect(file).toMatch(/<\/a>\n<\/body>/);

    await acme.update({ id: 1, sponsoredLabel: true });
    expect((await acme.snippet(1)).trim().endsWith(`</a>${LABEL}`)).toBe(true);
  });

  it('is on for a new spot unless created off, kept by updates that leave it out, and read back everywhere', async () => {
    const acme = await asAcme();
    const created = await acme.create({ name: 'Header strip' });
    expect(created.sponsoredLabel).toBe(true);
    const quiet = await acme.create({ name: 'Quiet strip', sponsoredLabel: false });
    expect(quiet.sponsoredLabel).toBe(false);
    expect((await acme.get(quiet.id)).sponsoredLabel).toBe(false);
    expect(app.db.prepare('SELECT sponsored_label FROM spots WHERE id = ?').pluck().get(quiet.id)).toBe(0);
    // Another field saved later keeps the choice.
    expect((await acme.update({ id: quiet.id, name: 'Quiet strip 2' })).sponsoredLabel).toBe(false);
    expect((await acme.update({ id: created.id, sponsoredLabel: false })).sponsoredLabel).toBe(false);
    // The public spot says it too (spot 1 is published).
    await acme.update({ id: 1, sponsoredLabel: false });
    const spot = await request(app, marketplace.publicSpot, { params: { id: 1 } });
    expect(spot.json()).toMatchObject({ id: 1, sponsoredLabel: false });
  });

  it('loads from a scenario (on when left out) and travels through a saved state', async () => {
    const acme = await asAcme();
    // fixture.json: spot 3 says sponsoredLabel: false, spot 1 says nothing.
    expect((await acme.get(3)).sponsoredLabel).toBe(false);
    expect((await acme.get(1)).sponsoredLabel).toBe(true);
    expect(await acme.snippet(3)).not.toContain('Sponsored</small>');

    await acme.update({ id: 1, sponsoredLabel: false });
    const saved = (await request(app, sim.exportState)).json() as ScenarioFile;
    await request(app, sim.reset, { body: { scenario: 'fixture' } });
    expect((await (await asAcme()).get(1)).sponsoredLabel).toBe(true);
    const load = await request(app, sim.importState, { body: saved });
    expect(load.statusCode, load.body).toBe(200);
    const again = await asAcme();
    expect((await again.get(1)).sponsoredLabel).toBe(false);
  }, 30_000); // a state load is parsed in a child process
});

describe('GET spot/{id}/public recentViews', () => {
  it("answers the card's recent views: every view of the last 30 days, the placeholder's too; null when private", async () => {
    const today = new Date(app.clock.nowMs()).toISOString().slice(0, 10);
    const put = app.db.prepare(
      'INSERT INTO spot_traffic_days (spot_id, day, content_id, views, clicks) VALUES (?, ?, ?, ?, ?)',
    );
    put.run(1, today, 1, 40, 2);
    put.run(1, today, 0, 5, 5);
    put.run(1, '2000-01-01', 1, 999, 0); // long ago
    const card = (await request(app, marketplace.searchSpots, { body: { sort: 'traffic' } })).json() as {
      spots: Spot[];
    };
    expect(card.spots.find((s) => s.id === 1)?.recentViews).toBe(45);
    const spot = await request(app, marketplace.publicSpot, { params: { id: 1 } });
    expect(spot.json()).toMatchObject({ id: 1, recentViews: 45 });

    const { jwt } = await loggedIn(app, 'acme@fixture.test');
    const hidden = await request(
      app,
      publisher.updateSpot,
      { body: { id: 1, showAnalytics: false } },
      { token: jwt },
    );
    expect(hidden.json()).toMatchObject({ showAnalytics: false });
    expect((await request(app, marketplace.publicSpot, { params: { id: 1 } })).json().recentViews).toBeNull();
  });
});
