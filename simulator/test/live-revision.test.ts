// Nothing unchecked is served (014_live_revision.sql): an edit of a live content's link, title or decal is a
// new revision; the embed, the click redirect, the public spot answer and the public decal URL keep serving
// the live revision until the new one passes the AI check, which then replaces it in one write. Decals are
// private until live: the public URL names a live decal by an unguessable key, and the sponsor and the spot's
// publisher read any other through GET spot/content/{id}/decal. Spot 1 requires approval (the default): a
// checked edit waits for its publisher (016_reviews.sql), then replaces the live revision. On the fixture: zephyr's content 1 runs live
// on acme's spot 1 with the seeded PNG decal 1 and https://zephyr.test.
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@sponsorspot/contract/constants';
import * as content from '@sponsorspot/contract/endpoints/content';
import * as embed from '@sponsorspot/contract/endpoints/embed';
import * as marketplace from '@sponsorspot/contract/endpoints/marketplace';
import * as reviews from '@sponsorspot/contract/endpoints/reviews';
import type { Decal, Spot } from '@sponsorspot/contract/sponsor';
import { contentCaller, image, setupContentApp } from './content-helpers.js';
import { expectError, FIXTURE, publicDecal, request, signedIn } from './helpers.js';

const { app } = await setupContentApp();

const LIVE_SPOT = 1;
const LIVE_CONTENT = 1;
const AVAILABLE_SPOT = 2;

const click = async (spotId = LIVE_SPOT) =>
  (await request(app, embed.spotClick, { params: { id: spotId } })).headers.location;
const embedded = (spotId = LIVE_SPOT) => request(app, embed.spotDecal, { params: { id: spotId } });
/** acme, the publisher of spot 1, approves the checked revision waiting on it. */
async function approve(spotContentId = LIVE_CONTENT) {
  const acme = await signedIn(app, FIXTURE.acme);
  const res = await acme.request(reviews.reviewContent, { body: { spotContentId, decision: 'approve' } });
  expect(res.statusCode, res.body).toBe(200);
}
/** The spot as everyone reads it (the marketplace's public answer). */
const publicSpot = async (spotId = LIVE_SPOT) =>
  (await request(app, marketplace.publicSpot, { params: { id: spotId } })).json() as Spot;

describe('an edit of a live content (approved by the publisher)', () => {
  it('keeps the live link while a new one is unchecked or fails the check, then serves the checked one', async () => {
    const zephyr = await contentCaller(app, FIXTURE.zephyr);
    const edited = await zephyr.update({
      spotId: LIVE_SPOT,
      id: LIVE_CONTENT,
      linkUrl: 'http://malware.test/x',
    });
    expect(edited.json()).toMatchObject({ linkUrl: 'http://malware.test/x', aICheckPassed: false });
    expect(await click()).toBe('https://zephyr.test/');
    expect((await publicSpot()).currentSpotContent).toMatchObject({
      linkUrl: 'https://zephyr.test',
      aICheckPassed: true,
    });
    // The check refuses http: nothing changes on the publisher's site.
    expect((await zephyr.aiCheck({ spotContentId: LIVE_CONTENT })).json()).toMatchObject({ passed: false });
    expect(await click()).toBe('https://zephyr.test/');

    await zephyr.update({ spotId: LIVE_SPOT, id: LIVE_CONTENT, linkUrl: 'https://zephyr.test/autumn' });
    expect(await click()).toBe('https://zephyr.test/');
    expect((await zephyr.aiCheck({ spotContentId: LIVE_CONTENT })).json()).toMatchObject({ passed: true });
    // Checked, it waits for the publisher: the live link keeps running until they approve it.
    expect(await click()).toBe('https://zephyr.test/');
    await approve();
    expect(await click()).toBe('https://zephyr.test/autumn');
    expect((await publicSpot()).currentSpotContent?.linkUrl).toBe('https://zephyr.test/autumn');
  });

  it('keeps the live title until the new one passes the check', async () => {
    const zephyr = await contentCaller(app, FIXTURE.zephyr);
    await zephyr.update({ spotId: LIVE_SPOT, id: LIVE_CONTENT, linkTitle: 'Something else entirely' });
    expect((await publicSpot()).currentSpotContent?.linkTitle).toBe('Zephyr Coffee');
    expect((await zephyr.aiCheck({ spotContentId: LIVE_CONTENT })).json()).toMatchObject({ passed: true });
    expect((await publicSpot()).currentSpotContent?.linkTitle).toBe('Zephyr Coffee');
    await approve();
    expect((await publicSpot()).currentSpotContent?.linkTitle).toBe('Something else entirely');
  });

  it('keeps the live decal until the new one passes; then the old one goes', async () => {
    const zephyr = await contentCaller(app, FIXTURE.zephyr);
    const uploaded = await zephyr.upload(LIVE_SPOT, [{ bytes: await image('webp'), fileName: 'new.webp' }]);
    const decal = uploaded.json() as Decal;
    expect((await embedded()).headers['content-type']).toBe('image/png');
    expect((await publicSpot()).currentSpotContent?.decalId).toBe(1);
    expect((await publicDecal(app, 1)).statusCode).toBe(200);
    expect((await publicDecal(app, decal.id)).statusCode).toBe(404);

    expect((await zephyr.aiCheck({ spotContentId: LIVE_CONTENT })).json()).toMatchObject({ passed: true });
    expect((await embedded()).headers['content-type']).toBe('image/png');
    expect((await publicDecal(app, decal.id)).statusCode).toBe(404);
    await approve();
    expect((await embedded()).headers['content-type']).toBe('image/webp');
    const live = (await publicSpot()).currentSpotContent?.decal;
    expect(live?.id).toBe(decal.id);
    expect(live?.url).toMatch(/^\/public\/decals\/[0-9a-f]{32}$/);
    expect((await app.inject({ method: 'GET', url: live?.url ?? '' })).headers['content-type']).toBe(
      'image/webp',
    );
    // The replaced decal is used by nothing any more: gone, and its public URL with it.
    expect((await publicDecal(app, 1)).statusCode).toBe(404);
    expect(app.db.prepare('SELECT count(*) FROM decals WHERE id = 1').pluck().get()).toBe(0);
  });
});

describe('decals are private until live', () => {
  it('an anonymous request for a Created content’s decal is 404; its sponsor and the publisher read it', async () => {
    const owl = await contentCaller(app, FIXTURE.owl);
    const decal = (
      await owl.upload(AVAILABLE_SPOT, [{ bytes: await image('png'), fileName: 'draft.png' }])
    ).json() as Decal;
    const contentId = app.db
      .prepare('SELECT id FROM spot_contents WHERE decal_id = ?')
      .pluck()
      .get(decal.id) as number;
    // Neither by its key nor by walking ids.
    expect((await publicDecal(app, decal.id)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/public/decals/${decal.id}` })).statusCode).toBe(400);

    const read = (caller: Pick<typeof owl, 'request'>) =>
      caller.request(content.contentDecal, { params: { id: contentId } });
    expect((await read(owl)).statusCode).toBe(200);
    const acme = await signedIn(app, FIXTURE.acme); // the spot's publisher, who reviews it
    const mine = await read(acme);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect((await read(await signedIn(app, FIXTURE.admin))).statusCode).toBe(200);
    expectError(await read(await signedIn(app, FIXTURE.zephyr)), 404, ErrorCode.notFound);
    expectError(await request(app, content.contentDecal, { params: { id: contentId } }), 401);
  });

  it('the decal of an ended content is not public', async () => {
    const zephyr = await contentCaller(app, FIXTURE.zephyr);
    expect((await publicDecal(app, 1)).statusCode).toBe(200);
    app.db.prepare('UPDATE spot_contents SET status = 3 WHERE id = 1').run();
    app.db.prepare('UPDATE spots SET current_spot_content_id = NULL WHERE id = 1').run();
    expect((await publicDecal(app, 1)).statusCode).toBe(404);
    // Its sponsor still reads it.
    expect((await zephyr.request(content.contentDecal, { params: { id: LIVE_CONTENT } })).statusCode).toBe(
      200,
    );
  });

  it('a live spot whose publisher is no longer active serves no decal', async () => {
    app.db.prepare('UPDATE publishers SET status = 1 WHERE id = 1').run();
    expect((await publicDecal(app, 1)).statusCode).toBe(404);
  });
});
