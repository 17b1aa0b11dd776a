import { LAUFBAHN_JOB_SOURCE, PUBLISHER_ANSWERS, type JobDetail } from '@laufbahn/contracts/jobs';
import type { Database } from '../../../db/client.ts';

const DAY_MS = 86_400_000;

/**
 * How the publisher of a position answers applications (DECISIONS.md, Listing trust; docs/decisions/0062): over the
 * applications made in the last `windowDays` to any position its organisation published on Laufbahn, the share that
 * received at least one status change from the publisher, and the median time from application to the first one.
 * Only the applications' status history counts, never anything a publisher types. Null for an imported position
 * (its applications do not reach us) and below `minApplications`, where a share would say little.
 */
export async function publisherAnswers(
  database: Database,
  jobId: number,
  now: Date,
): Promise<JobDetail['publisherAnswers']> {
  const since = new Date(now.getTime() - PUBLISHER_ANSWERS.windowDays * DAY_MS);
  const { rows } = await database.executeSql(
    `with publisher as (
       select p.organisation_id from jobs j join recruiter_positions p on p.id::text = j.external_id
       where j.id = $1 and j.source = '${LAUFBAHN_JOB_SOURCE}'
     ),
     applications as (
       select a.created_at,
         (select min(c.changed_at) from job_application_status_changes c where c.application_id = a.id) as answered_at
       from recruiter_positions p
       join jobs j on j.source = '${LAUFBAHN_JOB_SOURCE}' and j.external_id = p.id::text
       join job_applications a on a.job_id = j.id
       where p.organisation_id = (select organisation_id from publisher) and a.created_at >= $2 and a.created_at <= $3
     )
     select count(*)::int as applications, count(answered_at)::int as answered,
       percentile_cont(0.5) within group (order by extract(epoch from answered_at - created_at))
         filter (where answered_at is not null) as median_seconds
     from applications`,
    [jobId, since, now],
  );
  // Cast: the select list above.
  const row = rows[0] as { applications: number; answered: number; median_seconds: number | string | null } | undefined;
  const applications = Number(row?.applications ?? 0);
  if (applications < PUBLISHER_ANSWERS.minApplications) return null;
  const answered = Number(row?.answered ?? 0);
  const medianSeconds =
    row?.median_seconds === null || row?.median_seconds === undefined ? null : Number(row.median_seconds);
  return {
    answeredShare: Math.round((answered / applications) * 1000) / 1000,
    medianFirstAnswerDays: medianSeconds === null ? null : Math.round((medianSeconds / 86_400) * 10) / 10,
    basedOn: applications,
    windowDays: PUBLISHER_ANSWERS.windowDays,
  };
}
