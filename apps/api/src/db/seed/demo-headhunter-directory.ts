import { sql } from 'drizzle-orm';
import { createJobSearch } from '@laufbahn/job-search/search';
import type { PositionBody } from '@laufbahn/contracts/recruiter-positions';
import type { Database } from '../client.ts';
import { hashPassword } from '../../lib/password-hashing.ts';
import { jobSearchClient } from '../../modules/jobs/search/jobs.repository.ts';
import { positionService } from '../../modules/recruiter/position.service.ts';
import { DEMO_PASSWORD } from './demo.ts';
import { DEMO_RECRUITERS } from './demo-recruiters.ts';
import { runSeed } from './run-seed.ts';

interface DemoFirm {
  name: string;
  emailDomain: string;
  /** A login for the firm's recruiter; the demo search firm's is `headhunter@laufbahn.example` (demo-recruiters.ts). */
  recruiter?: { email: string; name: string; language: string };
  description: string;
  functionIds: number[];
  industryIds: number[];
  /** Geo code ids of the cities served. */
  locationIds: number[];
  mandate?: PositionBody;
}

const [HEADHUNTER] = DEMO_RECRUITERS;

/**
 * The headhunter directory's demo firms (docs/decisions/0065): the demo search firm and five more across the
 * country versions, each verified and with a recruiter who can sign in (password as the demo members').
 */
export const DEMO_DIRECTORY_FIRMS: DemoFirm[] = [
  {
    name: HEADHUNTER.organisation.name,
    emailDomain: HEADHUNTER.organisation.emailDomain,
    description:
      'Lindqvist Executive Search besetzt seit 2009 Geschäftsführungs- und Finanzpositionen im industriellen ' +
      'Mittelstand und in Familienunternehmen. Wir arbeiten ausschließlich im Auftrag, mit festen Suchteams und ' +
      'einer Garantie auf jede Besetzung.',
    functionIds: [1, 2, 3],
    industryIds: [6, 10, 1, 24],
    locationIds: [2867714, 2911298, 2925533, 2825297, 2761369, 2657896],
  },
  {
    name: 'Haller & Partner Executive Search',
    emailDomain: 'haller-partner.example',
    recruiter: { email: 'claudia.haller@haller-partner.example', name: 'Claudia Haller', language: 'DE' },
    description:
      'Haller & Partner sucht Vorstände, Geschäftsleitungen und Schlüsselpersonen für Banken, Versicherungen und ' +
      'Vermögensverwalter in der Schweiz. Diskretion und ein belastbares Netzwerk am Finanzplatz sind unser Kern.',
    functionIds: [1, 3, 19, 18],
    industryIds: [2, 3, 23],
    locationIds: [2657896, 2661604, 2660646],
    mandate: {
      title: 'Chief Risk Officer (CRO) einer Privatbank',
      companyName: 'Vertraulicher Mandant (Privatbank, Zürich)',
      description:
        'Für eine traditionsreiche Zürcher Privatbank suchen wir im exklusiven Auftrag die Leitung Risiko und ' +
        'Compliance als Mitglied der Geschäftsleitung. Sie verantworten Risikosteuerung, Compliance und den Dialog ' +
        'mit der Aufsicht.',
      language: 'DE',
      careerLevelId: 6,
      functionId: 19,
      industryId: 2,
      geoCodeId: 2657896,
      workplaceType: 'hybrid',
      salaryMin: 280_000,
      salaryMax: 340_000,
      currency: 'CHF',
      mandate: true,
      exclusiveMandate: true,
    },
  },
  {
    name: 'Mercier Dupont Conseil',
    emailDomain: 'mercier-dupont.example',
    recruiter: { email: 'elodie.mercier@mercier-dupont.example', name: 'Élodie Mercier', language: 'FR' },
    description:
      'Cabinet de chasse de têtes indépendant à Paris, Lyon et Bruxelles, Mercier Dupont Conseil recrute des ' +
      'dirigeants commerciaux et marketing pour les biens de consommation, la distribution et l’agroalimentaire.',
    functionIds: [1, 4, 5],
    industryIds: [12, 11, 20],
    locationIds: [2988507, 2996944, 2800866],
  },
  {
    name: 'Thornbury Search Partners',
    emailDomain: 'thornbury-search.example',
    recruiter: { email: 'james.thornbury@thornbury-search.example', name: 'James Thornbury', language: 'EN_GB' },
    description:
      'Thornbury Search Partners appoints chief executives, finance and technology leaders for software, ' +
      'e-commerce and financial services businesses in the UK and on the US East Coast.',
    functionIds: [1, 3, 9, 10],
    industryIds: [8, 23, 32],
    locationIds: [2643743, 2643123, 2650225, 5128581, 4930956],
    mandate: {
      title: 'Chief Technology Officer, B2B software scale-up',
      companyName: 'Confidential client (B2B software, London)',
      description:
        'On a retained mandate we are looking for the CTO of a profitable B2B software company of 400 people. You ' +
        'lead engineering, product security and the platform roadmap and sit on the executive committee.',
      language: 'EN_GB',
      careerLevelId: 6,
      functionId: 9,
      industryId: 8,
      geoCodeId: 2643743,
      workplaceType: 'hybrid',
      salaryMin: 180_000,
      salaryMax: 230_000,
      currency: 'GBP',
      mandate: true,
      exclusiveMandate: false,
    },
  },
  {
    name: 'Van Rijn Executive',
    emailDomain: 'vanrijn-executive.example',
    recruiter: { email: 'sanne.vanrijn@vanrijn-executive.example', name: 'Sanne van Rijn', language: 'NL' },
    description:
      'Van Rijn Executive werft directeuren en managers voor logistiek, supply chain en de maakindustrie in de ' +
      'Benelux, vanuit Amsterdam, Rotterdam en Antwerpen.',
    functionIds: [1, 13, 15, 16],
    industryIds: [14, 10, 24],
    locationIds: [2759794, 2747891, 2803138],
  },
  {
    name: 'Ferraro Ruiz Executive Search',
    emailDomain: 'ferraro-ruiz.example',
    recruiter: { email: 'giulia.ferraro@ferraro-ruiz.example', name: 'Giulia Ferraro', language: 'IT' },
    description:
      'Ferraro Ruiz Executive Search seleziona direttori generali, commerciali e del personale per moda, ' +
      'alimentare e beni di consumo tra Milano, Madrid e Barcellona.',
    functionIds: [1, 4, 8],
    industryIds: [25, 20, 12],
    locationIds: [3173435, 3169070, 3117735, 3128760],
  },
];

const DEMO_MESSAGE = {
  from: 'premium@laufbahn.example',
  subject: 'Nächster Schritt: Geschäftsführung Finanzen',
  message:
    'Guten Tag Herr Lindqvist, ich bin seit sechs Jahren CFO eines Maschinenbauers und suche für das kommende Jahr ' +
    'eine Aufgabe in der Geschäftsführung eines Familienunternehmens in Süddeutschland. Ich freue mich über ein ' +
    'vertrauliches Gespräch.',
};

const list = (ids: number[]) => `{${ids.join(',')}}`;

/** The firms, their recruiters and their directory entries; once. */
export async function seedDemoHeadhunterDirectory(database: Database): Promise<boolean> {
  return runSeed(database.db, 'demo-headhunter-directory', 1, async (tx) => {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await tx.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    for (const firm of DEMO_DIRECTORY_FIRMS) {
      const [organisation] = await rows(sql`
        insert into recruiter_organisations (kind, name, email_domain, verified_at)
        values ('headhunter', ${firm.name}, ${firm.emailDomain}, now())
        on conflict (email_domain) do update set verified_at = coalesce(recruiter_organisations.verified_at, now())
        returning id`);
      const organisationId = Number(organisation!.id);
      if (firm.recruiter) {
        await tx.execute(sql`
          insert into recruiters (organisation_id, email, password_hash, name, language)
          values (${organisationId}, ${firm.recruiter.email}, ${passwordHash}, ${firm.recruiter.name},
            ${firm.recruiter.language})
          on conflict (email) do nothing`);
      }
      await tx.execute(sql`
        insert into headhunter_profiles (organisation_id, description, function_ids, industry_ids)
        values (${organisationId}, ${firm.description}, ${list(firm.functionIds)}::smallint[],
          ${list(firm.industryIds)}::smallint[])
        on conflict (organisation_id) do nothing`);
      // Only cities the installation holds (a test database has a small fixture of them).
      await tx.execute(sql`
        insert into headhunter_locations (organisation_id, geo_code_id)
        select ${organisationId}, geo_code_id from cities where geo_code_id = any(${list(firm.locationIds)}::int[])
        on conflict do nothing`);
    }
    // The demo Premium member wrote to the demo search firm from the directory, so its inbox shows one.
    await tx.execute(sql`
      insert into headhunter_messages (organisation_id, account_id, subject, message, created_at)
      select o.id, a.id, ${DEMO_MESSAGE.subject}, ${DEMO_MESSAGE.message}, now() - interval '2 days'
      from recruiter_organisations o, accounts a
      where o.email_domain = ${HEADHUNTER.organisation.emailDomain} and a.email = ${DEMO_MESSAGE.from}`);
  });
}

/** The other demo firms' mandates, with the demo positions (they need the job search); once, when they have none. */
export async function seedDemoDirectoryMandates(database: Database): Promise<boolean> {
  const query = async <T>(text: string, values?: unknown[]) =>
    (await database.executeSql(text, values)).rows as unknown as T[];
  const positions = positionService(database, createJobSearch(jobSearchClient(database), { cacheSize: 0 }));
  let seeded = false;
  for (const firm of DEMO_DIRECTORY_FIRMS) {
    if (!firm.mandate || !firm.recruiter) continue;
    const [row] = await query<{ id: string; organisation_id: string; org: string; positions: number }>(
      `select r.id::text as id, o.id::text as organisation_id, o.name as org,
         (select count(*)::int from recruiter_positions p where p.organisation_id = o.id) as positions
       from recruiters r join recruiter_organisations o on o.id = r.organisation_id where r.email = $1`,
      [firm.recruiter.email],
    );
    if (!row || Number(row.positions) > 0) continue;
    await positions.publish(
      {
        sessionId: 'seed',
        recruiterId: Number(row.id),
        organisationId: Number(row.organisation_id),
        organisationKind: 'headhunter',
        organisationName: row.org,
        verified: true,
      },
      firm.mandate,
    );
    seeded = true;
  }
  return seeded;
}
