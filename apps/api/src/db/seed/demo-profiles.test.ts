// Both engines: checks what the migrations and seeds left in each database.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accounts } from '../schema/accounts.ts';
import { positions, profiles } from '../schema/profiles.ts';
import { seedRuns } from '../schema/reference.ts';
import { DEMO_MEMBERS } from './demo.ts';
import { seedDemoProfiles } from './demo-profiles.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function demoState() {
  const db = t.database.db;
  const emails = DEMO_MEMBERS.map((m) => m.email);
  const rows = await db
    .select({
      email: accounts.email,
      profileId: profiles.id,
      name: profiles.name,
      visibility: accounts.headhunterVisibility,
    })
    .from(accounts)
    .innerJoin(profiles, and(eq(profiles.accountId, accounts.id), eq(profiles.kind, 'member')))
    .where(inArray(accounts.email, emails));
  const positionRows = await db
    .select({ profileId: positions.profileId, current: positions.current })
    .from(positions)
    .where(
      inArray(
        positions.profileId,
        rows.map((r) => r.profileId),
      ),
    );
  return rows
    .map((r) => ({ ...r, positions: positionRows.filter((p) => p.profileId === r.profileId).length }))
    .sort((a, b) => a.email.localeCompare(b.email));
}

describe('demo profiles seed', () => {
  it('has filled both demo members’ profiles, with one current position each', async () => {
    const state = await demoState();
    expect(state).toEqual([
      expect.objectContaining({
        email: 'basic@laufbahn.example',
        name: 'Thomas',
        visibility: 'anonymous',
        positions: 3,
      }),
      expect.objectContaining({
        email: 'premium@laufbahn.example',
        name: 'Katharina',
        visibility: 'visible',
        positions: 4,
      }),
    ]);
    const [run] = await t.database.db.select().from(seedRuns).where(eq(seedRuns.name, 'demo-profiles'));
    expect(run?.version).toBe(1);
  });

  it('runs once, and when run again (a lost seed record) it leaves filled profiles alone', async () => {
    const before = await demoState();
    expect(await seedDemoProfiles(t.database.db)).toBe(false);
    await t.database.db.delete(seedRuns).where(eq(seedRuns.name, 'demo-profiles'));
    expect(await seedDemoProfiles(t.database.db)).toBe(true);
    expect(await demoState()).toEqual(before);
  });
});
