import { and, desc, eq, sql } from 'drizzle-orm';
import type { MonthYear } from '@laufbahn/contracts/dates';
import type { Db } from '../../db/client.ts';
import { positions, profiles } from '../../db/schema/profiles.ts';

export type PositionRow = typeof positions.$inferSelect;

/** The editable fields of a position, dates as `{ month, year }`. */
export interface PositionFields {
  title: string;
  companyName: string;
  companyId: number | null;
  startDate: MonthYear;
  geoCodeId: number | null;
  countryId: number | null;
  city: string | null;
  careerLevelId: number | null;
  functionId: number | null;
  industryId: number | null;
  description: string | null;
}

const columns = (fields: PositionFields) => ({
  title: fields.title,
  companyName: fields.companyName,
  companyId: fields.companyId,
  startMonth: fields.startDate.month,
  startYear: fields.startDate.year,
  geoCodeId: fields.geoCodeId,
  countryId: fields.countryId,
  city: fields.city,
  careerLevelId: fields.careerLevelId,
  functionId: fields.functionId,
  industryId: fields.industryId,
  description: fields.description,
});

const end = (date: MonthYear | null) => ({ endMonth: date?.month ?? null, endYear: date?.year ?? null });

const ofProfile = (profileId: number, positionId: number) =>
  and(eq(positions.id, positionId), eq(positions.profileId, profileId));

export function positionRepository(db: Db) {
  return {
    /**
     * Serialises position changes of one profile: the row lock is held until the transaction ends, so
     * two "new current position" requests run one after the other and see each other's result.
     */
    async lockProfile(profileId: number): Promise<boolean> {
      const rows = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId)).for('update');
      return rows.length > 0;
    },

    /** The current position first, then past ones newest first (start date, then id). */
    async list(profileId: number): Promise<PositionRow[]> {
      return db
        .select()
        .from(positions)
        .where(eq(positions.profileId, profileId))
        .orderBy(desc(positions.current), desc(positions.startYear), desc(positions.startMonth), desc(positions.id));
    },

    async byId(profileId: number, positionId: number): Promise<PositionRow | undefined> {
      return (await db.select().from(positions).where(ofProfile(profileId, positionId)))[0];
    },

    async current(profileId: number): Promise<PositionRow | undefined> {
      const rows = await db
        .select()
        .from(positions)
        .where(and(eq(positions.profileId, profileId), eq(positions.current, true)));
      return rows[0];
    },

    /** Current when it has no end, unless `current` says otherwise (a role held beside the current one). */
    async insert(
      profileId: number,
      fields: PositionFields,
      endDate: MonthYear | null,
      current = endDate === null,
    ): Promise<number> {
      const rows = await db
        .insert(positions)
        .values({ profileId, ...columns(fields), ...end(endDate), current })
        .returning({ id: positions.id });
      return rows[0]!.id;
    },

    /**
     * Edits a position's fields (a past one's end date too, none for a role held alongside the current one); false
     * when it is not there in that state.
     */
    async update(
      profileId: number,
      positionId: number,
      fields: PositionFields,
      state: { current: true } | { current: false; endDate: MonthYear | null },
    ): Promise<boolean> {
      const rows = await db
        .update(positions)
        .set({ ...columns(fields), ...(state.current ? {} : end(state.endDate)), updatedAt: sql`now()` })
        .where(and(ofProfile(profileId, positionId), eq(positions.current, state.current)))
        .returning({ id: positions.id });
      return rows.length > 0;
    },

    /** Turns the current position into a past one ending at `endDate`. */
    async endCurrent(profileId: number, positionId: number, endDate: MonthYear): Promise<void> {
      await db
        .update(positions)
        .set({ current: false, ...end(endDate), updatedAt: sql`now()` })
        .where(and(ofProfile(profileId, positionId), eq(positions.current, true)));
    },

    /** Makes a past position the current one (the caller has ended the previous current one first). */
    async makeCurrent(profileId: number, positionId: number): Promise<void> {
      await db
        .update(positions)
        .set({ current: true, ...end(null), updatedAt: sql`now()` })
        .where(ofProfile(profileId, positionId));
    },

    async delete(profileId: number, positionId: number): Promise<PositionRow | undefined> {
      return (await db.delete(positions).where(ofProfile(profileId, positionId)).returning())[0];
    },
  };
}
export type PositionRepository = ReturnType<typeof positionRepository>;
