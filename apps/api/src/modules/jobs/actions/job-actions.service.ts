import { sql } from 'drizzle-orm';
import {
  JOB_ACTION_LIMITS,
  type ApplicationsList,
  type FavouritesList,
  type JobApplicationBody,
  type JobApplicationCreated,
  type JobReportBody,
  type RecentlyViewedList,
} from '@laufbahn/contracts/jobs';
import { parseLanguage } from '@laufbahn/i18n/languages';
import type { Db } from '../../../db/client.ts';
import { AppError, notFound, unauthenticated } from '../../../lib/app-error.ts';
import type { JobSearch } from '@laufbahn/job-search/types';
import { recordAudit } from '../../../platform/audit/audit.repository.ts';
import { jobApplicationConfirmationMail } from '../../../platform/mail/mail-templates.ts';
import { outboxRepository } from '../../../platform/mail/outbox.repository.ts';
import type { WriteMeta } from '../../../lib/request-meta.ts';
import { profileService } from '../../profile/profile.service.ts';
import type { SessionAccount } from '../../../platform/session/session.repository.ts';
import type { JobActionsRepository, ListedJob } from './job-actions.repository.ts';
import type { JobRecord, JobsRepository } from '../search/jobs.repository.ts';
import { isLockedFor, present, viewerFor, type Viewer } from '../search/jobs.service.ts';
import { accessPolicy } from '../../membership/access-policy.service.ts';
import { LAUFBAHN_JOB_SOURCE, UNANSWERED_AFTER_DAYS } from '@laufbahn/contracts/recruiter-positions';

const DAY_MS = 86_400_000;

export interface ApplyContext {
  meta: WriteMeta;
  /** The job's page, linked from the confirmation mail. */
  jobUrl: string;
}

const isOpen = (job: JobRecord, now: Date) => job.status === 'active' && job.expiresAt > now;

export function jobActionsService(
  db: Db,
  jobs: JobsRepository,
  actions: JobActionsRepository,
  search: Pick<JobSearch, 'markReported'>,
) {
  const policy = accessPolicy(db);
  async function existing(jobId: number, now: Date): Promise<JobRecord> {
    const job = await jobs.find(jobId, now);
    if (!job) throw notFound('Job');
    return job;
  }

  const entry = (item: ListedJob, viewer: Viewer, now: Date) => ({
    ...present(item.job, viewer),
    status: isOpen(item.job, now) ? ('active' as const) : ('expired' as const),
  });

  return {
    /**
     * Applies for an open position: the member's profile as it is now (and the CV, if chosen) goes with it, and the
     * member gets a confirmation mail. Order of refusals: unknown job 404, expired 409, locked 403, applied 409,
     * foreign upload 404.
     */
    async apply(
      account: SessionAccount,
      jobId: number,
      body: JobApplicationBody,
      context: ApplyContext,
      now = new Date(),
    ): Promise<JobApplicationCreated> {
      const job = await existing(jobId, now);
      if (!isOpen(job, now)) throw new AppError('job_expired', 'The position is no longer open');
      if (isLockedFor(job, await viewerFor(policy, account.accountId))) {
        throw new AppError('premium_required', 'Only Premium members may apply for members-only positions');
      }
      if (await actions.hasApplied(account.accountId, jobId)) {
        throw new AppError('already_applied', 'Applied for this position already');
      }
      const cvFileName =
        body.uploadId === undefined ? null : await actions.ownCvFileName(account.accountId, body.uploadId);
      if (cvFileName === undefined) throw notFound('Upload');

      const language = parseLanguage(account.language) ?? 'DE';
      const profiles = profileService(db);
      const snapshot = await profiles.view(await profiles.memberProfileId(account.accountId, context.meta), language);

      const created = await db.transaction(async (tx) => {
        const result = await tx.execute(sql`
          insert into job_applications
            (account_id, job_id, message, upload_id, cv_file_name, profile_snapshot, terms_accepted_at)
          values (${account.accountId}, ${jobId}, ${body.message?.trim() || null}, ${body.uploadId ?? null},
            ${cvFileName}, ${JSON.stringify(snapshot)}::jsonb, now())
          on conflict (account_id, job_id) do nothing
          returning id::text as id, created_at`);
        // Cast: `execute` on the engine-neutral `Db` does not know the driver's result shape; both answer `rows`.
        const row = (result as unknown as { rows: { id: string; created_at: Date | string }[] }).rows[0];
        if (!row) throw new AppError('already_applied', 'Applied for this position already');
        await outboxRepository(tx).enqueue(
          account.email,
          jobApplicationConfirmationMail(
            language,
            {
              title: job.title,
              companyName: job.companyName,
              cvFileName,
              forwarded: job.source === LAUFBAHN_JOB_SOURCE,
            },
            context.jobUrl,
          ),
        );
        await recordAudit(tx, {
          accountId: account.accountId,
          actor: context.meta.actor,
          action: 'job.applied',
          ip: context.meta.ip,
          details: { jobId, applicationId: Number(row.id), uploadId: body.uploadId ?? null },
        });
        return { id: Number(row.id), createdAt: new Date(row.created_at) };
      });
      return { id: created.id, jobId, createdAt: created.createdAt.toISOString() };
    },

    async bookmark(accountId: number, jobId: number, now = new Date()): Promise<void> {
      await existing(jobId, now);
      if (!(await actions.bookmark(accountId, jobId, JOB_ACTION_LIMITS.maxBookmarks))) {
        throw new AppError('conflict', `At most ${JOB_ACTION_LIMITS.maxBookmarks} favourites`);
      }
    },

    async removeBookmark(accountId: number, jobId: number): Promise<void> {
      await actions.removeBookmark(accountId, jobId);
    },

    /**
     * Anybody may report a position, open or expired; a member's second report of it changes nothing. "Filled" is a
     * member's word only: it counts towards "possibly filled", and a visitor's could not be told apart from the next
     * one's. The number of independent members is recounted on each such report, and the search marks the position
     * once it reaches the threshold.
     */
    async report(accountId: number | null, jobId: number, body: JobReportBody, now = new Date()): Promise<void> {
      if (body.reason === 'filled' && accountId === null) throw unauthenticated();
      await existing(jobId, now);
      await actions.report(jobId, accountId, body.reason, body.comment?.trim() || null);
      if (body.reason === 'filled') {
        await actions.recountFilledReports(jobId);
        await search.markReported([jobId]);
      }
    },

    async recordView(accountId: number, jobId: number): Promise<void> {
      await actions.recordView(accountId, jobId, JOB_ACTION_LIMITS.recentlyViewed);
    },

    async favourites(accountId: number, viewer: Viewer, now = new Date()): Promise<FavouritesList> {
      const items = await actions.favourites(accountId, JOB_ACTION_LIMITS.maxListItems, now);
      return {
        items: items.map((item) => ({ ...entry(item, viewer, now), bookmarkedAt: item.listedAt.toISOString() })),
      };
    },

    /**
     * "Already applied": each application with where it stands. Only a position published on the recruiter site
     * forwards applications; one of its applications without an answer for 30 days is marked unanswered.
     */
    async applications(accountId: number, viewer: Viewer, now = new Date()): Promise<ApplicationsList> {
      const items = await actions.applications(accountId, JOB_ACTION_LIMITS.maxListItems, now);
      const states = await actions.applicationStates(items.map((item) => item.applicationId!));
      return {
        items: items.map((item) => {
          const state = states.get(item.applicationId!);
          const forwarded = item.job.source === LAUFBAHN_JOB_SOURCE;
          const lastChange = state?.statusChangedAt ?? item.listedAt;
          return {
            ...entry(item, viewer, now),
            applicationId: item.applicationId!,
            appliedAt: item.listedAt.toISOString(),
            application: {
              forwarded,
              status: forwarded ? (state?.status ?? 'received') : null,
              statusChangedAt: forwarded ? (state?.statusChangedAt?.toISOString() ?? null) : null,
              unanswered:
                forwarded &&
                (state?.status ?? 'received') === 'received' &&
                now.getTime() - lastChange.getTime() >= UNANSWERED_AFTER_DAYS * DAY_MS,
            },
          };
        }),
      };
    },

    async recentlyViewed(accountId: number, viewer: Viewer, now = new Date()): Promise<RecentlyViewedList> {
      const items = await actions.recentlyViewed(accountId, JOB_ACTION_LIMITS.recentlyViewed, now);
      return {
        items: items.map((item) => ({ ...entry(item, viewer, now), viewedAt: item.listedAt.toISOString() })),
      };
    },
  };
}
export type JobActionsService = ReturnType<typeof jobActionsService>;
