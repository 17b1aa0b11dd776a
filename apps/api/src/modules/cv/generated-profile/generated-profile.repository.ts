import { and, eq, inArray, isNotNull, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FailureReason, GeneratedProfileStatus } from '@laufbahn/contracts/cv';
import type { Db } from '../../../db/client.ts';
import { accountUploads, generatedProfiles } from '../../../db/schema/cv.ts';
import { profiles } from '../../../db/schema/profiles.ts';
import type { AccountUploadRow } from '../upload/account-upload.repository.ts';

export type GeneratedProfileRow = typeof generatedProfiles.$inferSelect;
export type GeneratedWithUpload = GeneratedProfileRow & { upload: AccountUploadRow };

const TERMINAL: GeneratedProfileStatus[] = ['ready', 'failed'];
const unfinished = notInArray(generatedProfiles.status, TERMINAL);

/** A stage entry appended in SQL, so that its time is the database's clock like every other timestamp. */
const appendStage = (status: GeneratedProfileStatus) =>
  sql`${generatedProfiles.stages} || jsonb_build_array(jsonb_build_object('status', ${status}::text, 'startedAt', now()))`;

export function generatedProfileRepository(db: Db) {
  async function byId(profileId: number): Promise<GeneratedWithUpload | undefined> {
    const rows = await db
      .select({ generated: generatedProfiles, upload: accountUploads })
      .from(generatedProfiles)
      .innerJoin(accountUploads, eq(accountUploads.id, generatedProfiles.uploadId))
      .where(eq(generatedProfiles.profileId, profileId));
    return rows[0] ? { ...rows[0].generated, upload: rows[0].upload } : undefined;
  }

  return {
    byId,

    /**
     * The generated profile of an upload, created with its `profiles` row on first call. The upload row is
     * locked first, so two calls at once create one.
     */
    async ensure(upload: AccountUploadRow, countryVersion: string): Promise<{ profileId: number; created: boolean }> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: accountUploads.id })
          .from(accountUploads)
          .where(eq(accountUploads.id, upload.id))
          .for('update');
        const existing = await tx
          .select({ profileId: generatedProfiles.profileId })
          .from(generatedProfiles)
          .where(eq(generatedProfiles.uploadId, upload.id));
        if (existing[0]) return { profileId: existing[0].profileId, created: false };
        const [profile] = await tx
          .insert(profiles)
          .values({ kind: 'generated', accountId: upload.accountId })
          .returning({ id: profiles.id });
        await tx.insert(generatedProfiles).values({
          profileId: profile!.id,
          uploadId: upload.id,
          countryVersion,
          stages: [{ status: 'uploading', startedAt: upload.createdAt.toISOString() }],
        });
        return { profileId: profile!.id, created: true };
      });
    },

    async setJob(profileId: number, jobId: string): Promise<void> {
      await db
        .update(generatedProfiles)
        .set({ jobId, updatedAt: sql`now()` })
        .where(eq(generatedProfiles.profileId, profileId));
    },

    /**
     * A processing attempt begins with `scanning`: the stages start again after `uploading`. Undefined when the
     * profile is gone or finished (a duplicate or late job has nothing to do).
     */
    async beginAttempt(profileId: number): Promise<GeneratedWithUpload | undefined> {
      const rows = await db
        .update(generatedProfiles)
        .set({
          status: 'scanning',
          attempts: sql`${generatedProfiles.attempts} + 1`,
          stages: sql`jsonb_build_array(${generatedProfiles.stages} -> 0, jsonb_build_object('status', 'scanning', 'startedAt', now()))`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(generatedProfiles.profileId, profileId), unfinished))
        .returning({ profileId: generatedProfiles.profileId });
      return rows[0] ? byId(profileId) : undefined;
    },

    /** The next stage; false when the profile is gone or finished meanwhile. */
    async advance(profileId: number, status: GeneratedProfileStatus): Promise<boolean> {
      const rows = await db
        .update(generatedProfiles)
        .set({ status, stages: appendStage(status), updatedAt: sql`now()` })
        .where(and(eq(generatedProfiles.profileId, profileId), unfinished))
        .returning({ profileId: generatedProfiles.profileId });
      return rows.length > 0;
    },

    async fail(profileId: number, reason: FailureReason): Promise<void> {
      await db
        .update(generatedProfiles)
        .set({ status: 'failed', reason, stages: appendStage('failed'), updatedAt: sql`now()` })
        .where(and(eq(generatedProfiles.profileId, profileId), unfinished));
    },

    /** In a transaction: holds the row until commit; undefined when it is gone. */
    async lock(profileId: number): Promise<GeneratedProfileRow | undefined> {
      const rows = await db
        .select()
        .from(generatedProfiles)
        .where(eq(generatedProfiles.profileId, profileId))
        .for('update');
      return rows[0];
    },

    /** `changes` may set times to `sql\`now()\``, the database's clock. */
    async update(profileId: number, changes: PgUpdateSetSource<typeof generatedProfiles>): Promise<void> {
      await db
        .update(generatedProfiles)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(generatedProfiles.profileId, profileId));
    },

    /** Drops one position's "please check" marks: the member has saved the position or confirmed it as it is. */
    async clearPositionChecks(profileId: number, positionId: number): Promise<void> {
      const checks = sql`coalesce(${generatedProfiles.facts} -> 'positionChecks', '{}'::jsonb) - ${String(positionId)}::text`;
      await db
        .update(generatedProfiles)
        .set({
          facts: sql`jsonb_set(${generatedProfiles.facts}, '{positionChecks}', ${checks})`,
          updatedAt: sql`now()`,
        })
        .where(eq(generatedProfiles.profileId, profileId));
    },

    /** Marks it ready with the stage entry, in the transaction that wrote the profile. */
    async finish(profileId: number, changes: Partial<typeof generatedProfiles.$inferInsert>): Promise<void> {
      await db
        .update(generatedProfiles)
        .set({ ...changes, status: 'ready', stages: appendStage('ready'), updatedAt: sql`now()` })
        .where(eq(generatedProfiles.profileId, profileId));
    },

    /** Unfinished profiles that have not moved for `minutes`: candidates for the stuck-job sweep. */
    async stale(minutes: number): Promise<GeneratedProfileRow[]> {
      return db
        .select()
        .from(generatedProfiles)
        .where(and(unfinished, lt(generatedProfiles.updatedAt, sql`now() - make_interval(mins => ${minutes})`)))
        .limit(100);
    },

    /** The visitor's generated profiles become the account's (their uploads are claimed alongside). */
    async claim(uploadIds: number[], accountId: number): Promise<GeneratedProfileRow[]> {
      if (uploadIds.length === 0) return [];
      const claimed = await db.select().from(generatedProfiles).where(inArray(generatedProfiles.uploadId, uploadIds));
      const ids = claimed.map((g) => g.profileId);
      if (ids.length === 0) return [];
      await db
        .update(profiles)
        .set({ accountId, updatedAt: sql`now()` })
        .where(and(inArray(profiles.id, ids), isNull(profiles.accountId)));
      return claimed;
    },

    /** Clears the visitor's visibility choices once they have been applied to the account. */
    async clearVisibilityChoices(profileIds: number[]): Promise<void> {
      if (profileIds.length === 0) return;
      await db
        .update(generatedProfiles)
        .set({ makeVisible: null })
        .where(and(inArray(generatedProfiles.profileId, profileIds), isNotNull(generatedProfiles.makeVisible)));
    },
  };
}
export type GeneratedProfileRepository = ReturnType<typeof generatedProfileRepository>;
