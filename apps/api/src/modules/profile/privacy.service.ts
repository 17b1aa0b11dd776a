import { eq, sql } from 'drizzle-orm';
import { summariseVisibility, type PrivacyPatchBody, type PrivacySettings } from '@laufbahn/contracts/privacy';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../platform/audit/audit.repository.ts';
import type { WriteMeta } from '../../lib/request-meta.ts';

type Settings = Omit<PrivacySettings, 'visibility'>;
const COLUMNS = {
  headhunter_visibility: accounts.headhunterVisibility,
  recruiter_visibility: accounts.recruiterVisibility,
  partner_networks_visibility: accounts.partnerNetworksVisibility,
} as const;
const KEYS = Object.keys(COLUMNS) as (keyof Settings)[];

const COLUMN_PROPERTIES = {
  headhunter_visibility: 'headhunterVisibility',
  recruiter_visibility: 'recruiterVisibility',
  partner_networks_visibility: 'partnerNetworksVisibility',
} as const;

const withSummary = (settings: Settings): PrivacySettings => ({
  ...settings,
  visibility: summariseVisibility(settings),
});

/** Who may see the member's profile: one setting per audience, kept on the account. */
export function privacyService(db: Db) {
  async function read(accountId: number): Promise<Settings> {
    const rows = await db.select(COLUMNS).from(accounts).where(eq(accounts.id, accountId));
    if (!rows[0]) throw notFound('Account');
    return rows[0];
  }

  return {
    async get(accountId: number): Promise<PrivacySettings> {
      return withSummary(await read(accountId));
    },

    /** Changes the settings the body names; every change is in the audit log, old and new value. */
    async update(accountId: number, body: PrivacyPatchBody, meta: WriteMeta): Promise<PrivacySettings> {
      return db.transaction(async (tx) => {
        const rows = await tx.select(COLUMNS).from(accounts).where(eq(accounts.id, accountId)).for('update');
        const before = rows[0];
        if (!before) throw notFound('Account');
        const after: Settings = { ...before };
        const changes: Record<string, { from: string; to: string }> = {};
        const set: Partial<typeof accounts.$inferInsert> = {};
        for (const key of KEYS) {
          const value = body[key];
          if (value === undefined || value === before[key]) continue;
          after[key] = value;
          changes[key] = { from: before[key], to: value };
          set[COLUMN_PROPERTIES[key]] = value;
        }
        if (Object.keys(changes).length > 0) {
          await tx
            .update(accounts)
            .set({ ...set, updatedAt: sql`now()` })
            .where(eq(accounts.id, accountId));
          await recordAudit(tx, {
            accountId: meta.accountId,
            actor: meta.actor,
            action: 'privacy.changed',
            ip: meta.ip,
            details: { changes, visibility: { from: summariseVisibility(before), to: summariseVisibility(after) } },
          });
        }
        return withSummary(after);
      });
    },
  };
}
export type PrivacyService = ReturnType<typeof privacyService>;
