// A reset empties and copies the traffic rows without the market's traffic triggers (020_market_traffic.sql,
// db/market-traffic.ts) and fills the market tables once at its end (022_market_reset.sql): afterwards every
// spot's recent views are still its views of the 30 days, a view counted through the embed adds to them, the
// market rows are their source's, and a reset that fails leaves the triggers and the rows as they were.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as marketplace from '@sponsorspot/contract/endpoints/marketplace';
import * as sim from '@sponsorspot/contract/endpoints/sim';
import { recentViewsSince } from '@sponsorspot/contract/search-rules';
import type { ScenarioFile } from '@sponsorspot/contract/scenario';
import { demoApp, expectError, request, resetScenario } from './helpers.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = await demoApp();
});
afterAll(() => app.close());

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** Each listed spot's recent views as the traffic sort answers them (the search sets the 30 days first). */
async function answeredViews(): Promise<Map<number, number | null>> {
  const res = await request(app, marketplace.searchSpots, {
    body: { sort: 'traffic', pageNumber: 1, pageSize: 100 },
  });
  expect(res.statusCode, res.body).toBe(200);
  const spots = res.json().spots as { id: number; recentViews?: number | null }[];
  return new Map(spots.map((s) => [s.id, s.recentViews ?? null]));
}

/** The same, the slow way: the views of the 30 days in spot_traffic_days, null when hidden. */
function referenceViews(): Map<number, number | null> {
  const rows = app.db
    .prepare<{ since: string }, { id: number; views: number | null }>(
      `SELECT s.id, CASE WHEN s.show_analytics = 1 THEN
         (SELECT coalesce(sum(views), 0) FROM spot_traffic_days WHERE spot_id = s.id AND day >= @since) END AS views
       FROM spots s JOIN listed_spots l ON l.spot_id = s.id`,
    )
    .all({ since: recentViewsSince(app.clock.nowMs()) });
  return new Map(rows.map((r) => [r.id, r.views]));
}

/** The market tables against what they are made from (019 market_spot_source, 021 the groups). */
function expectMarketInStep(): void {
  const all = (sql: string) => app.db.prepare(sql).all();
  expect(all('SELECT * FROM market_spots ORDER BY spot_id')).toEqual(
    all('SELECT * FROM market_spot_source ORDER BY spot_id'),
  );
  expect(
    all('SELECT size, placement, state, count FROM market_groups ORDER BY size, placement, state'),
  ).toEqual(
    all(`SELECT size, placement, state, count(*) AS count FROM market_spots
         GROUP BY size, placement, state ORDER BY size, placement, state`),
  );
  expect(all('SELECT * FROM market_rebuild')).toEqual([]);
}

// The traffic triggers among the connection's TEMP triggers (the market mirror's are the others).
const triggers = () =>
  app.db
    .prepare(
      "SELECT name FROM sqlite_temp_master WHERE type = 'trigger' AND name LIKE 'spot_traffic_%' ORDER BY name",
    )
    .pluck()
    .all();

describe('the market traffic after a reset', () => {
  it('is every spot’s views of the 30 days, and a view counted after it adds to its spot', async () => {
    for (let round = 0; round < 2; round++) {
      await resetScenario(app, 'demo');
      expectMarketInStep();
      expect(app.db.prepare('SELECT count(*) FROM market_spots').pluck().get()).toBeGreaterThan(10);
      const before = await answeredViews();
      expect(before.size).toBeGreaterThan(10);
      expect(before).toEqual(referenceViews());
      expect([...before.values()].some((views) => views !== null && views > 0)).toBe(true);
      const id = app.db
        .prepare(
          "SELECT spot_id FROM market_spots WHERE state = 'live' AND show_analytics = 1 ORDER BY spot_id LIMIT 1",
        )
        .pluck()
        .get() as number;
      const view = await app.inject({
        method: 'GET',
        url: `/public/spot/${id}/decal`,
        headers: { 'user-agent': BROWSER },
        remoteAddress: `203.0.113.${10 + round}`,
      });
      expect(view.statusCode).toBe(200);
      const after = await answeredViews();
      expect(after.get(id)).toBe((before.get(id) as number) + 1);
      expect(after).toEqual(referenceViews());
    }
  });

  it('keeps its triggers and the market rows when a reset fails and rolls back', async () => {
    await resetScenario(app, 'demo');
    const names = triggers();
    expect(names).toEqual([
      'spot_traffic_market_delete',
      'spot_traffic_market_insert',
      'spot_traffic_market_update',
    ]);
    const saved = (await request(app, sim.exportState)).json() as ScenarioFile;
    const broken = {
      ...saved,
      savedState: {
        ...saved.savedState!,
        tables: {
          ...saved.savedState!.tables,
          spots: [...saved.savedState!.tables.spots!, { id: 99999, publisher_id: 424242 }],
        },
      },
    };
    expectError(await request(app, sim.importState, { body: broken }), 422, 'scenario_invalid');
    expect(triggers()).toEqual(names);
    expectMarketInStep();
    await answeredViews();
    expect(await answeredViews()).toEqual(referenceViews());
  });
});
