import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { accounts } from '../schema/accounts.ts';
import { positions, profiles } from '../schema/profiles.ts';
import { cities } from '../schema/reference.ts';
import { DEMO_MEMBERS } from './demo.ts';
import { runSeed } from './run-seed.ts';

type Visibility = 'visible' | 'anonymous' | 'invisible';
type DemoPosition = Omit<typeof positions.$inferInsert, 'profileId' | 'countryId'>;

const GERMANY = 44;
/** GeoNames ids of the cities the demo members live and work in. */
const HAMBURG = 2911298;
const BREMEN = 2944388;
const MUNICH = 2867714;
const FRANKFURT = 2925533;
const DUESSELDORF = 2934246;

interface DemoProfile {
  email: (typeof DEMO_MEMBERS)[number]['email'];
  visibility: Visibility;
  profile: Omit<typeof profiles.$inferInsert, 'kind' | 'accountId' | 'countryId'>;
  /** The first one is current; the rest are past, newest first. */
  positions: DemoPosition[];
}

/**
 * Filled profiles of the two demo members (DECISIONS: demo data), so that the profile pages, the
 * preview and the recruiter side have something realistic to show. Fictitious people and companies.
 */
const DEMO_PROFILES: DemoProfile[] = [
  {
    email: 'basic@laufbahn.example',
    visibility: 'anonymous',
    profile: {
      genderId: 1,
      name: 'Thomas',
      lastName: 'Weber',
      city: 'Hamburg',
      geoCodeId: HAMBURG,
      dateOfBirth: '1976-09-12',
      phoneNumber: '+494030961742',
      currentSalaryRangeId: 8, // 120,000–140,000
      managementExperienceId: 4, // 6 to 10 years
      skills: ['Vertriebsstrategie', 'Key-Account-Management', 'Führung internationaler Teams', 'CRM-Einführung'],
    },
    positions: [
      {
        title: 'Bereichsleiter Vertrieb DACH',
        companyName: 'Nordwind Logistik GmbH',
        startMonth: 4,
        startYear: 2019,
        current: true,
        geoCodeId: HAMBURG,
        city: 'Hamburg',
        careerLevelId: 5,
        functionId: 4,
        industryId: 14,
        description:
          'Verantwortung für den Vertrieb in Deutschland, Österreich und der Schweiz mit 45 Mitarbeitenden in vier Regionalteams. Umsatzwachstum von 38 % in drei Jahren, Einführung eines konzernweiten CRM-Systems.',
      },
      {
        title: 'Head of Key Account Management',
        companyName: 'Hanse Cargo Systems AG',
        startMonth: 1,
        startYear: 2013,
        endMonth: 3,
        endYear: 2019,
        geoCodeId: BREMEN,
        city: 'Bremen',
        careerLevelId: 4,
        functionId: 4,
        industryId: 14,
        description:
          'Betreuung der 30 umsatzstärksten Industriekunden; Aufbau eines Teams von zwölf Key Account Managern.',
      },
      {
        title: 'Key Account Manager',
        companyName: 'Elbtal Maschinenbau GmbH',
        startMonth: 6,
        startYear: 2007,
        endMonth: 12,
        endYear: 2012,
        geoCodeId: HAMBURG,
        city: 'Hamburg',
        careerLevelId: 2,
        functionId: 4,
        industryId: 10,
        description: null,
      },
    ],
  },
  {
    email: 'premium@laufbahn.example',
    visibility: 'visible',
    profile: {
      genderId: 2,
      name: 'Katharina',
      lastName: 'Berger',
      city: 'München',
      geoCodeId: MUNICH,
      dateOfBirth: '1971-03-08',
      phoneNumber: '+498921093347',
      currentSalaryRangeId: 12, // 200,000–250,000
      managementExperienceId: 5, // more than 10 years
      skills: ['Finanzstrategie', 'M&A', 'Kapitalmarktkommunikation', 'Restrukturierung', 'IFRS', 'Digitalisierung'],
    },
    positions: [
      {
        title: 'Chief Financial Officer (CFO)',
        companyName: 'Alpenstrom Energie AG',
        startMonth: 1,
        startYear: 2020,
        current: true,
        geoCodeId: MUNICH,
        city: 'München',
        careerLevelId: 7,
        functionId: 3,
        industryId: 7,
        description:
          'Mitglied des Vorstands mit Verantwortung für Finanzen, Controlling, Steuern, Investor Relations und IT (1.200 Mitarbeitende im Konzern). Refinanzierung über 600 Mio. EUR, Begleitung von drei Zukäufen.',
      },
      {
        title: 'Bereichsleiterin Konzerncontrolling',
        companyName: 'Isarwerk Chemie SE',
        startMonth: 7,
        startYear: 2014,
        endMonth: 12,
        endYear: 2019,
        geoCodeId: MUNICH,
        city: 'München',
        careerLevelId: 5,
        functionId: 3,
        industryId: 6,
        description: 'Neuaufstellung der Planung und des Berichtswesens für 14 Gesellschaften in acht Ländern.',
      },
      {
        title: 'Leiterin Mergers & Acquisitions',
        companyName: 'Mainfels Industrieholding GmbH',
        startMonth: 2,
        startYear: 2009,
        endMonth: 6,
        endYear: 2014,
        geoCodeId: FRANKFURT,
        city: 'Frankfurt am Main',
        careerLevelId: 4,
        functionId: 2,
        industryId: 23,
        description: null,
      },
      {
        title: 'Senior Managerin Corporate Finance',
        companyName: 'Rheinberg & Partner Beratung',
        startMonth: 9,
        startYear: 2004,
        endMonth: 1,
        endYear: 2009,
        geoCodeId: DUESSELDORF,
        city: 'Düsseldorf',
        careerLevelId: 3,
        functionId: 20,
        industryId: 4,
        description: null,
      },
    ],
  },
];

/**
 * Fills the demo members' profiles once (its own seed step, so existing data directories get it too).
 * A profile the member has filled in already is left as it is.
 */
export async function seedDemoProfiles(db: Db): Promise<boolean> {
  return runSeed(db, 'demo-profiles', 1, async (tx) => {
    const cityIds = [HAMBURG, BREMEN, MUNICH, FRANKFURT, DUESSELDORF];
    const known = new Set(
      (await tx.select({ id: cities.geoCodeId }).from(cities).where(inArray(cities.geoCodeId, cityIds))).map(
        (c) => c.id,
      ),
    );
    const geo = (id: number | null | undefined) => (id && known.has(id) ? id : null);

    for (const demo of DEMO_PROFILES) {
      const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, demo.email));
      if (!account) continue;
      await tx
        .update(accounts)
        .set({
          headhunterVisibility: demo.visibility,
          recruiterVisibility: demo.visibility,
          partnerNetworksVisibility: demo.visibility,
          updatedAt: sql`now()`,
        })
        .where(eq(accounts.id, account.id));
      await tx.insert(profiles).values({ kind: 'member', accountId: account.id }).onConflictDoNothing();
      const [profile] = await tx
        .select({ id: profiles.id, name: profiles.name })
        .from(profiles)
        .where(and(eq(profiles.accountId, account.id), eq(profiles.kind, 'member')));
      if (!profile || profile.name !== null) continue;
      await tx
        .update(profiles)
        .set({ ...demo.profile, countryId: GERMANY, geoCodeId: geo(demo.profile.geoCodeId), updatedAt: sql`now()` })
        .where(eq(profiles.id, profile.id));
      const existing = await tx.select({ id: positions.id }).from(positions).where(eq(positions.profileId, profile.id));
      if (existing.length > 0) continue;
      await tx
        .insert(positions)
        .values(
          demo.positions.map((p) => ({ ...p, profileId: profile.id, countryId: GERMANY, geoCodeId: geo(p.geoCodeId) })),
        );
    }
  });
}
