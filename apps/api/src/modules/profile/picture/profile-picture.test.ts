// Both engines: concurrent uploads replace one picture (locking).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/accounts.ts';
import { profilePictures, profiles } from '../../../db/schema/profiles.ts';
import { createTestApp, testClient, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { profilePictureRepository } from './profile-picture.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PATH = '/api/career/my_profile/profile_picture';
const IMAGE = `${PATH}/image`;
const FULL = { x: 0, y: 0, width: 1000, height: 1000 };

/** A test photo: four coloured quarters, so crops can be told apart. */
function photo(width: number, height: number) {
  const half = (w: number, h: number, r: number, g: number, b: number) =>
    sharp({ create: { width: w, height: h, channels: 3, background: { r, g, b } } })
      .png()
      .toBuffer();
  return (async () => {
    const [w, h] = [Math.ceil(width / 2), Math.ceil(height / 2)];
    const parts = await Promise.all([half(w, h, 255, 0, 0), half(w, h, 0, 255, 0), half(w, h, 0, 0, 255)]);
    return sharp({ create: { width, height, channels: 3, background: { r: 255, g: 255, b: 255 } } }).composite([
      { input: parts[0]!, left: 0, top: 0 },
      { input: parts[1]!, left: width - w, top: 0 },
      { input: parts[2]!, left: 0, top: height - h },
    ]);
  })();
}
const jpeg = async (width = 400, height = 600) =>
  (
    await sharp(await (await photo(width, height)).png().toBuffer())
      .jpeg()
      .toBuffer()
  ).toString('base64');
const png = async (width = 400, height = 600) =>
  (await (await photo(width, height)).png().toBuffer()).toString('base64');
const webp = async (width = 400, height = 600) =>
  (
    await sharp(await (await photo(width, height)).png().toBuffer())
      .webp()
      .toBuffer()
  ).toString('base64');

async function member(): Promise<TestClient & { id: number }> {
  const client = testClient(t.app);
  const { id } = await client.signUp();
  return Object.assign(client, { id });
}

const upload = (client: TestClient, body: unknown, method: 'POST' | 'PATCH' = 'POST') =>
  client.request({ method, url: PATH, body });

const storedFiles = () => {
  const dir = path.join(t.app.config.uploadsDir, 'profile-pictures');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

const rowOf = async (accountId: number) => {
  const [profile] = await t.database.db
    .select()
    .from(profiles)
    .where(and(eq(profiles.accountId, accountId), eq(profiles.kind, 'member')));
  if (!profile) return undefined;
  return (await t.database.db.select().from(profilePictures).where(eq(profilePictures.profileId, profile.id)))[0];
};

async function imageSize(client: TestClient) {
  const response = await client.request({ url: IMAGE });
  expect(response.statusCode).toBe(200);
  const meta = await sharp(response.rawPayload).metadata();
  return { format: meta.format, width: meta.width, height: meta.height, response };
}

const fieldsOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { fields?: Record<string, string[]> } }).error.fields;

describe('POST /api/career/my_profile/profile_picture', () => {
  it('stores a JPEG with its crop (permille → pixels), creates the profile and answers 201', async () => {
    const client = await member();
    expect(await rowOf(client.id)).toBeUndefined();
    const picture = await jpeg(400, 600);
    const response = await upload(client, {
      picture,
      dimensions: { x: 100, y: 50, width: 500, height: 750 },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      mimeType: 'image/jpeg',
      width: 400,
      height: 600,
      dimensions: { x: 100, y: 50, width: 500, height: 750 },
      url: expect.stringMatching(/^\/api\/career\/my_profile\/profile_picture\/image\?v=\d+$/),
    });
    const original = await sharp(Buffer.from(body.picture, 'base64')).metadata();
    expect([original.format, original.width, original.height]).toEqual(['jpeg', 400, 600]);

    // 40,30 200×450 px of the original; not enlarged.
    const image = await imageSize(client);
    expect([image.format, image.width, image.height]).toEqual(['jpeg', 200, 450]);
    expect(image.response.headers['content-type']).toBe('image/jpeg');
    expect(image.response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    // The crop starts in the red quarter, 40 px right of the edge.
    const { data } = await sharp(image.response.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[1]).toBeLessThan(60);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, client.id), eq(auditLog.action, 'profile_picture.uploaded')));
    expect(audit).toMatchObject({ actor: 'api' });

    // The profile shows the same summary.
    const profileId = (await rowOf(client.id))!.profileId;
    expect(await profilePictureRepository(t.database.db).summary(profileId)).toEqual({
      url: body.url,
      dimensions: body.dimensions,
    });
  });

  it('accepts PNG and WebP (kept in their format) and a data: URL prefix', async () => {
    const client = await member();
    const asPng = await upload(client, { picture: `data:image/png;base64,${await png(300, 400)}`, dimensions: FULL });
    expect(asPng.statusCode).toBe(201);
    expect(asPng.json()).toMatchObject({ mimeType: 'image/png', width: 300, height: 400 });
    expect(await imageSize(client)).toMatchObject({ format: 'jpeg', width: 300, height: 400 });

    const asWebp = await upload(client, { picture: await webp(1200, 1800), dimensions: FULL });
    expect(asWebp.statusCode).toBe(201);
    expect(asWebp.json()).toMatchObject({ mimeType: 'image/webp', width: 1200, height: 1800 });
    // Large crops are scaled into 600×800, keeping their aspect.
    expect(await imageSize(client)).toMatchObject({ format: 'jpeg', width: 533, height: 800 });
  });

  it('applies the EXIF orientation: the stored original and the crop are upright, without metadata', async () => {
    const client = await member();
    const rotated = await sharp(await (await photo(400, 600)).png().toBuffer())
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const response = await upload(client, {
      picture: rotated.toString('base64'),
      dimensions: { x: 0, y: 0, width: 500, height: 1000 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ width: 600, height: 400 });
    const stored = await sharp(Buffer.from(response.json().picture, 'base64')).metadata();
    expect([stored.width, stored.height, stored.orientation, stored.exif]).toEqual([600, 400, undefined, undefined]);
    expect(await imageSize(client)).toMatchObject({ width: 300, height: 400 });
  });

  it('replaces the previous picture and deletes its files', async () => {
    const client = await member();
    const before = storedFiles();
    const first = await upload(client, { picture: await jpeg(), dimensions: FULL });
    expect(first.statusCode).toBe(201);
    const firstRow = (await rowOf(client.id))!;
    expect(storedFiles()).toEqual(
      [...before, path.basename(firstRow.originalKey), path.basename(firstRow.croppedKey)].sort(),
    );

    const second = await upload(client, { picture: await png(), dimensions: FULL });
    expect(second.statusCode).toBe(201);
    const secondRow = (await rowOf(client.id))!;
    expect(second.json().url).not.toBe(first.json().url);
    expect(storedFiles()).toEqual(
      [...before, path.basename(secondRow.originalKey), path.basename(secondRow.croppedKey)].sort(),
    );
  });

  it('refuses a picture smaller than 112×150 with 422 on picture', async () => {
    const client = await member();
    const files = storedFiles();
    for (const [w, h] of [
      [100, 100],
      [111, 600],
      [400, 149],
    ] as const) {
      const response = await upload(client, { picture: await jpeg(w, h), dimensions: FULL });
      expect(response.statusCode).toBe(422);
      expect(fieldsOf(response)).toEqual({ picture: ['validation.imageTooSmall'] });
    }
    expect((await upload(client, { picture: await jpeg(112, 150), dimensions: FULL })).statusCode).toBe(201);
    expect(storedFiles().length).toBe(files.length + 2);
  });

  it('refuses a crop smaller than 112×150 source pixels with 422 on dimensions, keeping the old picture', async () => {
    const client = await member();
    expect((await upload(client, { picture: await jpeg(400, 600), dimensions: FULL })).statusCode).toBe(201);
    const files = storedFiles();
    // 200 ‰ of 400 px = 80 px wide.
    const response = await upload(client, {
      picture: await jpeg(400, 600),
      dimensions: { x: 0, y: 0, width: 200, height: 1000 },
    });
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response)).toEqual({ dimensions: ['validation.imageTooSmall'] });
    expect(storedFiles()).toEqual(files);
    expect((await client.request({ url: PATH })).json()).toMatchObject({ dimensions: FULL });
  });

  it('refuses what is not a JPEG, PNG or WebP by content with 415', async () => {
    const client = await member();
    const gif = (await (await photo(200, 300)).gif().toBuffer()).toString('base64');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="300"/>').toString('base64');
    const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n').toString('base64');
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(500, 7)]).toString('base64');
    const random = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7919) % 256)).toString('base64');
    const truncated = (await jpeg()).slice(0, 400);
    for (const picture of [
      gif,
      svg,
      pdf,
      `data:image/jpeg;base64,${pdf}`,
      exe,
      random,
      truncated,
      'this is not base64 at all!',
      '====',
    ]) {
      const response = await upload(client, { picture, dimensions: FULL });
      expect(response.statusCode, picture.slice(0, 30)).toBe(415);
      expect(response.json().error.code).toBe('unsupported_media_type');
      expect(fieldsOf(response)).toEqual({ picture: ['validation.imageInvalid'] });
    }
    expect(await rowOf(client.id)).toBeUndefined();
  });

  it('refuses more than 3 MB with 413, also when the body is beyond the route limit', async () => {
    const client = await member();
    const justOver = Buffer.alloc(3 * 1024 * 1024 + 1, 1).toString('base64');
    const over = await upload(client, { picture: justOver, dimensions: FULL });
    expect(over.statusCode).toBe(413);
    expect(over.json().error.code).toBe('payload_too_large');
    expect(fieldsOf(over)).toEqual({ picture: ['validation.imageTooLarge'] });

    const huge = await upload(client, { picture: 'A'.repeat(6 * 1024 * 1024), dimensions: FULL });
    expect(huge.statusCode).toBe(413);
    expect(fieldsOf(huge)).toEqual({ picture: ['validation.imageTooLarge'] });

    // A real photo of nearly 3 MB passes the body limit (base64 grows it to 4 MiB).
    const noisy = await sharp(
      Buffer.from(Array.from({ length: 1000 * 1000 * 3 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width: 1000, height: 1000, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeLessThanOrEqual(3 * 1024 * 1024);
    expect(noisy.length).toBeGreaterThan(2.8 * 1024 * 1024);
    const big = await upload(client, { picture: noisy.toString('base64'), dimensions: FULL });
    expect(big.statusCode).toBe(201);
  });

  it('refuses a decompression bomb (a small file claiming huge dimensions) with 413', async () => {
    const client = await member();
    const small = await (await photo(200, 300)).png().toBuffer();
    // Rewrite the IHDR chunk (right after the 8-byte signature) to claim 20000×20000 pixels.
    const bomb = Buffer.from(small);
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    bomb.writeUInt32BE(zlib.crc32(bomb.subarray(12, 29)), 29);
    const response = await upload(client, { picture: bomb.toString('base64'), dimensions: FULL });
    expect(response.statusCode).toBe(413);
    expect(fieldsOf(response)).toEqual({ picture: ['validation.imageTooLarge'] });
  });

  it('keeps exactly one picture when two uploads race', async () => {
    const client = await member();
    const before = storedFiles();
    const responses = await Promise.all([
      upload(client, { picture: await jpeg(), dimensions: FULL }),
      upload(client, { picture: await png(), dimensions: FULL }),
      upload(client, { picture: await webp(), dimensions: FULL }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const row = (await rowOf(client.id))!;
    expect(storedFiles()).toEqual([...before, path.basename(row.originalKey), path.basename(row.croppedKey)].sort());
  });

  it('answers 422 for a bad body: missing, wrong types, crop out of range, unknown fields, null', async () => {
    const client = await member();
    const picture = await jpeg();
    const cases: [unknown, Record<string, string[]>][] = [
      [{ dimensions: FULL }, { picture: ['validation.required'] }],
      [{ picture }, { dimensions: ['validation.required'] }],
      [{ picture: 12, dimensions: FULL }, { picture: ['validation.invalidType'] }],
      [{ picture: '', dimensions: FULL }, { picture: ['validation.required'] }],
      [{ picture, dimensions: { ...FULL, x: -1 } }, { 'dimensions.x': ['validation.cropInvalid'] }],
      [
        { picture, dimensions: { ...FULL, width: 1001 } },
        { 'dimensions.width': ['validation.cropInvalid'], dimensions: ['validation.cropInvalid'] },
      ],
      [{ picture, dimensions: { ...FULL, height: 0 } }, { 'dimensions.height': ['validation.cropInvalid'] }],
      [{ picture, dimensions: { ...FULL, x: 1.5 } }, { 'dimensions.x': ['validation.invalidType'] }],
      [{ picture, dimensions: { ...FULL, y: '0' } }, { 'dimensions.y': ['validation.invalidType'] }],
      [{ picture, dimensions: { x: 500, y: 0, width: 600, height: 1000 } }, { dimensions: ['validation.cropInvalid'] }],
      [{ picture, dimensions: { ...FULL, rotation: 90 } }, { 'dimensions.rotation': ['validation.unknownField'] }],
      [{ picture, dimensions: FULL, name: 'me.jpg' }, { name: ['validation.unknownField'] }],
      [{ picture, dimensions: null }, { dimensions: ['validation.invalidType'] }],
    ];
    for (const [body, fields] of cases) {
      const response = await upload(client, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(fieldsOf(response), JSON.stringify(body).slice(0, 80)).toEqual(fields);
    }
    for (const body of ['null', '[]', '"picture"']) {
      const response = await upload(client, body);
      expect(response.statusCode).toBe(422);
    }
    expect((await upload(client, '{"picture": ')).statusCode).toBe(400);
    expect(await rowOf(client.id)).toBeUndefined();
  });

  it('answers 401 to visitors, before reading the body', async () => {
    const visitor = testClient(t.app);
    for (const method of ['GET', 'POST', 'PATCH', 'DELETE'] as const) {
      const response = await visitor.request({
        method,
        url: PATH,
        ...(method === 'POST' || method === 'PATCH' ? { body: { picture: 'x'.repeat(100) } } : {}),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('unauthenticated');
    }
    expect((await visitor.request({ url: IMAGE })).statusCode).toBe(401);
    const huge = await visitor.request({ method: 'POST', url: PATH, body: { picture: 'A'.repeat(6 * 1024 * 1024) } });
    expect(huge.statusCode).toBe(401);
  });
});

describe('GET /api/career/my_profile/profile_picture', () => {
  it('answers the original, its size, the crop and the url; 404 without a picture', async () => {
    const client = await member();
    expect((await client.request({ url: PATH })).statusCode).toBe(404);
    expect((await client.request({ url: IMAGE })).statusCode).toBe(404);
    const created = (
      await upload(client, { picture: await png(), dimensions: { x: 10, y: 20, width: 900, height: 700 } })
    ).json();
    const response = await client.request({ url: PATH });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(created);
    // The versioned address the page uses, also with the Accept header browsers send for images.
    const image = await client.request({ url: created.url });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const browserAccept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    expect((await client.request({ url: created.url, headers: { accept: browserAccept } })).statusCode).toBe(200);
  });

  it("never shows another member's picture", async () => {
    const owner = await member();
    expect((await upload(owner, { picture: await jpeg(), dimensions: FULL })).statusCode).toBe(201);
    const other = await member();
    expect((await other.request({ url: PATH })).statusCode).toBe(404);
    expect((await other.request({ url: IMAGE })).statusCode).toBe(404);
    expect((await other.request({ method: 'PATCH', url: PATH, body: { dimensions: FULL } })).statusCode).toBe(404);
    expect((await other.request({ method: 'DELETE', url: PATH })).statusCode).toBe(404);
    expect((await owner.request({ url: PATH })).statusCode).toBe(200);
  });
});

describe('PATCH /api/career/my_profile/profile_picture', () => {
  it('crops the stored original again: new image, new url, original kept, old crop file removed', async () => {
    const client = await member();
    const created = (await upload(client, { picture: await jpeg(400, 600), dimensions: FULL })).json();
    const before = (await rowOf(client.id))!;
    const response = await client.request({
      method: 'PATCH',
      url: PATH,
      body: { dimensions: { x: 500, y: 500, width: 500, height: 500 } },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ width: 400, height: 600, dimensions: { x: 500, y: 500, width: 500, height: 500 } });
    expect(body.picture).toBe(created.picture);
    expect(body.url).not.toBe(created.url);
    expect(await imageSize(client)).toMatchObject({ width: 200, height: 300 });

    const after = (await rowOf(client.id))!;
    expect(after.originalKey).toBe(before.originalKey);
    expect(after.croppedKey).not.toBe(before.croppedKey);
    expect(storedFiles()).toContain(path.basename(after.originalKey));
    expect(storedFiles()).not.toContain(path.basename(before.croppedKey));

    // Every write gives a new version, even in quick succession.
    const urls = new Set([created.url, body.url]);
    for (let i = 0; i < 3; i++) {
      const again = await client.request({ method: 'PATCH', url: PATH, body: { dimensions: FULL } });
      urls.add(again.json().url);
    }
    expect(urls.size).toBe(5);

    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.accountId, client.id));
    expect(actions.filter((a) => a.action === 'profile_picture.cropped')).toHaveLength(4);
  });

  it('replaces the picture when the body brings one', async () => {
    const client = await member();
    await upload(client, { picture: await jpeg(), dimensions: FULL });
    const response = await client.request({
      method: 'PATCH',
      url: PATH,
      body: { picture: await webp(300, 300), dimensions: { x: 0, y: 0, width: 1000, height: 600 } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ mimeType: 'image/webp', width: 300, height: 300 });
    expect(await imageSize(client)).toMatchObject({ width: 300, height: 180 });
  });

  it('answers 404 without a picture, creating nothing; 422 for a too small crop', async () => {
    const client = await member();
    expect((await client.request({ method: 'PATCH', url: PATH, body: { dimensions: FULL } })).statusCode).toBe(404);
    expect(await rowOf(client.id)).toBeUndefined();
    // With a picture it works like POST.
    const withPicture = await client.request({
      method: 'PATCH',
      url: PATH,
      body: { picture: await jpeg(), dimensions: FULL },
    });
    expect(withPicture.statusCode).toBe(200);
    const tooSmall = await client.request({
      method: 'PATCH',
      url: PATH,
      body: { dimensions: { x: 0, y: 0, width: 1000, height: 200 } },
    });
    expect(tooSmall.statusCode).toBe(422);
    expect(fieldsOf(tooSmall)).toEqual({ dimensions: ['validation.imageTooSmall'] });
    for (const body of [{}, { dimensions: FULL, picture: null }, { dimensions: FULL, extra: 1 }, 'null']) {
      expect((await client.request({ method: 'PATCH', url: PATH, body })).statusCode).toBe(422);
    }
  });
});

describe('DELETE /api/career/my_profile/profile_picture', () => {
  it('removes the picture and its files; 404 afterwards', async () => {
    const client = await member();
    expect((await client.request({ method: 'DELETE', url: PATH })).statusCode).toBe(404);
    await upload(client, { picture: await jpeg(), dimensions: FULL });
    const row = (await rowOf(client.id))!;
    const response = await client.request({ method: 'DELETE', url: PATH });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await rowOf(client.id)).toBeUndefined();
    expect(storedFiles()).not.toContain(path.basename(row.originalKey));
    expect(storedFiles()).not.toContain(path.basename(row.croppedKey));
    expect((await client.request({ url: PATH })).statusCode).toBe(404);
    expect((await client.request({ url: IMAGE })).statusCode).toBe(404);
    expect((await client.request({ method: 'DELETE', url: PATH })).statusCode).toBe(404);
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.accountId, client.id));
    expect(actions.map((a) => a.action)).toContain('profile_picture.deleted');
  });
});

describe('OpenAPI', () => {
  it('documents every profile picture route', async () => {
    const paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths;
    expect(Object.keys(paths[PATH]).sort()).toEqual(['delete', 'get', 'patch', 'post']);
    expect(paths[PATH].post.requestBody).toBeDefined();
    expect(paths[IMAGE].get.summary).toBeDefined();
  });
});
