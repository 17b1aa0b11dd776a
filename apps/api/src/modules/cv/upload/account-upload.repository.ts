import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { accountUploads, cvReviewRequests } from '../../../db/schema/cv.ts';

export type AccountUploadRow = typeof accountUploads.$inferSelect;
export type NewAccountUpload = typeof accountUploads.$inferInsert;
export type CvReviewRequestRow = typeof cvReviewRequests.$inferSelect;

export function accountUploadRepository(db: Db) {
  return {
    async insert(upload: NewAccountUpload): Promise<AccountUploadRow> {
      return (await db.insert(accountUploads).values(upload).returning())[0]!;
    },

    async byId(id: number): Promise<AccountUploadRow | undefined> {
      return (await db.select().from(accountUploads).where(eq(accountUploads.id, id)))[0];
    },

    async delete(id: number): Promise<AccountUploadRow | undefined> {
      return (await db.delete(accountUploads).where(eq(accountUploads.id, id)).returning())[0];
    },

    /** The visitor's unclaimed uploads become the account's; answers their ids. */
    async claim(guestId: string, accountId: number): Promise<number[]> {
      const rows = await db
        .update(accountUploads)
        .set({ accountId })
        .where(and(eq(accountUploads.guestId, guestId), isNull(accountUploads.accountId)))
        .returning({ id: accountUploads.id });
      return rows.map((row) => row.id);
    },

    /** Visitors' uploads that no account has claimed, made before `cutoff`. */
    async unclaimedBefore(cutoff: Date): Promise<AccountUploadRow[]> {
      return db
        .select()
        .from(accountUploads)
        .where(and(isNull(accountUploads.accountId), lt(accountUploads.createdAt, cutoff)))
        .limit(500);
    },

    async reviewRequest(uploadId: number): Promise<CvReviewRequestRow | undefined> {
      return (await db.select().from(cvReviewRequests).where(eq(cvReviewRequests.uploadId, uploadId)))[0];
    },

    /** Undefined when the upload has one already (the unique index decides, also under races). */
    async insertReviewRequest(uploadId: number, accountId: number, hours: number) {
      const rows = await db
        .insert(cvReviewRequests)
        .values({ uploadId, accountId, dueAt: sql`now() + make_interval(hours => ${hours})` })
        .onConflictDoNothing({ target: cvReviewRequests.uploadId })
        .returning();
      return rows[0];
    },
  };
}
export type AccountUploadRepository = ReturnType<typeof accountUploadRepository>;
