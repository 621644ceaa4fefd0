// The AI check: the rule-based ContentChecker rule by rule (each failing and passing), and POST
// spot/content/aicheck storing the result and its time, for the content's sponsor only. Fixture: content 1
// (Zephyr, user 4, spot 1 sized 300x250) has the seeded 300 × 250 decal and https://zephyr.test.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@sponsorspot/contract/constants';
import { AI_CHECK, AiReasonCode } from '@sponsorspot/contract/content-rules';
import { CONTROL_CHARACTER_RULE } from '@sponsorspot/contract/text-rules';
import type { AiCheckResult } from '@sponsorspot/contract/content';
import * as content from '@sponsorspot/contract/endpoints/content';
import { type ContentCheckInput, RuleContentChecker } from '../src/domain/content/ai-check.js';
import { SpotFlightRepository } from '../src/db/repositories/spot-flights.js';
import { SpotContentService } from '../src/domain/content/service.js';
import { contentCaller, image, setupContentApp } from './content-helpers.js';
import { FIXTURE, expectError, request, unchecked } from './helpers.js';

const { app, uploadDir } = await setupContentApp();
const checker = new RuleContentChecker();
const png300x250 = await image('png', 300, 250);
const GOOD: ContentCheckInput = {
  image: png300x250,
  linkUrl: 'https://shop.example/offer?utm=spot',
  linkTitle: 'Fresh coffee, roasted daily',
  spotSize: { width: 300, height: 250 },
};
const codes = async (changes: Partial<ContentCheckInput>) =>
  (await checker.check({ ...GOOD, ...changes })).map((reason) => reason.code);

describe('RuleContentChecker', () => {
  it('passes a good content: no reasons', async () => {
    expect(await checker.check(GOOD)).toEqual([]);
    // Twice the spot's size, same shape; a spot without a size checks neither.
    expect(await codes({ image: await image('png', 600, 500) })).toEqual([]);
    expect(await codes({ image: await image('png', 100, 900), spotSize: null })).toEqual([]);
  });

  it('decal rules: missing, undecodable, too small, wrong shape (beyond the tolerance only)', async () => {
    expect(await codes({ image: null })).toEqual([AiReasonCode.decalMissing]);
    const truncated = png300x250.subarray(0, png300x250.length - 40);
    expect(await codes({ image: truncated })).toEqual([AiReasonCode.decalUnreadable]);
    expect(await codes({ image: Buffer.from('not an image') })).toEqual([AiReasonCode.decalUnreadable]);
    expect(await codes({ image: await image('png', 150, 125) })).toEqual([AiReasonCode.decalTooSmall]);
    expect(await codes({ image: await image('png', 728, 90) })).toEqual([
      AiReasonCode.decalTooSmall,
      AiReasonCode.decalAspect,
    ]);
    expect(await codes({ image: await image('png', 400, 250) })).toEqual([AiReasonCode.decalAspect]);
    // Within the stated tolerance (300 × 250 is 1.2; 310 × 250 is 1.24, +3.3%).
    expect(AI_CHECK.aspectTolerance).toBe(0.05);
    expect(await codes({ image: await image('png', 310, 250) })).toEqual([]);
    expect(await codes({ image: await image('png', 320, 250) })).toEqual([AiReasonCode.decalAspect]);
  });

  it('link rules: missing, malformed, not https, IP address, blocklisted', async () => {
    const cases: [string, string[]][] = [
      ['', [AiReasonCode.linkMissing]],
      ['not a url', [AiReasonCode.linkMalformed]],
      ['mailto:someone@shop.example', [AiReasonCode.linkMalformed]],
      ['https://localhost/offer', [AiReasonCode.linkMalformed]],
      ['https://user:pw@shop.example/', [AiReasonCode.linkMalformed]],
      ['http://shop.example/offer', [AiReasonCode.linkNotHttps]],
      ['https://203.0.113.7/offer', [AiReasonCode.linkIpAddress]],
      ['https://0x7f.1/', [AiReasonCode.linkIpAddress]],
      ['http://[2001:db8::1]/', [AiReasonCode.linkNotHttps, AiReasonCode.linkIpAddress]],
      ['https://bit.ly/3abc', [AiReasonCode.linkBlocked]],
      ['https://www.TinyURL.com/x', [AiReasonCode.linkBlocked]],
      ['https://login.phishing.test/', [AiReasonCode.linkBlocked]],
      ['https://notbit.ly/ok', []],
      ['https://zephyr.test', []],
      ['https://www.shop.example/', []],
    ];
    for (const [linkUrl, expected] of cases) expect(await codes({ linkUrl }), linkUrl).toEqual(expected);
    const [reason] = await checker.check({ ...GOOD, linkUrl: 'http://shop.example' });
    expect(reason?.field).toBe('linkUrl');
  });

  it('a link stored with a line break or a tab (before content/update refused them) does not pass', async () => {
    // The URL parser would drop them, so the click would serve a link other than the one stored.
    for (const linkUrl of [
      'https://shop.example/offer\r\n',
      'https://shop.exa\nmple/',
      'https://shop.example/\t',
    ])
      expect(await checker.check({ ...GOOD, linkUrl }), JSON.stringify(linkUrl)).toEqual([
        {
          code: AiReasonCode.linkMalformed,
          field: 'linkUrl',
          message: `The link ${CONTROL_CHARACTER_RULE}.`,
        },
      ]);
  });

  it('a title stored with a line break or a tab (before content/update refused them) does not pass', async () => {
    // The title is an attribute and a line of the review queue: one line, as content/update now requires.
    for (const linkTitle of ['Fresh coffee\r\nroasted daily', 'Fresh coffee\troasted', 'Fresh\u001bcoffee'])
      expect(await checker.check({ ...GOOD, linkTitle }), JSON.stringify(linkTitle)).toEqual([
        {
          code: AiReasonCode.titleMalformed,
          field: 'linkTitle',
          message: `The title ${CONTROL_CHARACTER_RULE}.`,
        },
      ]);
  });

  it('title rules: length range and banned words (whole words, any case)', async () => {
    const { min, max } = AI_CHECK.title;
    expect(await codes({ linkTitle: 'a'.repeat(min - 1) })).toEqual([AiReasonCode.titleLength]);
    expect(await codes({ linkTitle: 'a'.repeat(min) })).toEqual([]);
    expect(await codes({ linkTitle: 'a'.repeat(max) })).toEqual([]);
    expect(await codes({ linkTitle: 'a'.repeat(max + 1) })).toEqual([AiReasonCode.titleLength]);
    expect(await codes({ linkTitle: `   ${'a'.repeat(min - 1)}   ` })).toEqual([AiReasonCode.titleLength]);
    expect(await codes({ linkTitle: 'Best CASINO bonus' })).toEqual([AiReasonCode.titleBannedWord]);
    expect(await codes({ linkTitle: 'Occasional offers' })).toEqual([]); // "casino" only as a whole word
    const reasons = await checker.check({ ...GOOD, linkTitle: 'ab' });
    expect(reasons).toEqual([
      {
        code: AiReasonCode.titleLength,
        field: 'linkTitle',
        message: expect.stringContaining(`${min} to ${max}`),
      },
    ]);
  });

  it('every failing rule is a reason', async () => {
    const reasons = await checker.check({
      image: null,
      linkUrl: 'http://10.0.0.1',
      linkTitle: 'xxx',
      spotSize: null,
    });
    expect(reasons.map((r) => [r.code, r.field])).toEqual([
      [AiReasonCode.decalMissing, 'decal'],
      [AiReasonCode.linkNotHttps, 'linkUrl'],
      [AiReasonCode.linkIpAddress, 'linkUrl'],
      [AiReasonCode.titleBannedWord, 'linkTitle'],
    ]);
  });
});

describe('POST spot/content/aicheck', () => {
  const row = (id: number) =>
    app.db
      .prepare('SELECT ai_checked_on, ai_check_passed, ai_check_reasons FROM spot_contents WHERE id = ?')
      .get(id);

  it('checks the seeded content (passes), stores the time from the simulator clock', async () => {
    app.clock.setOffset(0);
    app.clock.advance(24 * 60 * 60 * 1000);
    const zephyr = await contentCaller(app, FIXTURE.zephyr);
    const before = app.clock.nowMs();
    const res = await zephyr.aiCheck({ spotContentId: 1 });
    const after = app.clock.nowMs();
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as AiCheckResult;
    expect(result.passed).toBe(true);
    expect(result.reasons).toEqual([]);
    // The simulator's time of the check (a day ahead of the machine's), whatever the check took.
    expect(Date.parse(result.checkedOn)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(result.checkedOn)).toBeLessThanOrEqual(after);
    expect(row(1)).toEqual({ ai_checked_on: result.checkedOn, ai_check_passed: 1, ai_check_reasons: '[]' });
    expect((await zephyr.get(1, 1)).json()).toMatchObject({
      aICheckedOn: result.checkedOn,
      aICheckPassed: true,
    });
    app.clock.setOffset(0);
  });

  it('fails with every reason, stored; fixing the content and checking again passes', async () => {
    const owl = await contentCaller(app, FIXTURE.owl);
    const content = (
      await owl.update({ spotId: 2, linkUrl: 'http://owl.example', linkTitle: 'Owl' })
    ).json() as { id: number; sponsorId: number };
    const failed = (await owl.aiCheck({ spotContentId: content.id })).json() as AiCheckResult;
    expect(failed.passed).toBe(false);
    expect(failed.reasons.map((r) => r.code)).toEqual([AiReasonCode.decalMissing, AiReasonCode.linkNotHttps]);
    expect(row(content.id)).toMatchObject({
      ai_check_passed: 0,
      ai_check_reasons: JSON.stringify(failed.reasons),
    });
    // Read back later (a reload of the order page), the content says why its last check failed.
    expect((await owl.get(content.sponsorId, 2)).json()).toMatchObject({
      aICheckedOn: failed.checkedOn,
      aICheckPassed: false,
      aICheckReasons: failed.reasons,
    });
    // An edit clears the check and its reasons.
    await owl.update({ spotId: 2, linkTitle: 'Owl roasters' });
    expect((await owl.get(content.sponsorId, 2)).json()).toMatchObject({
      aICheckedOn: null,
      aICheckReasons: [],
    });
    await owl.upload(2, [{ bytes: await sharp(png300x250).toBuffer(), fileName: 'owl.png' }]);
    await owl.update({ spotId: 2, linkUrl: 'https://owl.example' });
    const passed = (await owl.aiCheck({ spotContentId: content.id })).json() as AiCheckResult;
    expect(passed).toMatchObject({ passed: true, reasons: [] });
    expect((await owl.get(content.sponsorId, 2)).json()).toMatchObject({
      aICheckPassed: true,
      aICheckReasons: [],
    });
  });

  it('an edit made while the check runs wins: the stale result is not stored (409 conflict)', async () => {
    const { spots, spotContents, sponsors, decals, relations } = app;
    // A checker that passes everything, slowly enough for the sponsor to change the link meanwhile.
    const editingChecker = {
      check: async () => {
        spotContents.update(
          1,
          { linkUrl: 'http://changed.example', linkTitle: 'Changed', hasAgreedToTerms: true },
          true,
          new Date(),
        );
        return [];
      },
    };
    const service = new SpotContentService(
      app.db,
      { spots, spotContents, sponsors, decals, relations, spotFlights: new SpotFlightRepository(app.db) },
      app.clock,
      {
        uploadDir,
        checker: editingChecker,
        reviews: app.reviews,
      },
    );
    const zephyr = { userId: FIXTURE.zephyr, roles: [] };
    await expect(service.aiCheck(zephyr, 1)).rejects.toMatchObject({
      statusCode: 409,
      code: ErrorCode.conflict,
    });
    expect(row(1)).toEqual({ ai_checked_on: null, ai_check_passed: 0, ai_check_reasons: null });
  });

  it('someone else’s content 404, unknown 404, signed out 401, bad bodies 400; nothing stored', async () => {
    const owl = await contentCaller(app, FIXTURE.owl);
    const before = row(1);
    expectError(await owl.aiCheck({ spotContentId: 1 }), 404, ErrorCode.notFound);
    expectError(await owl.aiCheck({ spotContentId: 999 }), 404, ErrorCode.notFound);
    for (const payload of [
      {},
      { spotContentId: 0 },
      { spotContentId: '1' },
      { spotContentId: 1, extra: true },
    ])
      expectError(await owl.aiCheck(unchecked(payload)), 400, ErrorCode.validationFailed);
    expectError(await request(app, content.aiCheck, { body: { spotContentId: 1 } }), 401);
    expect(row(1)).toEqual(before);
  });
});
