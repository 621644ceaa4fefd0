// The demo scenario's reservation states, as QA reaches them by logging in (seeds/README.md): a Pending
// content holding its spot, a failed AI check with its reasons, and a spot subscription past due that ends
// with its grace and frees the spot.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SEEDS_DIR } from '../src/config.js';
import { EntityStatus } from '@sponsorspot/contract/constants';
import { SPOT_HOLD_MS } from '@sponsorspot/contract/reservations';
import { advanceClock, testApp } from './helpers.js';
import { DAY_SECONDS } from './payments-helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ SIM_SEEDS_DIR: DEFAULT_SEEDS_DIR, SIM_SCENARIO: 'demo' });
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => {
  app.scenarios.reset('demo');
});

const row = <T>(sql: string, ...params: unknown[]) => app.db.prepare(sql).get(...params) as T;
const contentOf = (email: string, spotName: string) =>
  row<{ id: number; spotId: number }>(
    `SELECT c.id, c.spot_id AS spotId FROM spot_contents c JOIN sponsors sp ON sp.id = c.sponsor_id
     JOIN users u ON u.id = sp.user_id JOIN spots s ON s.id = c.spot_id
     WHERE u.email = ? AND s.name = ? ORDER BY c.id DESC LIMIT 1`,
    email,
    spotName,
  );

describe('demo: the reservation states', () => {
  it('lumen@ holds "Jobs board header" (Pending, about 25 minutes left); the hold ends on the clock', async () => {
    const { id, spotId } = contentOf('lumen@sponsorspot.test', 'Jobs board header');
    const held = app.spotContents.findById(id);
    expect(held?.status).toBe(EntityStatus.Pending);
    const left = Date.parse(held?.heldUntil as string) - app.clock.nowMs();
    expect(left).toBeGreaterThan(24 * 60_000);
    expect(left).toBeLessThanOrEqual(25 * 60_000);
    expect(app.spotContents.holderOf(spotId, app.clock.now())).toBe(id);
    await advanceClock(app, SPOT_HOLD_MS / 1000);
    expect(app.spotContents.holderOf(spotId, app.clock.now())).toBeNull();
  });

  it('greenleaf@ has a Created content on "Community notices sidebar" whose AI check failed with reasons', () => {
    const { id } = contentOf('greenleaf@sponsorspot.test', 'Community notices sidebar');
    const stored = row<{ status: number; passed: number; checkedOn: string | null; reasons: string }>(
      `SELECT status, ai_check_passed AS passed, ai_checked_on AS checkedOn, ai_check_reasons AS reasons
       FROM spot_contents WHERE id = ?`,
      id,
    );
    expect(stored).toMatchObject({ status: EntityStatus.Created, passed: 0, checkedOn: expect.any(String) });
    expect(JSON.parse(stored.reasons).map((r: { field: string }) => r.field)).toEqual(['decal', 'linkTitle']);
  });

  it('lumen@’s "Newsletter top slot" is live on a past-due spot subscription; the grace ends it and frees the spot', async () => {
    const { id, spotId } = contentOf('lumen@sponsorspot.test', 'Newsletter top slot');
    const subscriptionId = app.spotContents.findById(id)?.subscriptionId as number;
    expect(app.subscriptions.findById(subscriptionId)).toMatchObject({
      status: EntityStatus.Pending,
      spotContentId: id,
      pastDueSince: expect.any(String),
    });
    expect(app.spots.findSnapshot(spotId)).toMatchObject({
      currentSpotContentId: id,
      currentSpotContentSubscriptionStatus: EntityStatus.Pending,
    });
    // Past due two days: five days of grace left.
    await advanceClock(app, 4 * DAY_SECONDS);
    expect(app.spots.findSnapshot(spotId)?.currentSpotContentId).toBe(id);
    await advanceClock(app, 2 * DAY_SECONDS);
    expect(app.spotContents.findById(id)?.status).toBe(EntityStatus.Disabled);
    expect(app.spots.findSnapshot(spotId)?.currentSpotContentId).toBeNull();
    // lumen's plan is untouched by the spot subscription's end.
    expect(
      app.accounts.subscriptionInfo(
        app.sponsors.findById(app.spotContents.findById(id)?.sponsorId as number)?.userId as number,
      ),
    ).toMatchObject({ subscriptionLevel: 'Basic' });
  });
});
