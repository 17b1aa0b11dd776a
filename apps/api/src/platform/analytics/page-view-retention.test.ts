// Both engines: old page views are deleted by date arithmetic in SQL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews } from '../../db/schema/analytics.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pageViewCutoff } from '../maintenance/maintenance.ts';
import { pageViewRepository } from './page-view.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('page-view retention', () => {
  it('keeps 13 months of page views and deletes older ones', async () => {
    const guest = crypto.randomUUID();
    const now = new Date('2026-11-21T12:00:00Z');
    const cutoff = pageViewCutoff(now);
    expect(cutoff.toISOString()).toBe('2025-10-21T12:00:00.000Z');
    await t.database.db.insert(pageViews).values([
      { path: '/old', countryVersion: 'deu', guestId: guest, createdAt: new Date('2025-10-20T12:00:00Z') },
      { path: '/recent', countryVersion: 'deu', guestId: guest, createdAt: new Date('2025-10-22T12:00:00Z') },
    ]);
    await pageViewRepository(t.database.db).deleteOlderThan(cutoff);
    const left = await t.database.db.select().from(pageViews).where(eq(pageViews.guestId, guest));
    expect(left.map((row) => row.path)).toEqual(['/recent']);
  });
});
