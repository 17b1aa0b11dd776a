import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FailureReason, SalaryEvaluation } from '@laufbahn/contracts/cv';
import { CvParseError } from '@laufbahn/cv-parser/parse-error';
import type { DocumentProblem } from '@laufbahn/cv-parser/types';
import { COUNTRY_VERSIONS, type CountryVersionCode } from '@laufbahn/i18n/country-versions';
import type { Db } from '../../../db/client.ts';
import type { ExtractionFacts } from '../../../db/schema/cv.ts';
import { positions } from '../../../db/schema/profiles.ts';
import type { FileStore } from '../../../lib/file-store.ts';
import { positionRepository } from '../../profile/position.repository.ts';
import { profileRepository } from '../../profile/profile.repository.ts';
import type { JobQueue, QueueJob } from '../../../platform/queue/job-queue.ts';
import { cvLookups } from './cv-lookups.ts';
import { mapExtraction, type MappedCv } from './cv-mapping.ts';
import { CV_QUEUE, type CvJob } from './cv-queue.ts';
import { parserReader, type CvReader } from './cv-reader.ts';
import { generatedProfileRepository } from '../generated-profile/generated-profile.repository.ts';
import type { HistogramLookup } from '@laufbahn/pay/model';
import { evaluateSalary, evaluateSalaryFromModel } from './salary-evaluation.ts';

/** A generated profile that has not moved for this long, and whose job is not queued or running, is stuck. */
export const STUCK_AFTER_MINUTES = 5;

const REASONS: Record<DocumentProblem, FailureReason> = {
  invalidFileFormat: 'unreadable',
  encrypted: 'encrypted',
  empty: 'empty',
  archiveTooLarge: 'archiveTooLarge',
  unreadable: 'unreadable',
  noText: 'noText',
  tooManyPages: 'tooManyPages',
  tooComplex: 'tooComplex',
};

export interface CvProcessingOptions {
  db: Db;
  files: FileStore;
  log: FastifyBaseLogger;
  reader?: CvReader;
  /** The salary model the evaluation asks (apps/api/src/modules/salary); without one, the plausibility estimate. */
  salaryModel?: HistogramLookup;
}

/**
 * Turns an upload into its generated profile, stage by stage, each stage written as it begins: `scanning`
 * (the document's text), `extracting` (fields, checked against the profile calls' own rules), `evaluating_salary`
 * and `creating_profile` (one transaction writes the profile and marks it `ready`). A document that cannot be
 * read ends `failed` with its reason; any other error is retried by the queue, and the last attempt's ends
 * `failed` too — a profile is never left half-written or stuck.
 */
export function cvProcessing({ db, files, log, reader = parserReader, salaryModel }: CvProcessingOptions) {
  const repo = generatedProfileRepository(db);
  const lookups = cvLookups(db);

  /** In one transaction, and only if the profile is still being created: the profile's rows, then `ready`. */
  async function writeProfile(profileId: number, mapped: MappedCv, salary: SalaryEvaluation | null) {
    await db.transaction(async (tx) => {
      const locked = await generatedProfileRepository(tx).lock(profileId);
      if (locked?.status !== 'creating_profile') return;
      await profileRepository(tx).update(profileId, {
        genderId: null,
        name: mapped.name,
        lastName: mapped.lastName,
        city: mapped.city,
        countryId: mapped.countryId,
        dateOfBirth: null,
        geoCodeId: mapped.geoCodeId,
        phoneNumber: mapped.phoneNumber,
        currentSalaryRangeId: salary?.salaryRangeId ?? null,
        managementExperienceId: null,
        skills: mapped.skills,
      });
      await tx.delete(positions).where(eq(positions.profileId, profileId));
      const positionConfidence: ExtractionFacts['positionConfidence'] = {};
      const positionChecks: NonNullable<ExtractionFacts['positionChecks']> = {};
      for (const position of mapped.positions) {
        const id = await positionRepository(tx).insert(profileId, position.fields, position.endDate, position.current);
        positionConfidence[String(id)] = position.confidence;
        if (position.checks.length > 0) positionChecks[String(id)] = position.checks;
      }
      await generatedProfileRepository(tx).finish(profileId, {
        email: mapped.email,
        facts: { languages: mapped.languages, confidence: mapped.confidence, positionConfidence, positionChecks },
        salaryEvaluation: salary,
      });
    });
  }

  async function process(profileId: number): Promise<void> {
    const row = await repo.beginAttempt(profileId);
    if (!row) return;
    const bytes = await files.get(row.upload.fileKey);
    if (!bytes) {
      log.error({ profileId, fileKey: row.upload.fileKey }, 'uploaded CV file is missing');
      await repo.fail(profileId, 'unreadable');
      return;
    }
    await reader.scan(bytes, row.upload.fileKind);
    if (!(await repo.advance(profileId, 'extracting'))) return;
    const version = COUNTRY_VERSIONS[row.countryVersion as CountryVersionCode] ?? COUNTRY_VERSIONS.deu;
    const extracted = await reader.extract(bytes, row.upload.fileKind);
    const mapped = await mapExtraction(extracted, lookups, { defaultCountryId: version.countryId });
    if (!(await repo.advance(profileId, 'evaluating_salary'))) return;
    const ranges = await lookups.salaryRanges();
    const salary = salaryModel
      ? await evaluateSalaryFromModel(mapped, version.currency, version.countryId, ranges, salaryModel)
      : evaluateSalary(mapped, version.currency, version.countryId, ranges);
    if (!(await repo.advance(profileId, 'creating_profile'))) return;
    await writeProfile(profileId, mapped, salary);
  }

  return {
    /** The queue's handler. */
    async handle(job: QueueJob<CvJob>): Promise<void> {
      const profileId = job.data.generatedProfileId;
      try {
        await process(profileId);
      } catch (error) {
        if (error instanceof CvParseError) {
          await repo.fail(profileId, REASONS[error.problem]);
          return;
        }
        if (job.retryCount >= job.retryLimit) {
          log.error({ err: error, profileId }, 'CV processing failed for good');
          await repo.fail(profileId, 'unreadable');
          return;
        }
        log.warn({ err: error, profileId, attempt: job.retryCount + 1 }, 'CV processing failed; will retry');
        throw error;
      }
    },

    /**
     * Profiles that stopped moving while their job is gone or finished — the server died between committing
     * the profile and queueing its job, or every attempt died with its worker — are queued again, or end
     * `failed` once they have had all their attempts.
     */
    async sweep(queue: JobQueue): Promise<void> {
      for (const row of await repo.stale(STUCK_AFTER_MINUTES)) {
        const state = row.jobId ? await queue.state(CV_QUEUE.name, row.jobId) : undefined;
        if (state === 'created' || state === 'retry' || state === 'active') continue;
        if (row.attempts > CV_QUEUE.retryLimit) {
          log.error({ profileId: row.profileId }, 'CV processing stuck; giving up');
          await repo.fail(row.profileId, 'unreadable');
          continue;
        }
        log.warn({ profileId: row.profileId, jobState: state ?? null }, 'CV processing stuck; queueing it again');
        await repo.setJob(row.profileId, await queue.send<CvJob>(CV_QUEUE.name, { generatedProfileId: row.profileId }));
      }
    },
  };
}
export type CvProcessing = ReturnType<typeof cvProcessing>;
