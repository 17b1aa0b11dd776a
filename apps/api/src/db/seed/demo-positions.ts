import { createJobSearch } from '@laufbahn/job-search/search';
import type { PositionBody } from '@laufbahn/contracts/recruiter-positions';
import type { Database } from '../client.ts';
import { jobSearchClient } from '../../modules/jobs/search/jobs.repository.ts';
import { positionService } from '../../modules/recruiter/position.service.ts';
import { profileService } from '../../modules/profile/profile.service.ts';
import { DEMO_RECRUITERS } from './demo-recruiters.ts';

const [HEADHUNTER, EMPLOYER] = DEMO_RECRUITERS;

const MUNICH = 2867714;

/**
 * The demo organisations' published positions (docs/decisions/0054) and one application to each from a demo member,
 * already answered (0055): the employer is reviewing the Basic member's application, the search firm has invited the
 * Premium member to an interview. Only with the demo positions, so that the first start shows both sides working.
 */
const DEMO_POSITIONS: {
  recruiter: string;
  body: PositionBody;
  applicant: string;
  message: string;
  appliedDaysAgo: number;
  answers: { status: 'in_review' | 'interview'; daysAgo: number }[];
}[] = [
  {
    recruiter: EMPLOYER.email,
    body: {
      title: 'Leiter Finanzen und Controlling (m/w/d)',
      description:
        'Die Nordwerk Maschinenbau AG baut ihre Finanzorganisation neu auf. Sie verantworten Rechnungswesen, ' +
        'Controlling und Treasury der Gruppe mit 1.400 Beschäftigten, berichten an den Vorstand und führen ein Team ' +
        'von zwölf Fachleuten. Sie bringen mehrjährige Führungserfahrung im Finanzbereich eines Industrieunternehmens ' +
        'und Erfahrung mit der Konzernrechnungslegung mit.',
      language: 'DE',
      careerLevelId: 5,
      functionId: 3,
      industryId: 6,
      geoCodeId: MUNICH,
      workplaceType: 'hybrid',
      salaryMin: 130_000,
      salaryMax: 160_000,
      currency: 'EUR',
    },
    applicant: 'basic@laufbahn.example',
    message: 'Guten Tag, die Position reizt mich sehr. Gern erzähle ich Ihnen mehr über meine Erfahrung.',
    appliedDaysAgo: 5,
    answers: [{ status: 'in_review', daysAgo: 3 }],
  },
  {
    recruiter: HEADHUNTER.email,
    body: {
      title: 'CFO eines familiengeführten Industrieunternehmens',
      companyName: 'Vertraulicher Mandant (Familienunternehmen, Süddeutschland)',
      description:
        'Im exklusiven Auftrag eines familiengeführten Industrieunternehmens mit 900 Mio. EUR Umsatz suchen wir die ' +
        'kaufmännische Geschäftsführung. Sie verantworten Finanzen, Personal und IT, begleiten die Nachfolge in der ' +
        'Gesellschafterfamilie und sind Sparringspartner der Geschäftsführung bei Zukäufen.',
      language: 'DE',
      careerLevelId: 6,
      functionId: 3,
      industryId: 6,
      geoCodeId: MUNICH,
      workplaceType: 'onsite',
      salaryMin: 220_000,
      salaryMax: 280_000,
      currency: 'EUR',
      mandate: true,
      exclusiveMandate: true,
    },
    applicant: 'premium@laufbahn.example',
    message: 'Guten Tag, vielen Dank für das Gespräch neulich – hiermit meine Bewerbung für das Mandat.',
    appliedDaysAgo: 8,
    answers: [
      { status: 'in_review', daysAgo: 6 },
      { status: 'interview', daysAgo: 2 },
    ],
  },
];

/** Once: only while the demo organisations have published nothing. Answers whether it seeded. */
export async function seedDemoPositions(database: Database): Promise<boolean> {
  const sql = async <T>(text: string, values?: unknown[]) =>
    (await database.executeSql(text, values)).rows as unknown as T[];
  const recruiters = await sql<{
    id: string;
    email: string;
    organisation_id: string;
    kind: 'headhunter' | 'corporate';
    org: string;
  }>(
    `select r.id::text as id, r.email, o.id::text as organisation_id, o.kind, o.name as org
     from recruiters r join recruiter_organisations o on o.id = r.organisation_id where r.email = any($1::text[])`,
    [DEMO_RECRUITERS.map((demo) => demo.email)],
  );
  if (recruiters.length !== DEMO_RECRUITERS.length) return false;
  const existing = await sql<{ n: number }>(
    'select count(*)::int as n from recruiter_positions where organisation_id = any($1::bigint[])',
    [recruiters.map((row) => row.organisation_id)],
  );
  if (Number(existing[0]?.n) > 0) return false;

  const positions = positionService(database, createJobSearch(jobSearchClient(database), { cacheSize: 0 }));
  const profiles = profileService(database.db);
  for (const demo of DEMO_POSITIONS) {
    const row = recruiters.find((recruiter) => recruiter.email === demo.recruiter)!;
    const recruiter = {
      sessionId: 'seed',
      recruiterId: Number(row.id),
      organisationId: Number(row.organisation_id),
      organisationKind: row.kind,
      organisationName: row.org,
      verified: true,
    };
    const position = await positions.publish(recruiter, demo.body);
    const [member] = await sql<{ account_id: number; profile_id: number }>(
      `select a.id as account_id, p.id as profile_id from accounts a
       join profiles p on p.account_id = a.id and p.kind = 'member' where a.email = $1`,
      [demo.applicant],
    );
    if (!member) continue;
    const snapshot = await profiles.view(Number(member.profile_id), 'DE');
    const last = demo.answers.at(-1)!;
    const [application] = await sql<{ id: string }>(
      `insert into job_applications (account_id, job_id, message, profile_snapshot, terms_accepted_at, created_at,
         status, status_changed_at)
       values ($1, $2, $3, $4::jsonb, now() - make_interval(days => $5), now() - make_interval(days => $5), $6,
         now() - make_interval(days => $7))
       on conflict (account_id, job_id) do nothing returning id::text as id`,
      [
        member.account_id,
        position.jobId,
        demo.message,
        JSON.stringify(snapshot),
        demo.appliedDaysAgo,
        last.status,
        last.daysAgo,
      ],
    );
    if (!application) continue;
    for (const answer of demo.answers) {
      await sql(
        `insert into job_application_status_changes (application_id, status, recruiter_id, organisation_id, changed_at)
         values ($1, $2, $3, $4, now() - make_interval(days => $5))`,
        [application.id, answer.status, recruiter.recruiterId, recruiter.organisationId, answer.daysAgo],
      );
    }
  }
  return true;
}
