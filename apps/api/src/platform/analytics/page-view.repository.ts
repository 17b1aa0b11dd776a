import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageViews } from '../../db/schema/analytics.ts';

export type NewPageView = typeof pageViews.$inferInsert;

export function pageViewRepository(db: Db) {
  return {
    async insert(view: NewPageView): Promise<void> {
      await db.insert(pageViews).values(view);
    },
    /** Statistics are kept for 13 months (see docs/decisions/0005). */
    async deleteOlderThan(cutoff: Date): Promise<number> {
      const deleted = await db.delete(pageViews).where(lt(pageViews.createdAt, cutoff)).returning({ id: pageViews.id });
      return deleted.length;
    },
  };
}

export type PageViewRepository = ReturnType<typeof pageViewRepository>;
