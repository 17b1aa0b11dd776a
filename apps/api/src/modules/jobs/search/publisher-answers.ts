import { LAUFBAHN_JOB_SOURCE, PUBLISHER_ANSWERS, type AnswerFigures } from '@laufbahn/contracts/jobs';
import type { Database } from '../../../db/client.ts';

const DAY_MS = 86_400_000;

/**
 * SQL: every application of the last window (`$1` .. `$2`) to a position an organisation published on Laufbahn, with
 * its publisher and the time of its first answer (null when unanswered). `where` narrows the positions (`p`, `j`).
 */
function applicationsSql(where: string): string {
  return `select p.organisation_id, a.created_at,
      (select min(c.changed_at) from job_application_status_changes c where c.application_id = a.id) as answered_at
    from recruiter_positions p
    join jobs j on j.source = '${LAUFBAHN_JOB_SOURCE}' and j.external_id = p.id::text
    join job_applications a on a.job_id = j.id
    where ${where} and a.created_at >= $1 and a.created_at <= $2`;
}

const windowStart = (now: Date) => new Date(now.getTime() - PUBLISHER_ANSWERS.windowDays * DAY_MS);

/**
 * The share of the applications that received at least one status change from the publisher, and the median time from
 * application to the first one, over the applications `where` selects (values from `$3`). Only the applications'
 * status history counts, never anything a publisher types. Null below `minApplications`, where a share says little.
 */
async function answerFigures(
  database: Database,
  where: string,
  values: unknown[],
  now: Date,
): Promise<AnswerFigures | null> {
  const { rows } = await database.executeSql(
    `with applications as (${applicationsSql(where)})
     select count(*)::int as applications, count(answered_at)::int as answered,
       percentile_cont(0.5) within group (order by extract(epoch from answered_at - created_at))
         filter (where answered_at is not null) as median_seconds
     from applications`,
    [windowStart(now), now, ...values],
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

/**
 * How the publisher of a position answers applications (docs/decisions/0062): the applications of the last
 * `windowDays` to any position its organisation published on Laufbahn. Null for an imported position (its
 * applications do not reach us).
 */
export function publisherAnswers(database: Database, jobId: number, now: Date): Promise<AnswerFigures | null> {
  return answerFigures(
    database,
    `p.organisation_id = (select rp.organisation_id from jobs rj join recruiter_positions rp on rp.id::text = rj.external_id
       where rj.id = $3 and rj.source = '${LAUFBAHN_JOB_SOURCE}')`,
    [jobId],
    now,
  );
}

/**
 * How a company answers applications itself (company page, decision 0069): the applications to its positions that
 * an employer organisation (not a search firm acting for it) published on Laufbahn.
 */
export function companyAnswers(database: Database, companyId: number, now: Date): Promise<AnswerFigures | null> {
  return answerFigures(
    database,
    `j.company_id = $3 and p.organisation_id in (select o.id from recruiter_organisations o where o.kind = 'corporate')`,
    [companyId],
    now,
  );
}

/**
 * The open positions of every publisher that answers (search filter `answeringPublishers`, decision 0069): at least
 * `minApplications` applications in the window, of which at least `answeringShare` answered — the same applications
 * and answers as the figures above.
 */
export async function answeringPublisherJobIds(database: Database, now: Date): Promise<number[]> {
  const { rows } = await database.executeSql(
    `with applications as (${applicationsSql('true')}),
     answering as (
       select organisation_id from applications group by organisation_id
       having count(*) >= $3 and count(answered_at) >= $4::float8 * count(*)
     )
     select j.id from recruiter_positions p
     join jobs j on j.source = '${LAUFBAHN_JOB_SOURCE}' and j.external_id = p.id::text
     where p.organisation_id in (select organisation_id from answering) and j.status = 'active' and j.expires_at > $2`,
    [windowStart(now), now, PUBLISHER_ANSWERS.minApplications, PUBLISHER_ANSWERS.answeringShare],
  );
  return rows.map((row) => Number(row.id));
}
