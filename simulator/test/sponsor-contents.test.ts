// GET sponsor/{sponsorId}/content: every content of a sponsor in every status, newest first, each with its
// spot's name; only that sponsor or an admin reads it (404 for anyone else, as an unknown sponsor). Fixture:
// Zephyr (user 4) is sponsor 1 with content 1 (Active, spot 1) and content 2 (Disabled, spot 6); Owl (user 5)
// is not a sponsor; spot 2 is available.
import { describe, expect, it } from 'vitest';
import { EntityStatus, ErrorCode } from '@sponsorspot/contract/constants';
import type { SponsorContents } from '@sponsorspot/contract/content';
import * as content from '@sponsorspot/contract/endpoints/content';
import type { SpotContent } from '@sponsorspot/contract/sponsor';
import { contentCaller, setupContentApp } from './content-helpers.js';
import { FIXTURE, expectError, request, signedIn, unchecked } from './helpers.js';

const { app } = await setupContentApp();
const ZEPHYR_SPONSOR = 1;

async function list(userId: number, sponsorId: number | string) {
  const caller = await signedIn(app, userId);
  // A string id is sent as given (the test of its refusal).
  return caller.request(content.sponsorContents, { params: unchecked({ sponsorId }) });
}

const spotName = (id: number) =>
  (app.db.prepare('SELECT name FROM spots WHERE id = ?').get(id) as { name: string }).name;

describe('GET sponsor/{sponsorId}/content', () => {
  it('lists every content of the sponsor, newest first, with its spot’s name and the single read’s shape', async () => {
    const zephyr = await contentCaller(app, FIXTURE.zephyr);
    const created = (await zephyr.update({ spotId: 2, linkTitle: 'Zephyr again' })).json() as SpotContent;
    const res = await list(FIXTURE.zephyr, ZEPHYR_SPONSOR);
    expect(res.statusCode, res.body).toBe(200);
    const { contents } = res.json() as SponsorContents;
    expect(contents.map((item) => [item.content.id, item.content.status])).toEqual([
      [created.id, EntityStatus.Created],
      [2, EntityStatus.Disabled],
      [1, EntityStatus.Active],
    ]);
    for (const item of contents) expect(item.spotName).toBe(spotName(item.content.spotId));
    expect(contents[0]?.content).toEqual(created);
    expect(contents[2]?.content).toEqual((await zephyr.get(ZEPHYR_SPONSOR, 1)).json());
  });

  it('answers an admin too', async () => {
    const res = await list(FIXTURE.admin, ZEPHYR_SPONSOR);
    expect(res.statusCode).toBe(200);
    expect((res.json() as SponsorContents).contents).toHaveLength(2);
  });

  it('is 404 for another user and for an unknown sponsor, 401 without a token, 400 for a bad id', async () => {
    expectError(await list(FIXTURE.owl, ZEPHYR_SPONSOR), 404, ErrorCode.notFound);
    expectError(await list(FIXTURE.zephyr, 9999), 404, ErrorCode.notFound);
    const anonymous = await request(app, content.sponsorContents, { params: { sponsorId: 1 } });
    expect(anonymous.statusCode).toBe(401);
    expect((await list(FIXTURE.zephyr, 'abc')).statusCode).toBe(400);
  });
});
