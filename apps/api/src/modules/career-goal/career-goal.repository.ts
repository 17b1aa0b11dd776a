import type { CareerStep } from '@laufbahn/contracts/career-goal';
import type { Language } from '@laufbahn/i18n/languages';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { careerStepLocations, careerSteps } from '../../db/schema/profiles.ts';
import { cities } from '../../db/schema/reference.ts';

export type CareerStepRow = typeof careerSteps.$inferSelect;

/** What a write stores; the currency is set once, at creation. */
export interface CareerStepValues {
  careerLevelIds: number[];
  functionIds: number[];
  industryIds: number[];
  locations: { geoCodeId: number; radiusKm: number }[];
  openToOtherLocations: boolean;
  willingnessToTravel: number | null;
  workplacePreference: CareerStep['workplacePreference'];
  targetSalary: number | null;
}

/** Works on the database or inside a transaction (pass the transaction as `db`). */
export function careerGoalRepository(db: Db) {
  /** The steps with their locations (in the member's order) and each city's name. */
  async function withLocations(rows: CareerStepRow[]): Promise<CareerStep[]> {
    if (rows.length === 0) return [];
    const locations = await db
      .select({
        careerStepId: careerStepLocations.careerStepId,
        geoCodeId: careerStepLocations.geoCodeId,
        radiusKm: careerStepLocations.radiusKm,
        // Cities carry one name, the one the locations search shows in every language.
        name: cities.name,
      })
      .from(careerStepLocations)
      .innerJoin(cities, eq(cities.geoCodeId, careerStepLocations.geoCodeId))
      .where(
        inArray(
          careerStepLocations.careerStepId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(careerStepLocations.careerStepId), asc(careerStepLocations.position));
    return rows.map((row) => ({
      id: row.id,
      careerLevelIds: row.careerLevelIds,
      functionIds: row.functionIds,
      industryIds: row.industryIds,
      locations: locations
        .filter((location) => location.careerStepId === row.id)
        .map(({ geoCodeId, radiusKm, name }) => ({ geoCodeId, radiusKm, name })),
      openToOtherLocations: row.openToOtherLocations,
      willingnessToTravel: row.willingnessToTravel,
      workplacePreference: row.workplacePreference,
      targetSalary: row.targetSalary,
      currency: row.currency,
    }));
  }

  async function insertLocations(careerStepId: number, locations: CareerStepValues['locations']) {
    if (locations.length === 0) return;
    await db
      .insert(careerStepLocations)
      .values(locations.map((location, position) => ({ careerStepId, ...location, position })));
  }

  const columns = (values: CareerStepValues) => ({
    careerLevelIds: values.careerLevelIds,
    functionIds: values.functionIds,
    industryIds: values.industryIds,
    openToOtherLocations: values.openToOtherLocations,
    willingnessToTravel: values.willingnessToTravel,
    workplacePreference: values.workplacePreference,
    targetSalary: values.targetSalary,
  });

  return {
    /**
     * The member's career goals, oldest first. `language` is for names that depend on it; city names
     * do not (as in the locations search), so today every language gets the same answer.
     */
    async listForAccount(accountId: number, _language: Language): Promise<CareerStep[]> {
      const rows = await db
        .select()
        .from(careerSteps)
        .where(eq(careerSteps.accountId, accountId))
        .orderBy(asc(careerSteps.createdAt), asc(careerSteps.id));
      return withLocations(rows);
    },

    /** One of the member's goals; undefined when it does not exist or is someone else's. */
    async byIdForAccount(id: number, accountId: number, _language: Language): Promise<CareerStep | undefined> {
      const rows = await db
        .select()
        .from(careerSteps)
        .where(and(eq(careerSteps.id, id), eq(careerSteps.accountId, accountId)));
      return (await withLocations(rows))[0];
    },

    /** In a transaction: holds the account row, so one member's goal writes queue up (the count stays true). */
    async lockAccount(accountId: number): Promise<void> {
      await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
    },

    async countForAccount(accountId: number): Promise<number> {
      const rows = await db.select({ n: count() }).from(careerSteps).where(eq(careerSteps.accountId, accountId));
      return Number(rows[0]?.n ?? 0);
    },

    async insert(accountId: number, values: CareerStepValues, currency: string): Promise<number> {
      const rows = await db
        .insert(careerSteps)
        .values({ accountId, currency, ...columns(values) })
        .returning({ id: careerSteps.id });
      const id = rows[0]!.id;
      await insertLocations(id, values.locations);
      return id;
    },

    /** Replaces every field and the locations; false when the goal is not the member's. */
    async update(id: number, accountId: number, values: CareerStepValues): Promise<boolean> {
      const rows = await db
        .update(careerSteps)
        .set({ ...columns(values), updatedAt: sql`now()` })
        .where(and(eq(careerSteps.id, id), eq(careerSteps.accountId, accountId)))
        .returning({ id: careerSteps.id });
      if (rows.length === 0) return false;
      await db.delete(careerStepLocations).where(eq(careerStepLocations.careerStepId, id));
      await insertLocations(id, values.locations);
      return true;
    },

    /** False when the goal is not the member's. Its locations go with it (foreign key cascade). */
    async delete(id: number, accountId: number): Promise<boolean> {
      const rows = await db
        .delete(careerSteps)
        .where(and(eq(careerSteps.id, id), eq(careerSteps.accountId, accountId)))
        .returning({ id: careerSteps.id });
      return rows.length > 0;
    },
  };
}
export type CareerGoalRepository = ReturnType<typeof careerGoalRepository>;
