import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountUploads } from '../../../db/schema/cv.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { newMember } from '../../profile/profile-test-helpers.ts';
import { fixture } from '../cv-test-documents.ts';
import { cvFile, upload } from '../cv-test-helpers.ts';

/**
 * A real full disk: DATA_DIR on a 64 KB tmpfs. Mounting needs root (as on the development machines and CI);
 * elsewhere the test says so and does not run.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laufbahn-full-disk-'));
let mounted = false;
try {
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', dataDir], { stdio: 'ignore' });
  mounted = true;
} catch {
  console.warn('account-upload-full-disk: cannot mount a tmpfs here (needs root); the full-disk test does not run');
}

let t: TestApp;
beforeAll(async () => {
  if (mounted) t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t?.close();
  if (mounted) execFileSync('umount', [dataDir]);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!mounted)('an upload onto a full disk', () => {
  it('answers 503 with Retry-After and leaves no row and no partial file', async () => {
    const member = await newMember(t);
    const before = await t.database.db.select().from(accountUploads);
    const response = await upload(t, member.client, [
      cvFile(fixture('de-onecol-01.pdf'), 'Lebenslauf.pdf'), // 75 KB onto 64 KB
    ]);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('300');
    expect(response.json().error.code).toBe('service_unavailable');
    expect(await t.database.db.select().from(accountUploads)).toHaveLength(before.length);
    const left = fs.readdirSync(t.app.config.uploadsDir, { recursive: true, encoding: 'utf8' });
    expect(left.filter((name) => fs.statSync(path.join(t.app.config.uploadsDir, name)).isFile())).toEqual([]);
  });
});
