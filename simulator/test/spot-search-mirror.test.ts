// The market mirror (spot-market-mirror.ts) follows writes made by another connection to the same database
// file, which its connection's TEMP triggers do not see: the facets of a price range count a spot whose price
// another connection moved into it, and stop counting it when moved out again.
import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as marketplace from '@sponsorspot/contract/endpoints/marketplace';
import type { SpotSearchResult } from '@sponsorspot/contract/sponsor';
import { type Db, openDatabase } from '../src/db/connection.js';
import { request, testApp } from './helpers.js';

let app: FastifyInstance;
let other: Db;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sponsorspot-mirror-'));
  const dbPath = path.join(dir, 'mirror.db');
  app = await testApp({ SIM_DB_PATH: dbPath, SIM_UPLOAD_DIR: dir });
  other = openDatabase(dbPath);
});
afterAll(async () => {
  other.close();
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

/** Spots priced $1,234.00 to $1,234.99 a month, as the search counts them. */
async function inRange(): Promise<number> {
  const res = await request(app, marketplace.searchSpots, {
    body: { searchText: '', priceMin: 1234, priceMax: 1234.99, sort: 'newest' },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as SpotSearchResult).totalCount;
}

describe('the facets of a price range', () => {
  it('follow a spot whose price another connection changes', async () => {
    const spot = app.db
      .prepare('SELECT spot_id FROM market_spots ORDER BY spot_id LIMIT 1')
      .pluck()
      .get() as number;
    const productJson = app.db
      .prepare('SELECT product_json FROM spots WHERE id = ?')
      .pluck()
      .get(spot) as string;
    const priced = (price: number) =>
      other
        .prepare('UPDATE spots SET product_json = ? WHERE id = ?')
        .run(JSON.stringify({ ...JSON.parse(productJson), pricePerMonth: price }), spot);
    expect(await inRange()).toBe(0);
    priced(1234.5);
    expect(await inRange()).toBe(1);
    priced(20);
    expect(await inRange()).toBe(0);
  });
});
