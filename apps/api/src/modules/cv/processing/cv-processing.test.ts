// Both engines: CV processing runs through the job queue and resumes after a restart.
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedProfile, GeneratedProfileStatusAnswer } from '@laufbahn/contracts/cv';
import { denseTextPdf, lzwBombPdf } from '@laufbahn/cv-parser/test-support/hostile-pdfs';
import { COUNTRY_VERSIONS } from '@laufbahn/i18n/country-versions';
import { estimateSalary } from '@laufbahn/pay/estimate';
import { openDatabase } from '../../../db/client.ts';
import { generatedProfiles } from '../../../db/schema/cv.ts';
import { salaryRanges } from '../../../db/schema/reference.ts';
import type { FileStore } from '../../../lib/file-store.ts';
import { createTestApp, testClient, type TestApp } from '../../../test/test-app.ts';
import { GERMANY, MUNICH, newMember } from '../../profile/profile-test-helpers.ts';
import { accountUploadRepository } from '../upload/account-upload.repository.ts';
import { cvProcessing } from './cv-processing.ts';
import { CV_QUEUE } from './cv-queue.ts';
import { fixture, textPdf } from '../cv-test-documents.ts';
import { cvFile, GENERATED, generated, uploaded } from '../cv-test-helpers.ts';
import { generatedProfileRepository } from '../generated-profile/generated-profile.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STAGES = ['uploading', 'scanning', 'extracting', 'evaluating_salary', 'creating_profile', 'ready'];
const rowOf = async (app: TestApp, id: number) =>
  (await app.database.db.select().from(generatedProfiles).where(eq(generatedProfiles.profileId, id)))[0]!;
const jobTable = (app: TestApp) => `${app.queueSchema ?? 'pgboss'}.job`;

describe('processing a CV into a generated profile', () => {
  it('runs every stage in order and maps a real CV onto the profile', async () => {
    const member = await newMember(t);
    const { profile, headers } = await generated(t, member.client, [cvFile(fixture('de-onecol-01.pdf'), 'cv.pdf')]);
    expect(profile).toMatchObject({
      status: 'ready',
      personalInformation: {
        name: 'Katrin',
        lastName: 'Schäfer',
        city: 'München',
        countryId: GERMANY,
        geoCodeId: MUNICH,
        genderId: null,
        dateOfBirth: null,
      },
      contactDetails: { phoneNumber: '+491712345678', email: 'k.schaefer@example.de' },
      currentPosition: {
        title: 'Geschäftsführerin',
        companyName: 'Alpen Logistik GmbH',
        startDate: { month: 3, year: 2019 },
        endDate: null,
        current: true,
        city: 'München',
        geoCodeId: MUNICH,
        countryId: GERMANY,
      },
      languages: ['Deutsch', 'Englisch', 'Französisch'],
      confirmedAt: null,
      fileName: 'cv.pdf',
    });
    expect(profile.pastPositions.map((p) => p.title)).toEqual([
      'Bereichsleiterin Kontraktlogistik',
      'Leiterin Supply Chain Consulting',
      'Senior Consultant',
      'Wissenschaftliche Mitarbeiterin',
    ]);
    expect(profile.professionalInformation.skills).toContain('Kontraktlogistik');
    expect(profile.confidence).toMatchObject({ name: expect.any(Number), email: expect.any(Number) });
    const current = profile.currentPosition!;
    expect(profile.positionConfidence[String(current.identifier)]).toEqual({
      careerLevel: expect.any(Number),
      function: expect.any(Number),
      industry: expect.any(Number),
    });

    // The salary: from the current position, Germany and the years since October 2001, in euros.
    const expected = estimateSalary(
      {
        careerLevelId: current.careerLevelId,
        functionId: current.functionId,
        industryId: current.industryId,
        countryId: GERMANY,
        yearsOfExperience: new Date().getUTCFullYear() - 2001 - (new Date().getUTCMonth() + 1 < 10 ? 1 : 0),
      },
      'EUR',
    )!;
    const evaluation = profile.salaryEvaluation!;
    expect(evaluation).toMatchObject({ currency: 'EUR', min: expected.min, max: expected.max, basis: expected.basis });
    const ranges = await t.database.db.select().from(salaryRanges);
    const middle = (evaluation.min + evaluation.max) / 2;
    const range = ranges.find((r) => r.id === evaluation.salaryRangeId)!;
    expect(middle).toBeGreaterThanOrEqual(range.minAmount ?? 0);
    expect(middle).toBeLessThan(range.maxAmount ?? Infinity);
    expect(profile.professionalInformation.currentSalaryRangeId).toBe(evaluation.salaryRangeId);

    const status = (
      await member.client.request({ url: `${GENERATED}/${profile.id}/status`, headers })
    ).json<GeneratedProfileStatusAnswer>();
    expect(status.status).toBe('ready');
    expect(status.stages.map((s) => s.status)).toEqual(STAGES);
    const times = status.stages.map((s) => Date.parse(s.startedAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('prices the salary in the country version’s currency', async () => {
    const member = await newMember(t, { countryVersion: 'usa' });
    const up = await uploaded(t, member.client, [cvFile(fixture('en-us-onecol-01.pdf'), 'resume.pdf')]);
    const started = await member.client.request({
      method: 'POST',
      url: GENERATED,
      body: { identifier: up.id },
      headers: { host: COUNTRY_VERSIONS.usa.localHost },
    });
    await t.app.cvProcessing.runDue();
    const profile = (
      await member.client.request({ url: `${GENERATED}/${started.json().id}` })
    ).json<GeneratedProfile>();
    expect(profile.status).toBe('ready');
    expect(profile.salaryEvaluation?.currency).toBe('USD');
  });

  it('ends a document without text as failed with its reason', async () => {
    const member = await newMember(t);
    const { profile, headers } = await generated(t, member.client, [cvFile(textPdf([]), 'scan.pdf')]);
    expect(profile).toMatchObject({ status: 'failed', reason: 'noText', currentPosition: null });
    const status = (await member.client.request({ url: `${GENERATED}/${profile.id}/status`, headers })).json();
    expect(status).toMatchObject({ status: 'failed', reason: 'noText' });
    expect(status.stages.map((s: { status: string }) => s.status)).toEqual(['uploading', 'scanning', 'failed']);
  });

  it(
    'ends a document built to exhaust the reader as failed, once, while the server keeps answering',
    { timeout: 120_000 },
    async () => {
      const member = await newMember(t);
      // Both get past the checks on upload: one expands to gigabytes as it is read, one floods the text reader.
      const documents = [lzwBombPdf(3000), denseTextPdf(40_000)];
      const ids: number[] = [];
      for (const document of documents) {
        const up = await uploaded(t, member.client, [cvFile(document, 'cv.pdf')]);
        const started = await member.client.request({ method: 'POST', url: GENERATED, body: { identifier: up.id } });
        ids.push(started.json<GeneratedProfile>().id);
      }
      const rssBefore = process.memoryUsage().rss;
      let processed = false;
      const processing = t.app.cvProcessing.runDue().finally(() => {
        processed = true;
      });
      // Answers that arrive while the documents are still being read: the server was not blocked by them.
      let answeredMeanwhile = 0;
      while (!processed) {
        const health = await testClient(t.app).request({ url: '/api/health' });
        expect(health.statusCode).toBe(200);
        if (!processed) answeredMeanwhile++;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await processing).toBe(2);
      expect(answeredMeanwhile).toBeGreaterThan(3);
      // The gigabytes were the reading process's, never the server's.
      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(150 * 1024 * 1024);
      for (const id of ids) {
        expect(await rowOf(t, id)).toMatchObject({ status: 'failed', reason: 'tooComplex', attempts: 1 });
      }
      // Failed for good: nothing is retried.
      expect(await t.app.cvProcessing.runDue()).toBe(0);
    },
  );

  it('retries an unexpected error and fails on the last attempt, never leaving the profile stuck', async () => {
    const member = await newMember(t);
    const up = await uploaded(t, member.client);
    const id = (await member.client.request({ method: 'POST', url: GENERATED, body: { identifier: up.id } })).json().id;
    const broken: FileStore = {
      put: t.app.fileStore.put,
      delete: t.app.fileStore.delete,
      get: () => Promise.reject(new Error('storage unavailable')),
    };
    const processing = cvProcessing({ db: t.database.db, files: broken, log: t.app.log });
    const job = { id: 'x', data: { generatedProfileId: id }, retryCount: 0, retryLimit: CV_QUEUE.retryLimit };
    await expect(processing.handle(job)).rejects.toThrow('storage unavailable');
    expect((await rowOf(t, id)).status).toBe('scanning');
    await processing.handle({ ...job, retryCount: CV_QUEUE.retryLimit });
    expect(await rowOf(t, id)).toMatchObject({ status: 'failed', reason: 'unreadable' });
    // The queued job finds the profile finished and leaves it so.
    await t.app.cvProcessing.runDue();
    expect(await rowOf(t, id)).toMatchObject({ status: 'failed', reason: 'unreadable', attempts: 2 });
  });

  it('queues a stuck profile again, and fails one that has had all its attempts', async () => {
    const member = await newMember(t);
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const up = await uploaded(t, member.client);
      ids.push(
        (await member.client.request({ method: 'POST', url: GENERATED, body: { identifier: up.id } })).json().id,
      );
    }
    // The server died after committing the profiles and before their jobs ran: the jobs are gone.
    for (const id of ids) {
      const { jobId } = await rowOf(t, id);
      await t.database.db.execute(sql.raw(`delete from ${jobTable(t)} where id = '${jobId}'`));
    }
    await t.database.db
      .update(generatedProfiles)
      .set({ updatedAt: sql`now() - interval '1 hour'` })
      .where(sql`${generatedProfiles.profileId} in (${sql.join(ids, sql`, `)})`);
    await t.database.db
      .update(generatedProfiles)
      .set({ attempts: CV_QUEUE.retryLimit + 1 })
      .where(eq(generatedProfiles.profileId, ids[1]!));
    await t.app.cvProcessing.sweep();
    expect(await rowOf(t, ids[1]!)).toMatchObject({ status: 'failed', reason: 'unreadable' });
    expect(await t.app.cvProcessing.runDue()).toBe(1);
    expect((await rowOf(t, ids[0]!)).status).toBe('ready');
  });
});

describe('a server killed while processing', () => {
  it('resumes the job after a restart, and nothing uploaded is lost', async () => {
    const first = await createTestApp();
    const dataDir = path.dirname(first.app.config.uploadsDir);
    const member = await newMember(first);
    const up = await uploaded(first, member.client);
    const id = (await member.client.request({ method: 'POST', url: GENERATED, body: { identifier: up.id } })).json().id;

    // A worker takes the job, begins scanning and dies: the job stays active.
    let began: () => void;
    const scanning = new Promise<void>((resolve) => (began = resolve));
    void first.app.jobQueue.runDue(CV_QUEUE.name, async () => {
      await generatedProfileRepository(first.database.db).beginAttempt(id);
      began();
      await new Promise(() => undefined);
    });
    await scanning;
    const { jobId } = await rowOf(first, id);
    expect(await first.app.jobQueue.state(CV_QUEUE.name, jobId!)).toBe('active');

    // Restart on the same data: the database as the dead process left it, and the same upload folder.
    const database =
      first.database.kind === 'pglite'
        ? await openDatabase({ kind: 'pglite', snapshot: await first.database.dump!() })
        : undefined;
    await first.app.close();
    await first.database.close();
    const restarted = await createTestApp({ DATA_DIR: dataDir }, { database, queueSchema: first.queueSchema });
    try {
      // Within its lease the job still belongs to the dead worker.
      expect((await rowOf(restarted, id)).status).toBe('scanning');
      expect(await restarted.app.cvProcessing.runDue()).toBe(0);
      // The lease runs out (two minutes later) and the queue's maintenance hands the job back for a retry.
      await restarted.database.db.execute(
        sql.raw(`update ${jobTable(restarted)} set started_on = now() - interval '1 hour' where id = '${jobId}'`),
      );
      await restarted.app.jobQueue.expireLeases();
      expect(await restarted.app.jobQueue.state(CV_QUEUE.name, jobId!)).toBe('retry');
      await restarted.database.db.execute(
        sql.raw(`update ${jobTable(restarted)} set start_after = now() - interval '1 second' where id = '${jobId}'`),
      );
      expect(await restarted.app.cvProcessing.runDue()).toBe(1);

      const row = await rowOf(restarted, id);
      expect(row).toMatchObject({ status: 'ready', attempts: 2 });
      expect(row.stages.map((s) => s.status)).toEqual(STAGES);
      const client = testClient(restarted.app);
      for (const [name, value] of member.client.cookies) client.cookies.set(name, value);
      const profile = await client.request({ url: `${GENERATED}/${id}` });
      expect(profile.json<GeneratedProfile>()).toMatchObject({
        status: 'ready',
        personalInformation: { name: 'Katharina' },
      });
      const upload = await accountUploadRepository(restarted.database.db).byId(up.id);
      expect(await restarted.app.fileStore.get(upload!.fileKey)).toBeDefined();
    } finally {
      await restarted.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
