// POST spot/upload/{spotId} and GET /public/decals/{id}: what is accepted (decided by the bytes), re-encoded
// without metadata, stored under a generated name outside the served folders, and everything refused with
// its code and nothing stored. Fixture: spot 2 is available (publisher Acme, user 2); Owl (user 5) is a
// publisher and not yet a sponsor; Zephyr (user 4) is sponsor 1 and holds spot 1.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { crc32 } from 'node:zlib';
import { ErrorCode, EntityStatus } from '@sponsorspot/contract/constants';
import { DECAL_UPLOAD, NO_FILE_MESSAGE } from '@sponsorspot/contract/content-rules';
import type { Decal, SpotContent } from '@sponsorspot/contract/sponsor';
import { endpointUrl } from '@sponsorspot/contract/endpoint';
import * as content from '@sponsorspot/contract/endpoints/content';
import * as embed from '@sponsorspot/contract/endpoints/embed';
import { contentCaller, formData, image, setupContentApp, storedFiles } from './content-helpers.js';
import { expectError, FIXTURE, publicDecal, request, TENANT, testApp } from './helpers.js';

const { app, uploadDir } = await setupContentApp();
const AVAILABLE_SPOT = 2;

const decalRows = () => app.db.prepare('SELECT count(*) AS n FROM decals').get() as { n: number };

async function expectNothingStored(before: { files: string[]; decals: number; contents: number }) {
  expect(await storedFiles(uploadDir)).toEqual(before.files);
  expect(decalRows().n).toBe(before.decals);
  expect((app.db.prepare('SELECT count(*) AS n FROM spot_contents').get() as { n: number }).n).toBe(
    before.contents,
  );
}

async function snapshot() {
  return {
    files: await storedFiles(uploadDir),
    decals: decalRows().n,
    contents: (app.db.prepare('SELECT count(*) AS n FROM spot_contents').get() as { n: number }).n,
  };
}

describe('accepted images', () => {
  for (const format of ['png', 'jpeg', 'webp', 'gif'] as const) {
    it(`stores a ${format} re-encoded, served back with its type, nosniff and a sandboxing CSP`, async () => {
      const owl = await contentCaller(app, FIXTURE.owl);
      const res = await owl.upload(AVAILABLE_SPOT, [
        { bytes: await image(format, 320, 50), fileName: `banner.${format}` },
      ]);
      expect(res.statusCode, res.body).toBe(201);
      const decal = res.json() as Decal;
      const type = `image/${format}`;
      expect(decal).toEqual({
        id: expect.any(Number),
        url: expect.stringMatching(/^\/sponsor\/api\/v1\/spot\/content\/\d+\/decal$/),
        contentType: type,
        width: 320,
        height: 50,
        fileName: `banner.${format === 'jpeg' ? 'jpg' : format}`,
      });
      const served = await app.inject({ method: 'GET', url: decal.url, headers: owl.headers });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('private, no-store');
      // Private until live: not to anyone signed out, not at its public URL.
      expect((await app.inject({ method: 'GET', url: decal.url, headers: TENANT })).statusCode).toBe(401);
      expect((await publicDecal(app, decal.id)).statusCode).toBe(404);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain('sandbox');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, 320, 50]);
      // Stored under a generated name, not the client's.
      const files = await storedFiles(uploadDir);
      expect(files.some((name) => name.includes('banner'))).toBe(false);
    });
  }

  it('makes the caller a sponsor (Created) with a Created content holding the decal', async () => {
    const owl = await contentCaller(app, FIXTURE.owl);
    const res = await owl.upload(AVAILABLE_SPOT, [{ bytes: await image('png'), fileName: 'a.png' }]);
    const decal = res.json() as Decal;
    const sponsor = app.db.prepare('SELECT id, status FROM sponsors WHERE user_id = ?').get(FIXTURE.owl) as {
      id: number;
      status: number;
    };
    expect(sponsor.status).toBe(EntityStatus.Created);
    const content = (await owl.get(sponsor.id, AVAILABLE_SPOT)).json() as SpotContent;
    expect(content).toMatchObject({
      spotId: AVAILABLE_SPOT,
      sponsorId: sponsor.id,
      status: EntityStatus.Created,
      decalId: decal.id,
      decal,
      aICheckPassed: false,
      aICheckedOn: null,
    });
  });

  it('keeps the type the bytes say: a PNG named .gif and declared image/gif is stored as PNG', async () => {
    const owl = await contentCaller(app, FIXTURE.owl);
    const res = await owl.upload(AVAILABLE_SPOT, [
      { bytes: await image('png'), fileName: 'disguised.gif', type: 'image/gif' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as Decal).contentType).toBe('image/png');
    expect((res.json() as Decal).fileName).toBe('disguised.png');
  });

  it('drops metadata: EXIF of the upload is gone from the stored image', async () => {
    const withExif = await sharp(await image('jpeg'))
      .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'secret-artist' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const owl = await contentCaller(app, FIXTURE.owl);
    const decal = (
      await owl.upload(AVAILABLE_SPOT, [{ bytes: withExif, fileName: 'x.jpg' }])
    ).json() as Decal;
    const served = await app.inject({ method: 'GET', url: decal.url, headers: owl.headers });
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);
  });

  it('keeps the first frame of an animated GIF', async () => {
    const frames = await Promise.all(
      ['#336699', '#993366'].map((background) =>
        sharp({ create: { width: 40, height: 30, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const animated = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const owl = await contentCaller(app, FIXTURE.owl);
    const decal = (
      await owl.upload(AVAILABLE_SPOT, [{ bytes: animated, fileName: 'a.gif' }])
    ).json() as Decal;
    expect([decal.contentType, decal.width, decal.height]).toEqual(['image/gif', 40, 30]);
    const served = await app.inject({ method: 'GET', url: decal.url, headers: owl.headers });
    expect((await sharp(served.rawPayload).metadata()).pages ?? 1).toBe(1);
  });

  it('replacing the decal clears the AI check and removes the old file', async () => {
    const owl = await contentCaller(app, FIXTURE.owl);
    const first = (
      await owl.upload(AVAILABLE_SPOT, [{ bytes: await image('png'), fileName: 'a.png' }])
    ).json() as Decal;
    const contentId = app.db
      .prepare('SELECT id FROM spot_contents WHERE decal_id = ?')
      .pluck()
      .get(first.id) as number;
    app.db
      .prepare(
        "UPDATE spot_contents SET ai_checked_on = '2026-01-01T00:00:00.000Z', ai_check_passed = 1 WHERE id = ?",
      )
      .run(contentId);
    const filesBefore = await storedFiles(uploadDir);
    const second = (
      await owl.upload(AVAILABLE_SPOT, [{ bytes: await image('webp'), fileName: 'b.webp' }])
    ).json() as Decal;
    const row = app.db
      .prepare('SELECT decal_id, ai_checked_on, ai_check_passed FROM spot_contents WHERE id = ?')
      .get(contentId);
    expect(row).toEqual({ decal_id: second.id, ai_checked_on: null, ai_check_passed: 0 });
    expect(app.db.prepare('SELECT count(*) FROM decals WHERE id = ?').pluck().get(first.id)).toBe(0);
    expect((await storedFiles(uploadDir)).length).toBe(filesBefore.length);
  });
});

describe('refused uploads store nothing', () => {
  const refusals: [
    string,
    () => Promise<Parameters<Awaited<ReturnType<typeof contentCaller>>['upload']>[1]>,
    number,
    string,
  ][] = [
    [
      'an SVG with a script',
      async () => [
        {
          bytes: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          fileName: 'x.svg',
          type: 'image/svg+xml',
        },
      ],
      415,
      ErrorCode.unsupportedMediaType,
    ],
    [
      'a text file named .png',
      async () => [{ bytes: Buffer.from('hello, not an image'), fileName: 'x.png', type: 'image/png' }],
      415,
      ErrorCode.unsupportedMediaType,
    ],
    [
      'HTML named .jpg',
      async () => [
        {
          bytes: Buffer.from('<html><script>alert(1)</script></html>'),
          fileName: 'x.jpg',
          type: 'image/jpeg',
        },
      ],
      415,
      ErrorCode.unsupportedMediaType,
    ],
    [
      'a PNG signature with garbage after it',
      async () => [
        {
          bytes: Buffer.concat([
            Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
            Buffer.alloc(100, 7),
          ]),
          fileName: 'x.png',
        },
      ],
      400,
      ErrorCode.requestInvalid,
    ],
    [
      'a 3 MB file',
      async () => [
        { bytes: Buffer.concat([await image('png'), Buffer.alloc(3 * 1024 * 1024)]), fileName: 'big.png' },
      ],
      413,
      ErrorCode.payloadTooLarge,
    ],
    [
      'a 5000 × 10 image',
      async () => [{ bytes: await image('png', 5000, 10), fileName: 'wide.png' }],
      400,
      ErrorCode.requestInvalid,
    ],
    [
      'two files',
      async () => [
        { bytes: await image('png'), fileName: 'a.png' },
        { bytes: await image('png'), fileName: 'b.png' },
      ],
      400,
      ErrorCode.requestInvalid,
    ],
    [
      'a wrong field name',
      async () => [{ field: 'image', bytes: await image('png'), fileName: 'a.png' }],
      400,
      ErrorCode.requestInvalid,
    ],
    [
      'an extra text field',
      async () => [
        { bytes: await image('png'), fileName: 'a.png' },
        { field: 'note', bytes: 'hi' },
      ],
      400,
      ErrorCode.requestInvalid,
    ],
  ];
  for (const [name, parts, status, code] of refusals) {
    it(`refuses ${name} (${status} ${code})`, async () => {
      const before = await snapshot();
      const owl = await contentCaller(app, FIXTURE.owl);
      expectError(await owl.upload(AVAILABLE_SPOT, await parts()), status, code);
      await expectNothingStored(before);
    });
  }

  it('refuses a JPEG/HTML polyglot (markup after the image or in a comment segment)', async () => {
    const jpeg = await image('jpeg');
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const trailing = Buffer.concat([jpeg, html]);
    // A COM segment (FF FE, length) right after SOI carrying the page.
    const comment = Buffer.concat([
      jpeg.subarray(0, 2),
      Buffer.from([0xff, 0xfe, (html.length + 2) >> 8, (html.length + 2) & 0xff]),
      html,
      jpeg.subarray(2),
    ]);
    expect((await sharp(comment).metadata()).format).toBe('jpeg');
    const before = await snapshot();
    const owl = await contentCaller(app, FIXTURE.owl);
    for (const bytes of [trailing, comment])
      expectError(
        await owl.upload(AVAILABLE_SPOT, [{ bytes, fileName: 'photo.jpg', type: 'image/jpeg' }]),
        415,
        ErrorCode.unsupportedMediaType,
      );
    await expectNothingStored(before);
  });

  // Refused from its header, before decoding it; how fast is the bench's (bench/timings.mjs).
  it('refuses a decompression bomb (a PNG declaring 30000 × 30000) by its declared size', async () => {
    // A 10 × 10 PNG whose header claims 30000 × 30000 (decoded, 900 million pixels).
    const bomb = Buffer.from(await image('png', 10, 10));
    bomb.writeUInt32BE(30000, 16);
    bomb.writeUInt32BE(30000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(30000);
    expect(bomb.length).toBeLessThan(DECAL_UPLOAD.maxBytes);
    const before = await snapshot();
    const owl = await contentCaller(app, FIXTURE.owl);
    const res = await owl.upload(AVAILABLE_SPOT, [{ bytes: bomb, fileName: 'bomb.png' }]);
    expectError(res, 400, ErrorCode.requestInvalid);
    expect((res.json() as { details: unknown }).details).toEqual({
      width: 30000,
      height: 30000,
      maxWidth: 4096,
      maxHeight: 4096,
    });
    await expectNothingStored(before);
  }, 30_000);

  it('no file: 400 request_invalid with the spec message (empty multipart, and no body)', async () => {
    const owl = await contentCaller(app, FIXTURE.owl);
    const empty = await owl.upload(AVAILABLE_SPOT, []);
    expectError(empty, 400, ErrorCode.requestInvalid);
    expect(empty.json().message).toBe(NO_FILE_MESSAGE);
    const none = await app.inject({
      method: 'POST',
      url: endpointUrl(content.uploadDecal, { spotId: AVAILABLE_SPOT }),
      headers: owl.headers,
    });
    expectError(none, 400, ErrorCode.requestInvalid);
    expect(none.json().message).toBe(NO_FILE_MESSAGE);
  });

  it('no file part, whatever the other fields: 400 request_invalid with the spec message', async () => {
    const owl = await contentCaller(app, FIXTURE.owl);
    for (const parts of [
      [{ field: 'file', bytes: 'not a file' }],
      [{ field: 'note', bytes: 'hi' }],
      [
        { field: 'file', bytes: 'x' },
        { field: 'note', bytes: 'hi' },
      ],
      [
        { bytes: Buffer.alloc(0), fileName: 'empty.png' },
        { field: 'note', bytes: 'hi' },
      ],
    ]) {
      const res = await owl.upload(AVAILABLE_SPOT, parts);
      expectError(res, 400, ErrorCode.requestInvalid);
      expect(res.json().message).toBe(NO_FILE_MESSAGE);
    }
  });

  it('a JSON or non-multipart body: 415; a multipart body without boundary: 4xx', async () => {
    const owl = await contentCaller(app, FIXTURE.owl);
    const url = endpointUrl(content.uploadDecal, { spotId: AVAILABLE_SPOT });
    expectError(
      await app.inject({
        method: 'POST',
        url,
        headers: { ...owl.headers, 'content-type': 'application/json' },
        payload: '{"file":"x"}',
      }),
      415,
      ErrorCode.unsupportedMediaType,
    );
    expectError(
      await app.inject({
        method: 'POST',
        url,
        headers: { ...owl.headers, 'content-type': 'image/png' },
        payload: await image('png'),
      }),
      415,
      ErrorCode.unsupportedMediaType,
    );
    const broken = await app.inject({
      method: 'POST',
      url,
      headers: { ...owl.headers, 'content-type': 'multipart/form-data' },
      payload: 'abc',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
  });

  it('who and where: signed out 401, unknown or draft spot 404, taken spot 409, blocked 403', async () => {
    const before = await snapshot();
    const png = await image('png');
    const anonymous = await request(app, content.uploadDecal, {
      params: { spotId: AVAILABLE_SPOT },
      body: formData([]),
    });
    expectError(anonymous, 401);
    const owl = await contentCaller(app, FIXTURE.owl);
    expectError(await owl.upload(999, [{ bytes: png, fileName: 'a.png' }]), 404, ErrorCode.notFound);
    expectError(await owl.upload(3, [{ bytes: png, fileName: 'a.png' }]), 404, ErrorCode.notFound);
    expectError(await owl.upload(1, [{ bytes: png, fileName: 'a.png' }]), 409, ErrorCode.spotUnavailable);
    expectError(await owl.upload(4, [{ bytes: png, fileName: 'a.png' }]), 409, ErrorCode.spotUnavailable);
    app.relations.block(2, FIXTURE.owl, new Date());
    expectError(
      await owl.upload(AVAILABLE_SPOT, [{ bytes: png, fileName: 'a.png' }]),
      403,
      ErrorCode.blocked,
    );
    await expectNothingStored(before);
    expect(app.db.prepare('SELECT count(*) FROM sponsors WHERE user_id = ?').pluck().get(FIXTURE.owl)).toBe(
      0,
    );
  });

  it('the live embed serves an uploaded decal with its own type once it passed the check', async () => {
    // Spot 1 without the publisher's review (test/reviews.test.ts has it): the check makes it live.
    app.db.prepare('UPDATE spots SET requires_approval = 0 WHERE id = 1').run();
    const zephyr = await contentCaller(app, FIXTURE.zephyr);
    const uploaded = await image('webp');
    expect((await zephyr.upload(1, [{ bytes: uploaded, fileName: 'live.webp' }])).statusCode).toBe(201);
    // Unchecked, the new decal is not served: the live revision (the seeded PNG) keeps running.
    const before = await request(app, embed.spotDecal, { params: { id: 1 } });
    expect(before.headers['content-type']).toBe('image/png');
    expect((await zephyr.aiCheck({ spotContentId: 1 })).json()).toMatchObject({ passed: true });
    const live = await request(app, embed.spotDecal, { params: { id: 1 } });
    expect(live.statusCode).toBe(200);
    expect(live.headers['content-type']).toBe('image/webp');
    expect((await sharp(live.rawPayload).metadata()).format).toBe('webp');
  });

  it("the spot's own sponsor may replace the decal of the content that holds it", async () => {
    const zephyr = await contentCaller(app, FIXTURE.zephyr);
    const res = await zephyr.upload(1, [{ bytes: await image('png'), fileName: 'new.png' }]);
    expect(res.statusCode, res.body).toBe(201);
    const content = (await zephyr.get(1, 1)).json() as SpotContent;
    expect(content).toMatchObject({ id: 1, decalId: (res.json() as Decal).id, aICheckPassed: false });
  });
});

describe('a reset', () => {
  it("removes this database's uploaded files with their rows, and leaves another simulator's files", async () => {
    // A second simulator (its own database) sharing the upload directory, as tests and QA machines do.
    const other = await testApp({ SIM_UPLOAD_DIR: uploadDir });
    try {
      const owl = await contentCaller(app, FIXTURE.owl);
      expect(
        (await owl.upload(AVAILABLE_SPOT, [{ bytes: await image('png'), fileName: 'a.png' }])).statusCode,
      ).toBe(201);
      const mine = await storedFiles(uploadDir);
      const elsewhere = await contentCaller(other, FIXTURE.owl);
      expect(
        (await elsewhere.upload(AVAILABLE_SPOT, [{ bytes: await image('png'), fileName: 'b.png' }]))
          .statusCode,
      ).toBe(201);
      const theirs = (await storedFiles(uploadDir)).filter((name) => !mine.includes(name));
      expect(mine).toHaveLength(1);
      expect(theirs).toHaveLength(1);

      app.scenarios.reset('fixture');
      expect(await storedFiles(uploadDir)).toEqual(theirs);
      // The other simulator still serves its decal.
      const [decal] = other.db
        .prepare('SELECT id FROM decals WHERE storage_name IS NOT NULL')
        .pluck()
        .all() as number[];
      expect(await other.content.readDecal(decal as number)).not.toBeNull();
    } finally {
      await other.close();
    }
  });
});
