import { sql } from 'drizzle-orm';
import { PASSWORD_WRONG } from '@laufbahn/contracts/data-privacy';
import { parseLanguage } from '@laufbahn/i18n/languages';
import type { Db } from '../../db/client.ts';
import { unauthenticated, validationFailed } from '../../lib/app-error.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { verifyPassword } from '../../lib/password-hashing.ts';
import { recordAudit } from '../../platform/audit/audit.repository.ts';
import { outboxRepository } from '../../platform/mail/outbox.repository.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import { accountDeletedMail } from './data-privacy-mails.ts';
import { KEPT_RECORD_RULES, newSubjectRef } from './kept-records.ts';
import { findMember, rowsOf } from './member.ts';
import { MEMBER_TABLES, idArray, type Member } from './member-data-tables.ts';

/** Every file of the member in the file store: CVs, pictures (original and crop) and exports. */
async function fileKeysOf(tx: Db, member: Member): Promise<string[]> {
  const rows = await rowsOf<{ key: string | null }>(
    tx,
    sql`select file_key as key from account_uploads where id = any(${idArray(member.uploadIds)})
        union all select original_key from profile_pictures where profile_id = any(${idArray(member.profileIds)})
        union all select cropped_key from profile_pictures where profile_id = any(${idArray(member.profileIds)})
        union all select file_key from data_exports where account_id = ${member.accountId}`,
  );
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}

/** Who asked, for the audit entry that remains (the actor is a client name such as `web`, never a person). */
export interface DeletionMeta {
  actor: string;
  ip: string;
}

/**
 * Deletes an account for good (GDPR article 17), after checking the password: records the law makes us keep are
 * copied apart first, then every row of the member goes in one transaction — the account last, so its e-mail
 * address is free again — leaving one audit entry that names nobody, and the confirmation mail is queued to the
 * address; the files go after the commit.
 */
export function accountDeletion(db: Db, files: FileStore, limiter: RateLimiter) {
  return async function deleteAccount(accountId: number, password: string, meta: DeletionMeta): Promise<void> {
    await limiter.hit('accountDeletionPerAccount', String(accountId));
    const [account] = await rowsOf<{ password_hash: string; language: string }>(
      db,
      sql`select password_hash, language from accounts where id = ${accountId}`,
    );
    if (!account) throw unauthenticated();
    if (!(await verifyPassword(account.password_hash, password))) {
      await recordAudit(db, { accountId, actor: meta.actor, action: 'account.deletion_refused', ip: meta.ip });
      throw validationFailed({ password: [PASSWORD_WRONG] });
    }
    const language = parseLanguage(account.language) ?? 'DE';

    const fileKeys = await db.transaction(async (tx) => {
      const member = await findMember(tx, accountId, true);
      if (!member) throw unauthenticated();
      const keys = await fileKeysOf(tx, member);
      const subjectRef = newSubjectRef();
      for (const rule of KEPT_RECORD_RULES) await rule.keep(tx, member, subjectRef);
      for (const entry of MEMBER_TABLES) {
        await tx.execute(sql`delete from ${sql.identifier(entry.table)} as t where ${entry.where(member)}`);
      }
      // Counters keyed by the e-mail address (sign-in and reset limits).
      await tx.execute(
        sql`delete from rate_limit_counters where right(key, ${member.email.length + 1}) = ${`:${member.email}`}`,
      );
      await recordAudit(tx, { accountId: null, actor: meta.actor, action: 'account.deleted' });
      await outboxRepository(tx).enqueue(member.email, accountDeletedMail(language));
      return keys;
    });
    await Promise.allSettled(fileKeys.map((key) => files.delete(key)));
  };
}
