import { asc, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { careerLevels, cities, functions, industries, salaryRanges } from '../../db/schema/reference.ts';
import type { TestApp } from '../../test/test-app.ts';

export const DRAFT = '/api/onboarding/draft';
export const ONBOARDING_ACCOUNT = '/api/onboarding/account';
export const APPLY = '/api/onboarding/apply';

export interface ReferenceIds {
  levels: number[];
  functions: number[];
  industries: number[];
  salaryRanges: number[];
  /** The largest German cities, with their names. */
  cities: { geoCodeId: number; name: string }[];
}

export async function referenceIds(t: TestApp): Promise<ReferenceIds> {
  const db = t.database.db;
  const ids = async (table: typeof careerLevels | typeof functions | typeof industries) =>
    (await db.select({ id: table.id }).from(table).orderBy(asc(table.id))).map((row) => row.id);
  return {
    levels: await ids(careerLevels),
    functions: await ids(functions),
    industries: await ids(industries),
    salaryRanges: (await db.select({ id: salaryRanges.id }).from(salaryRanges).orderBy(asc(salaryRanges.id))).map(
      (row) => row.id,
    ),
    cities: await db
      .select({ geoCodeId: cities.geoCodeId, name: cities.name })
      .from(cities)
      .where(eq(cities.countryId, 44))
      .orderBy(desc(cities.population))
      .limit(5),
  };
}

/** Every step answered. */
export const fullDraft = (ref: ReferenceIds, overrides: Record<string, unknown> = {}) => ({
  supportGoal: 'new_position',
  careerLevelIds: [ref.levels[4], ref.levels[5]],
  functionIds: [ref.functions[0]],
  industryIds: [ref.industries[1], ref.industries[2]],
  currentSalaryRangeId: ref.salaryRanges[3],
  targetSalary: 180_000,
  genderId: 2,
  name: 'Katharina',
  lastName: 'Berger',
  email: `katharina.${Math.random().toString(36).slice(2)}@example.com`,
  phoneNumber: '089 12345678',
  contactConsent: true,
  locations: [
    { geoCodeId: ref.cities[1]!.geoCodeId, radiusKm: 50 },
    { geoCodeId: ref.cities[0]!.geoCodeId, radiusKm: 0 },
  ],
  skippedSteps: [],
  ...overrides,
});

export const fieldsOf = (response: LightMyRequestResponse) =>
  (response.json() as { error: { fields?: Record<string, string[]> } }).error.fields;
