// POST spot/content/update, DELETE spot/{spotId}/content/{contentId}/decal and GET
// sponsor/{sponsorId}/spot/{spotId}/content: only the content's sponsor (or an admin) reads or changes it,
// edits of the decal or the link clear the AI check, bad input is refused and changes nothing. Fixture: spot
// 2 is available (publisher Acme, user 2); Zephyr (user 4) is sponsor 1 with content 1 (Active, spot 1) and
// content 2 (Disabled, spot 6); Owl (user 5) is not a sponsor.
import { describe, expect, it } from 'vitest';
import { EntityStatus, ErrorCode } from '@sponsorspot/contract/constants';
import { endpointUrl } from '@sponsorspot/contract/endpoint';
import * as content from '@sponsorspot/contract/endpoints/content';
import { CONTENT_LIMITS } from '@sponsorspot/contract/content-rules';
import { CONTROL_CHARACTER_RULE } from '@sponsorspot/contract/text-rules';
import type { Decal, SpotContent } from '@sponsorspot/contract/sponsor';
import * as embed from '@sponsorspot/contract/endpoints/embed';
import { contentCaller, image, setupContentApp, storedFiles } from './content-helpers.js';
import { expectError, FIXTURE, publicDecal, request, unchecked } from './helpers.js';

const { app, uploadDir } = await setupContentApp();
const AVAILABLE_SPOT = 2;
const ZEPHYR_SPONSOR = 1;

const contentRow = (id: number) => app.db.prepare('SELECT * FROM spot_contents WHERE id = ?').get(id);
const allContents = () => app.db.prepare('SELECT * FROM spot_contents ORDER BY id').all();
const markChecked = (id: number) =>
  app.db
    .prepare(
      `UPDATE spot_contents SET ai_checked_on = '2026-01-01T00:00:00.000Z', ai_check_passed = 1,
       ai_check_reasons = '[]' WHERE id = ?`,
    )
    .run(id);

describe('content/update', () => {
  it('creates the caller’s content on an available spot, and the caller becomes a sponsor (Created)', async () => {
    const owl = await contentCaller(app, FIXTURE.owl);
    const res = await owl.update({
      spotId: AVAILABLE_SPOT,
      linkUrl: 'https://owl.example/offer',
      linkTitle: 'Night Owl',
    });
    expect(res.statusCode, res.body).toBe(200);
    const content = res.json() as SpotContent;
    const sponsor = app.sponsors.findByUser(FIXTURE.owl);
    expect(sponsor?.status).toBe(EntityStatus.Created);
    expect(content).toEqual({
      id: expect.any(Number),
      spotId: AVAILABLE_SPOT,
      sponsorId: sponsor?.id,
      subscriptionId: null,
      decalId: null,
      status: EntityStatus.Created,
      linkUrl: 'https://owl.example/offer',
      linkTitle: 'Night Owl',
      hasAgreedToTerms: false,
      aICheckedOn: null,
      aICheckPassed: false,
      aICheckReasons: [],
      heldUntil: null,
      decal: null,
      subscription: null,
      review: null,
      endsAt: null,
      startsAt: null,
    });
    // Again without an id: the same open content, not a second one.
    const again = (
      await owl.update({ spotId: AVAILABLE_SPOT, hasAgreedToTerms: true })
    ).json() as SpotContent;
    expect(again).toMatchObject({ id: content.id, hasAgreedToTerms: true, linkTitle: 'Night Owl' });
    expect((await owl.get(content.sponsorId, AVAILABLE_SPOT)).json()).toEqual(again);
  });

  it('an edit of the link or title clears the AI check; agreeing to the terms does not', async () => {
    const zephyr = await contentCaller(app, FIXTURE.zephyr);
    expect(contentRow(1)).toMatchObject({ ai_check_passed: 1 });
    const terms = (await zephyr.update({ id: 1, spotId: 1, hasAgreedToTerms: true })).json() as SpotContent;
    expect(terms.aICheckPassed).toBe(true);
    const sameLink = (
      await zephyr.update({ id: 1, spotId: 1, linkUrl: 'https://zephyr.test' })
    ).json() as SpotContent;
    expect(sameLink.aICheckPassed).toBe(true);
    const link = (
      await zephyr.update({ id: 1, spotId: 1, linkUrl: 'https://zephyr.test/new' })
    ).json() as SpotContent;
    expect(link).toMatchObject({
      linkUrl: 'https://zephyr.test/new',
      aICheckPassed: false,
      aICheckedOn: null,
    });
    markChecked(1);
    const title = (
      await zephyr.update({ id: 1, spotId: 1, linkTitle: 'Zephyr Roasters' })
    ).json() as SpotContent;
    expect(title).toMatchObject({ aICheckPassed: false, aICheckedOn: null });
    expect(contentRow(1)).toMatchObject({ ai_check_reasons: null });
  });

  it('keeps an http link (the AI check asks for https) and refuses anything else naming linkUrl', async () => {
    const owl = await contentCaller(app, FIXTURE.owl);
    expect((await owl.update({ spotId: AVAILABLE_SPOT, linkUrl: 'http://owl.example' })).statusCode).toBe(
      200,
    );
    const before = allContents();
    for (const linkUrl of [
      'owl.example',
      '/relative',
      'javascript:alert(1)',
      'ftp://owl.example',
      'https://user:pw@owl.example',
    ]) {
      const res = await owl.update({ spotId: AVAILABLE_SPOT, linkUrl });
      expectError(res, 400, ErrorCode.validationFailed);
      expect((res.json() as { details: { field: string }[] }).details[0]?.field).toBe('linkUrl');
    }
    expect(allContents()).toEqual(before);
  });

  it('refuses a link or a title with a control character naming the field, and keeps what was saved', async () => {
    // Content 1 is live on spot 1: a refused edit must leave its link and title as they were.
    const zephyr = await contentCaller(app, FIXTURE.zephyr);
    const before = allContents();
    const cases: [field: 'linkUrl' | 'linkTitle', value: string][] = [
      ['linkUrl', 'https://zephyr.test/offer\r\nSet-Cookie: a=b'],
      ['linkUrl', 'https://zeph\nyr.test/'],
      ['linkUrl', 'https://zephyr.test/\tnew'],
      ['linkUrl', 'https://zephyr.test/\u0000'],
      ['linkUrl', 'https://zephyr.test/\u007f'],
      ['linkTitle', 'Zephyr\r\nRoasters'],
      ['linkTitle', 'Zephyr\tRoasters'],
      ['linkTitle', 'Zephyr\u001bRoasters'],
    ];
    for (const [field, value] of cases) {
      const res = await zephyr.update({ id: 1, spotId: 1, [field]: value });
      expectError(res, 400, ErrorCode.validationFailed);
      expect(res.json().details).toEqual([{ field, message: CONTROL_CHARACTER_RULE }]);
      expect(res.json().message).toBe(`The request body is not valid: ${field} ${CONTROL_CHARACTER_RULE}.`);
    }
    // With a good field beside it, nothing of the body is saved either.
    expectError(
      await zephyr.update({ id: 1, spotId: 1, linkUrl: 'https://zephyr.test/new', linkTitle: 'A\nB' }),
      400,
      ErrorCode.validationFailed,
    );
    expect(allContents()).toEqual(before);
    // A title of one line with spaces and any script is kept.
    const kept = await zephyr.update({ id: 1, spotId: 1, linkTitle: 'Zephyr — café  roasters' });
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('bad bodies: 400 validation_failed or invalid_json, nothing written', async () => {
    const owl = await contentCaller(app, FIXTURE.owl);
    const before = allContents();
    const bodies: unknown[] = [
      {},
      { spotId: 0 },
      { spotId: '2' },
      { spotId: AVAILABLE_SPOT, id: -1 },
      { spotId: AVAILABLE_SPOT, linkTitle: 'x'.repeat(CONTENT_LIMITS.linkTitle + 1) },
      { spotId: AVAILABLE_SPOT, linkUrl: `https://a.example/${'x'.repeat(CONTENT_LIMITS.linkUrl)}` },
      { spotId: AVAILABLE_SPOT, hasAgreedToTerms: 'yes' },
      { spotId: AVAILABLE_SPOT, status: 2 },
      [],
    ];
    for (const payload of bodies)
      expectError(await owl.update(unchecked(payload)), 400, ErrorCode.validationFailed);
    expectError(
      await app.inject({
        method: 'POST',
        url: endpointUrl(content.updateContent),
        headers: { ...owl.headers, 'content-type': 'application/json' },
        payload: '{',
      }),
      400,
      ErrorCode.invalidJson,
    );
    expect(allContents()).toEqual(before);
    expect(app.sponsors.findByUser(FIXTURE.owl)).toBeNull();
  });

  it('refusals: signed out 401, someone else’s content 404, wrong spot 404, taken 409, ended 409, blocked 403', async () => {
    const before = allContents();
    expectError(await request(app, content.updateContent, { body: { spotId: 2 } }), 401);
    const owl = await contentCaller(app, FIXTURE.owl);
    expectError(await owl.update({ id: 1, spotId: 1, linkTitle: 'Mine now' }), 404, ErrorCode.notFound);
    expectError(await owl.update({ spotId: 999 }), 404, ErrorCode.notFound);
    expectError(await owl.update({ spotId: 3 }), 404, ErrorCode.notFound); // a draft
    expectError(await owl.update({ spotId: 1 }), 409, ErrorCode.spotUnavailable);
    const zephyr = await contentCaller(app, FIXTURE.zephyr);
    expectError(await zephyr.update({ id: 1, spotId: 2, linkTitle: 'Moved' }), 404, ErrorCode.notFound);
    expectError(await zephyr.update({ id: 2, spotId: 6, linkTitle: 'Back' }), 409, ErrorCode.conflict);
    app.relations.block(2, FIXTURE.zephyr, new Date());
    expectError(await zephyr.update({ id: 1, spotId: 1, linkTitle: 'Blocked' }), 403, ErrorCode.blocked);
    expectError(await zephyr.update({ spotId: AVAILABLE_SPOT }), 403, ErrorCode.blocked);
    expect(allContents()).toEqual(before);
  });

  it('an admin may change any content', async () => {
    const admin = await contentCaller(app, FIXTURE.admin);
    const res = await admin.update({ id: 1, spotId: 1, linkTitle: 'Fixed by support' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as SpotContent).sponsorId).toBe(ZEPHYR_SPONSOR);
  });
});

describe('decal removal', () => {
  it('removes the decal, clears the AI check, deletes the unused decal and its file', async () => {
    const owl = await contentCaller(app, FIXTURE.owl);
    const decal = (
      await owl.upload(AVAILABLE_SPOT, [{ bytes: await image('png'), fileName: 'a.png' }])
    ).json() as Decal;
    const mine = (await owl.update({ spotId: AVAILABLE_SPOT, linkTitle: 'Owl' })).json() as SpotContent;
    markChecked(mine.id);
    expect(await storedFiles(uploadDir)).toHaveLength(1);
    const res = await owl.removeDecal(AVAILABLE_SPOT, mine.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: mine.id,
      decalId: null,
      decal: null,
      aICheckPassed: false,
      aICheckedOn: null,
    });
    expect(decal.url).toBe(endpointUrl(content.contentDecal, { id: mine.id }));
    expectError(
      await owl.request(content.contentDecal, { params: { id: mine.id } }),
      404,
      ErrorCode.notFound,
    );
    expect(await storedFiles(uploadDir)).toHaveLength(0);
    // Again: nothing to remove, same answer.
    expect((await owl.removeDecal(AVAILABLE_SPOT, mine.id)).json()).toMatchObject({ decalId: null });
  });

  it('a live decal keeps running when its sponsor removes it from the revision they edit', async () => {
    const zephyr = await contentCaller(app, FIXTURE.zephyr);
    expect((await publicDecal(app, 1)).statusCode).toBe(200);
    expect((await zephyr.removeDecal(1, 1)).json()).toMatchObject({ decalId: null, aICheckPassed: false });
    // The live revision is unchanged: the same decal on the embed and at its public URL, its row kept.
    expect((await publicDecal(app, 1)).statusCode).toBe(200);
    const embedded = await request(app, embed.spotDecal, { params: { id: 1 } });
    expect(embedded.headers['content-type']).toBe('image/png');
    expect(app.db.prepare('SELECT count(*) FROM decals WHERE id = 1').pluck().get()).toBe(1);
  });

  it('refusals: someone else’s 404, wrong spot 404, bad ids 400, signed out 401; nothing changes', async () => {
    const before = allContents();
    const owl = await contentCaller(app, FIXTURE.owl);
    expectError(await owl.removeDecal(1, 1), 404, ErrorCode.notFound);
    const zephyr = await contentCaller(app, FIXTURE.zephyr);
    expectError(await zephyr.removeDecal(2, 1), 404, ErrorCode.notFound);
    expectError(await zephyr.removeDecal(1, 999), 404, ErrorCode.notFound);
    for (const [spot, content] of [
      ['x', 1],
      [1, 'x'],
      [0, 1],
      [1, -1],
      [1, '1.5'],
    ])
      expectError(
        await zephyr.removeDecal(unchecked(spot), unchecked(content)),
        400,
        ErrorCode.validationFailed,
      );
    expectError(await request(app, content.removeDecal, { params: { spotId: 1, contentId: 1 } }), 401);
    expect(allContents()).toEqual(before);
  });
});

describe('sponsor/{sponsorId}/spot/{spotId}/content', () => {
  it('answers the sponsor’s content to them and an admin, 404 to anyone else', async () => {
    const zephyr = await contentCaller(app, FIXTURE.zephyr);
    const own = await zephyr.get(ZEPHYR_SPONSOR, 1);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({
      id: 1,
      spotId: 1,
      sponsorId: 1,
      status: EntityStatus.Active,
      decal: { id: 1, url: '/sponsor/api/v1/spot/content/1/decal' },
    });
    expect((await zephyr.get(ZEPHYR_SPONSOR, 6)).json()).toMatchObject({
      id: 2,
      status: EntityStatus.Disabled,
    });
    expectError(await zephyr.get(ZEPHYR_SPONSOR, AVAILABLE_SPOT), 404, ErrorCode.notFound);
    expectError(await zephyr.get(999, 1), 404, ErrorCode.notFound);
    const admin = await contentCaller(app, FIXTURE.admin);
    expect((await admin.get(ZEPHYR_SPONSOR, 1)).json()).toEqual(own.json());
    const owl = await contentCaller(app, FIXTURE.owl);
    expectError(await owl.get(ZEPHYR_SPONSOR, 1), 404, ErrorCode.notFound);
    expectError(await owl.get('x', 1), 400, ErrorCode.validationFailed);
    expectError(await request(app, content.sponsorContent, { params: { sponsorId: 1, spotId: 1 } }), 401);
  });
});
