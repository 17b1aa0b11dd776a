import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountUpload } from '@laufbahn/contracts/cv';
import { LIMITS } from '@laufbahn/contracts/limits';
import { inflationBombPdf, manyPagesPdf } from '@laufbahn/cv-parser/test-support/hostile-pdfs';
import { accountUploads } from '../../../db/schema/cv.ts';
import { createTestApp, testClient, type TestApp } from '../../../test/test-app.ts';
import { newMember } from '../../profile/profile-test-helpers.ts';
import { accountUploadService, UNCLAIMED_UPLOAD_HOURS } from './account-upload.service.ts';
import { emptyDocx, executable, fixture, textPdf, zipBombDocx } from '../cv-test-documents.ts';
import {
  cvFile,
  expectError,
  generated,
  multipart,
  send,
  storedFiles,
  upload,
  uploaded,
  UPLOADS,
  visitor,
  withToken,
} from '../cv-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowOf = async (id: number) =>
  (await t.database.db.select().from(accountUploads).where(eq(accountUploads.id, id)))[0];

describe('POST /api/career/account_uploads', () => {
  it('stores a member’s CV and answers its token once', async () => {
    const member = await newMember(t);
    const response = await upload(t, member.client, [
      { name: 'description', value: '  Mein aktueller Lebenslauf  ' },
      cvFile(undefined, 'C:\\fakepath\\Lebenslauf Berger.docx'),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<AccountUpload>();
    expect(body).toEqual({
      id: expect.any(Number),
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      fileName: 'Lebenslauf Berger.docx',
      fileSize: expect.any(Number),
      fileKind: 'docx',
      uploadTypeId: 1,
      description: 'Mein aktueller Lebenslauf',
      createdAt: expect.any(String),
      reviewRequest: null,
    });
    const row = (await rowOf(body.id))!;
    expect(row).toMatchObject({ accountId: member.accountId, guestId: null, fileKind: 'docx' });
    expect(row.tokenHash).not.toContain(body.token);
    expect(storedFiles(t)).toContain(row.fileKey);
  });

  it('takes PDF and DOC by content, whatever the name says', async () => {
    const member = await newMember(t);
    const pdf = await uploaded(t, member.client, [cvFile(textPdf(['Katharina Berger']), 'cv.docx')]);
    expect(pdf).toMatchObject({ fileKind: 'pdf', fileName: 'cv.docx' });
    const doc = await uploaded(t, member.client, [cvFile(fixture('de-table-01.doc'), 'lebenslauf')]);
    expect(doc).toMatchObject({ fileKind: 'doc', fileName: 'lebenslauf' });
  });

  it('binds a visitor’s upload to the guest cookie', async () => {
    const guest = visitor(t);
    const body = await uploaded(t, guest);
    expect(await rowOf(body.id)).toMatchObject({ accountId: null, guestId: guest.cookies.get('lb_guest') });
  });

  it('answers 401 without a session or guest cookie, before reading the body', async () => {
    expectError(await upload(t, testClient(t.app)), 401, 'unauthenticated');
  });

  it('takes a CV of exactly 3 MB', async () => {
    const member = await newMember(t);
    const atLimit = textPdf(['Anna Beispiel', 'Leiterin Finanzen'], { size: LIMITS.cvMaxBytes });
    expect(atLimit.length).toBe(LIMITS.cvMaxBytes);
    const response = await upload(t, member.client, [cvFile(atLimit, 'limit.pdf')]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<AccountUpload>().fileSize).toBe(LIMITS.cvMaxBytes);
  });

  it('refuses 3 MB + 1 byte with 413 while streaming, storing nothing', async () => {
    const member = await newMember(t);
    const before = storedFiles(t).length;
    const tooLarge = Buffer.concat([textPdf(['x']), Buffer.alloc(LIMITS.cvMaxBytes + 1 - textPdf(['x']).length)]);
    expect(tooLarge.length).toBe(LIMITS.cvMaxBytes + 1);
    const response = await upload(t, member.client, [cvFile(tooLarge, 'big.pdf')]);
    expectError(response, 413, 'payload_too_large', { upload_file: ['cv.problem.fileTooLarge'] });
    expect(storedFiles(t).length).toBe(before);
    const rows = await t.database.db
      .select()
      .from(accountUploads)
      .where(eq(accountUploads.accountId, member.accountId));
    expect(rows).toEqual([]);
  });

  it('refuses a renamed program or an image with 415', async () => {
    const member = await newMember(t);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    for (const data of [executable(), png, Buffer.from('Lebenslauf als Text')]) {
      const response = await upload(t, member.client, [cvFile(data, 'Lebenslauf.pdf')]);
      expectError(response, 415, 'unsupported_media_type', { upload_file: ['cv.problem.invalidFileFormat'] });
    }
  });

  it.each([
    ['an encrypted PDF', () => textPdf(['geheim'], { encrypted: true }), 'cv.problem.encrypted'],
    ['an empty file', () => Buffer.alloc(0), 'cv.problem.empty'],
    ['a DOCX without text', emptyDocx, 'cv.problem.empty'],
    ['a zip bomb', zipBombDocx, 'cv.problem.archiveTooLarge'],
    ['a PDF of 18,000 pages', () => manyPagesPdf(18_000), 'cv.problem.tooManyPages'],
    ['a PDF whose text inflates to 200 MB', () => inflationBombPdf(200), 'cv.problem.tooComplex'],
    ['a PDF whose text inflates twice', () => inflationBombPdf(200, 2), 'cv.problem.tooComplex'],
  ])('refuses %s with 422 on upload_file', async (_label, make, key) => {
    const member = await newMember(t);
    const before = storedFiles(t).length;
    expectError(await upload(t, member.client, [cvFile(make())]), 422, 'validation_failed', { upload_file: [key] });
    expect(storedFiles(t).length).toBe(before);
  });

  it('answers 422 on the field for a missing or second file, unknown fields and a wrong type id', async () => {
    const member = await newMember(t);
    const post = (parts: Parameters<typeof multipart>[0]) => {
      const body = multipart(parts);
      return send(t, member.client, {
        url: UPLOADS,
        payload: body.payload,
        headers: { 'content-type': body.contentType },
      });
    };
    const type = { name: 'upload_type_id', value: '1' };
    expectError(await post([type]), 422, 'validation_failed', { upload_file: ['validation.required'] });
    expectError(await post([type, cvFile(), cvFile()]), 422, 'validation_failed', {
      upload_file: ['validation.tooManyItems'],
    });
    expectError(await post([type, cvFile(), { name: 'visibility', value: 'visible' }]), 422, 'validation_failed', {
      visibility: ['validation.unknownField'],
    });
    expectError(await post([type, { ...cvFile(), name: 'photo' }]), 422, 'validation_failed', {
      photo: ['validation.unknownField'],
      upload_file: ['validation.required'],
    });
    expectError(
      await post([type, { name: 'upload_file', value: 'text instead of a file' }]),
      422,
      'validation_failed',
      {
        upload_file: ['validation.invalidType'],
      },
    );
    expectError(await post([cvFile()]), 422, 'validation_failed', { upload_type_id: ['validation.required'] });
    for (const [value, key] of [
      ['2', 'validation.invalidOption'],
      ['abc', 'validation.invalidType'],
      ['1.5', 'validation.invalidType'],
    ]) {
      expectError(await post([{ name: 'upload_type_id', value: value! }, cvFile()]), 422, 'validation_failed', {
        upload_type_id: [key!],
      });
    }
    expectError(await post([type, type, cvFile()]), 422, 'validation_failed', {
      upload_type_id: ['validation.tooManyItems'],
    });
    expectError(
      await post([type, { name: 'description', value: 'x'.repeat(LIMITS.descriptionMaxLength + 1) }, cvFile()]),
      422,
      'validation_failed',
      { description: ['validation.tooLong'] },
    );
    expectError(
      await post([type, { name: 'description', value: 'x'.repeat(20_000) }, cvFile()]),
      422,
      'validation_failed',
      {
        description: ['validation.tooLong'],
      },
    );
    expectError(await post([type, { name: 'description', value: 'a\u0000b' }, cvFile()]), 422, 'validation_failed', {
      description: ['validation.invalid'],
    });
  });

  it('answers 415 to JSON, 400 to a malformed body, 422 past the parts limit', async () => {
    const member = await newMember(t);
    const json = await member.client.request({ method: 'POST', url: UPLOADS, body: { upload_type_id: 1 } });
    expectError(json, 415, 'unsupported_media_type');
    const cut = multipart([{ name: 'upload_type_id', value: '1' }, cvFile()]);
    const truncated = await send(t, member.client, {
      url: UPLOADS,
      payload: cut.payload.subarray(0, cut.payload.length - 200),
      headers: { 'content-type': cut.contentType },
    });
    expectError(truncated, 400, 'malformed_request');
    const noBoundary = await send(t, member.client, {
      url: UPLOADS,
      payload: cut.payload,
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect([400, 415]).toContain(noBoundary.statusCode);
    const many = multipart(Array.from({ length: 30 }, (_, i) => ({ name: `f${i}`, value: 'x' })));
    const tooMany = await send(t, member.client, {
      url: UPLOADS,
      payload: many.payload,
      headers: { 'content-type': many.contentType },
    });
    expect(tooMany.statusCode, tooMany.body).toBe(422);
  });

  it('limits uploads per member with 429', async () => {
    const limited = await createTestApp({ RATE_LIMIT_FACTOR: '0.1' });
    try {
      const member = await newMember(limited);
      for (let i = 0; i < 2; i++) expect((await upload(limited, member.client)).statusCode).toBe(201);
      const refused = await upload(limited, member.client);
      expectError(refused, 429, 'rate_limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/career/account_uploads/{id}', () => {
  it('answers the owner: a member by session (token empty), a visitor by cookie and token (echoed)', async () => {
    const member = await newMember(t);
    const mine = await uploaded(t, member.client);
    const read = await member.client.request({ url: `${UPLOADS}/${mine.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ ...mine, token: '' });
    const withProof = await member.client.request({ url: `${UPLOADS}/${mine.id}`, headers: withToken(mine.token) });
    expect(withProof.json().token).toBe(mine.token);

    const guest = visitor(t);
    const theirs = await uploaded(t, guest);
    const visitorRead = await guest.request({ url: `${UPLOADS}/${theirs.id}`, headers: withToken(theirs.token) });
    expect(visitorRead.statusCode).toBe(200);
    expect(visitorRead.json()).toEqual(theirs);
  });

  it('answers 401 without session and token, 404 to anybody else', async () => {
    const member = await newMember(t);
    const mine = await uploaded(t, member.client);
    const guest = visitor(t);
    const theirs = await uploaded(t, guest);
    expectError(await testClient(t.app).request({ url: `${UPLOADS}/${theirs.id}` }), 401, 'unauthenticated');
    expectError(await guest.request({ url: `${UPLOADS}/${theirs.id}` }), 401, 'unauthenticated');
    const other = await newMember(t);
    expectError(await other.client.request({ url: `${UPLOADS}/${mine.id}` }), 404, 'not_found');
    expectError(
      await other.client.request({ url: `${UPLOADS}/${mine.id}`, headers: withToken(mine.token) }),
      404,
      'not_found',
    );
    // The right token with another guest cookie, a wrong token with the right cookie, a malformed token.
    const stranger = visitor(t);
    for (const [client, token] of [
      [stranger, theirs.token],
      [guest, mine.token],
      [guest, 'not a token'],
      [guest, 'x'.repeat(5000)],
    ] as const) {
      expectError(
        await client.request({ url: `${UPLOADS}/${theirs.id}`, headers: withToken(token) }),
        404,
        'not_found',
      );
    }
    expectError(await member.client.request({ url: `${UPLOADS}/999999999` }), 404, 'not_found');
    for (const id of ['abc', '0', '-1', '99999999999']) {
      expect((await member.client.request({ url: `${UPLOADS}/${id}` })).statusCode).toBe(422);
    }
  });
});

describe('DELETE /api/career/account_uploads/{id}', () => {
  it('removes the file, the row and the generated profile; 404 for others and afterwards', async () => {
    const member = await newMember(t);
    const { upload: up, profile } = await generated(t, member.client);
    const row = (await rowOf(up.id))!;
    const other = await newMember(t);
    expectError(await other.client.request({ method: 'DELETE', url: `${UPLOADS}/${up.id}` }), 404, 'not_found');
    const response = await member.client.request({ method: 'DELETE', url: `${UPLOADS}/${up.id}` });
    expect(response.statusCode).toBe(204);
    expect(await rowOf(up.id)).toBeUndefined();
    expect(storedFiles(t)).not.toContain(row.fileKey);
    expectError(await member.client.request({ url: `/api/career/generated_profiles/${profile.id}` }), 404, 'not_found');
    expectError(await member.client.request({ method: 'DELETE', url: `${UPLOADS}/${up.id}` }), 404, 'not_found');
  });
});

describe('unclaimed visitors’ CVs (maintenance)', () => {
  it('deletes a visitor’s CV, file and generated profile a day after upload unless an account claimed it', async () => {
    const stale = visitor(t);
    const { upload: old, profile, headers } = await generated(t, stale);
    const oldRow = (await rowOf(old.id))!;
    const fresh = await uploaded(t, visitor(t));
    const member = await newMember(t);
    const own = await uploaded(t, member.client);
    const dayAndAHourAgo = new Date(Date.now() - (UNCLAIMED_UPLOAD_HOURS + 1) * 3600_000);
    for (const id of [old.id, own.id])
      await t.database.db.update(accountUploads).set({ createdAt: dayAndAHourAgo }).where(eq(accountUploads.id, id));

    const service = accountUploadService(t.database.db, t.app.fileStore);
    expect(await service.deleteUnclaimed(new Date())).toBe(1);

    expect(await rowOf(old.id)).toBeUndefined();
    expect(storedFiles(t)).not.toContain(oldRow.fileKey);
    expectError(
      await stale.request({ url: `/api/career/generated_profiles/${profile.id}`, headers }),
      404,
      'not_found',
    );
    // A visitor's CV within its day, and a member's CV however old, stay.
    expect(await rowOf(fresh.id)).toBeDefined();
    expect(await rowOf(own.id)).toBeDefined();
    expect(await service.deleteUnclaimed(new Date())).toBe(0);
  });
});
