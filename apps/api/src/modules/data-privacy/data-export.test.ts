import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_EXPORT_DAYS, type DataExport } from '@laufbahn/contracts/data-privacy';
import { VALIDATION } from '@laufbahn/contracts/errors';
import { createTestApp, testClient, type TestApp, type TestClient } from '../../test/test-app.ts';
import { DATA_EXPORT_QUEUE, dataExportWorker } from './data-export-worker.ts';
import { fillMember, type FilledMember } from './member-data-test-fixture.ts';
import { EXPORT_JSON } from './member-data-export.ts';
import { MEMBER_TABLES } from './member-data-tables.ts';

let t: TestApp;
let member: FilledMember;
let other: FilledMember;

beforeAll(async () => {
  t = await createTestApp();
  member = await fillMember(t, 'FR');
  other = await fillMember(t);
});
afterAll(() => t.close());

const EXPORTS = '/api/career/data_exports';
const runExports = () =>
  t.app.jobQueue.runDue(
    DATA_EXPORT_QUEUE.name,
    dataExportWorker({ db: t.database.db, files: t.app.fileStore, log: t.app.log }),
  );

async function requestReadyExport(client: TestClient): Promise<DataExport> {
  const created = await client.request({ method: 'POST', url: EXPORTS });
  expect(created.statusCode).toBe(202);
  expect(await runExports()).toBeGreaterThanOrEqual(1);
  const list = await client.request({ url: EXPORTS });
  return list.json<{ items: DataExport[] }>().items.find((item) => item.id === created.json<DataExport>().id)!;
}

describe('data export (GDPR articles 15 and 20)', () => {
  let ready: DataExport;

  it('is prepared in the background, announced by mail in the member’s language, and one at a time', async () => {
    const created = await member.client.request({ method: 'POST', url: EXPORTS });
    expect(created.statusCode).toBe(202);
    const pending = created.json<DataExport>();
    expect(pending).toMatchObject({ status: 'pending', readyAt: null, expiresAt: null, fileSize: null });

    const again = await member.client.request({ method: 'POST', url: EXPORTS });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'conflict' } });

    expect(await runExports()).toBe(1);
    const list = (await member.client.request({ url: EXPORTS })).json<{ items: DataExport[] }>();
    ready = list.items[0]!;
    expect(ready).toMatchObject({ id: pending.id, status: 'ready' });
    expect(ready.fileSize).toBeGreaterThan(0);
    const days = (Date.parse(ready.expiresAt!) - Date.parse(ready.readyAt!)) / 86_400_000;
    expect(days).toBeCloseTo(DATA_EXPORT_DAYS, 3);

    const mails = await t.database.executeSql(
      `select subject, text_body, language from mail_outbox where to_address = $1 and template = 'data-export-ready'`,
      [member.email],
    );
    expect(mails.rows).toHaveLength(1);
    expect(mails.rows[0]).toMatchObject({ language: 'FR', subject: 'La copie de vos données est prête' });
    expect(mails.rows[0]!.text_body).toContain('/account/privacy');
  });

  it('holds every section, the original files, and nothing of another member', async () => {
    const download = await member.client.request({ url: `${EXPORTS}/${ready.id}/file` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="laufbahn-data-\d{4}-\d\d-\d\d\.zip"$/,
    );
    expect(download.headers['cache-control']).toBe('no-store');

    const zip = unzipSync(new Uint8Array(download.rawPayload));
    const text = strFromU8(zip[EXPORT_JSON]!);
    const data = JSON.parse(text) as Record<string, unknown>;
    for (const entry of MEMBER_TABLES) expect(data, entry.section).toHaveProperty(entry.section);
    for (const entry of MEMBER_TABLES) {
      const section = data[entry.section];
      // Every section has the member's rows (the fixture fills every table).
      if (Array.isArray(section)) expect(section.length, entry.section).toBeGreaterThan(0);
      else expect(section, entry.section).not.toBeNull();
    }
    expect(data.account).toMatchObject({ email: member.email, language: 'FR', contactConsent: true });
    expect((data.account as Record<string, unknown>).termsAcceptedAt).toMatch(/^\d{4}-/);
    expect((data.account as Record<string, unknown>).contactConsentAt).toMatch(/^\d{4}-/);
    expect(data.account).not.toHaveProperty('passwordHash');
    expect(data.onboardingDraft).toMatchObject({ data: { firstName: member.marker } });
    expect((data.applications as Record<string, unknown>[])[0]).toMatchObject({
      profileSnapshot: { name: member.marker },
      jobTitle: expect.stringContaining('Leiter'),
    });
    expect((data.auditLog as { action: string }[]).map((entry) => entry.action)).toContain('account.created');
    expect(data.missingFiles).toEqual([]);

    // The original files, byte for byte: both CVs (the claimed one and the visitor's), the picture and its crop.
    const filesInZip = Object.keys(zip).filter((name) => name.startsWith('files/'));
    expect(filesInZip).toHaveLength(member.files.size);
    const contents = filesInZip.map((name) => Buffer.from(zip[name]!).toString('utf8')).sort();
    expect(contents).toEqual([...member.files.values()].map((bytes) => bytes.toString('utf8')).sort());
    const uploads = data.uploads as { id: number; file: string }[];
    expect(uploads.map((upload) => upload.id).sort()).toEqual([member.uploadId, member.guestUploadId].sort());
    for (const upload of uploads) expect(filesInZip).toContain(upload.file);

    // Secrets and internal keys stay out; nothing of the other member is in.
    for (const secret of ['tokenHash', 'fileKey', 'originalKey', 'passwordHash', 'htmlBody']) {
      expect(text).not.toContain(`"${secret}"`);
    }
    expect(text).not.toContain(other.marker);
    expect(text).not.toContain(other.email);
  });

  it('is downloadable only by its member: 404 for another member and unknown ids, 401 for visitors', async () => {
    const url = `${EXPORTS}/${ready.id}/file`;
    expect((await other.client.request({ url })).statusCode).toBe(404);
    expect((await member.client.request({ url: `${EXPORTS}/987654321/file` })).statusCode).toBe(404);
    const visitor = testClient(t.app);
    expect((await visitor.request({ url })).statusCode).toBe(401);
    expect((await visitor.request({ url: EXPORTS })).statusCode).toBe(401);
    expect((await visitor.request({ method: 'POST', url: EXPORTS })).statusCode).toBe(401);
    expect((await other.client.request({ url: EXPORTS })).json()).toEqual({ items: [] });
  });

  it('answers odd ids with a clear 4xx', async () => {
    for (const id of ['abc', '-1', '0', '1.5', '2147483648', '9'.repeat(400), '%00']) {
      const response = await member.client.request({ url: `${EXPORTS}/${id}/file` });
      expect(response.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, id).toBeLessThan(500);
      expect(response.json(), id).toHaveProperty('error.code');
    }
  });

  it('refuses options it does not know, and a body that is not an object', async () => {
    const client = (await fillMember(t)).client;
    const unknown = await client.request({ method: 'POST', url: EXPORTS, body: { format: 'csv' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ error: { fields: { format: [VALIDATION.unknownField] } } });
    expect((await client.request({ method: 'POST', url: EXPORTS, body: ['x'] })).statusCode).toBe(422);
    expect((await client.request({ method: 'POST', url: EXPORTS, body: '{"a":' })).statusCode).toBe(400);
    expect((await client.request({ url: EXPORTS })).json()).toEqual({ items: [] });
    expect((await client.request({ method: 'POST', url: EXPORTS, body: {} })).statusCode).toBe(202);
  });

  it('is no longer downloadable once expired', async () => {
    const fresh = await requestReadyExport(other.client);
    await t.database.executeSql(`update data_exports set expires_at = now() - interval '1 second' where id = $1`, [
      fresh.id,
    ]);
    expect((await other.client.request({ url: `${EXPORTS}/${fresh.id}/file` })).statusCode).toBe(404);
    expect((await other.client.request({ url: EXPORTS })).json<{ items: DataExport[] }>().items).toEqual([]);
  });

  it('is marked failed after its last attempt, and a new one may be requested', async () => {
    const client = (await fillMember(t)).client;
    const created = (await client.request({ method: 'POST', url: EXPORTS })).json<DataExport>();
    const failing = dataExportWorker({
      db: t.database.db,
      files: { ...t.app.fileStore, put: () => Promise.reject(new Error('disk full')) },
      log: t.app.log,
    });
    await expect(
      failing({ id: 'x', data: { exportId: created.id, pageUrl: 'http://localhost' }, retryCount: 3, retryLimit: 3 }),
    ).rejects.toThrow('disk full');
    const list = (await client.request({ url: EXPORTS })).json<{ items: DataExport[] }>();
    expect(list.items[0]).toMatchObject({ id: created.id, status: 'failed' });
    expect((await client.request({ method: 'POST', url: EXPORTS })).statusCode).toBe(202);
  });

  it('is rate limited per member', async () => {
    const client = (await fillMember(t)).client;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await client.request({ method: 'POST', url: EXPORTS })).statusCode);
    // One in preparation at a time, so the others are 409, and the sixth request of the day 429.
    expect(statuses).toEqual([202, 409, 409, 409, 409, 429]);
  });
});
