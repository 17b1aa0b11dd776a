import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/accounts.ts';

export interface AuditEntry {
  accountId: number | null;
  actor: string;
  action: string;
  ip?: string;
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    accountId: entry.accountId,
    actor: entry.actor,
    action: entry.action,
    ip: entry.ip ?? null,
    details: entry.details ?? null,
  });
}
