import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { VALIDATION } from '@laufbahn/contracts/errors';
import { parseLanguage } from '@laufbahn/i18n/languages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import { recordAudit } from '../../platform/audit/audit.repository.ts';
import { outboxRepository } from '../../platform/mail/outbox.repository.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import { cancellationLinkMail } from './membership-mails.ts';
import type { SubscriptionService } from './subscription.service.ts';

const LINK_HOURS = 24;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/**
 * The public cancellation page (German § 312k BGB, "Verträge hier kündigen"): identify by e-mail, confirm by the
 * mailed single-use link. The request answers alike for every address; only a member with a running membership gets
 * a mail.
 */
export function cancellationService(db: Db, limiter: RateLimiter, subscriptions: SubscriptionService) {
  return {
    async request(rawEmail: string, meta: RequestMeta, linkUrl: (token: string) => string): Promise<void> {
      await limiter.hit('cancellationRequestsPerIp', meta.ip);
      const email = rawEmail.trim().toLowerCase();
      const [member] = rowsOf(
        await db.execute(sql`select a.id, a.email, a.language from accounts a
          where a.email = ${email} and exists (select 1 from subscriptions s where s.account_id = a.id
            and s.status <> 'ended' and s.cancel_effective_at is null)`),
      );
      if (!member) return;
      try {
        await limiter.hit('cancellationRequestsPerAccount', email);
      } catch {
        return; // Quietly: a 429 here would tell that the address is a member's.
      }
      const token = randomBytes(32).toString('base64url');
      await db.execute(sql`insert into password_reset_tokens (token_hash, account_id, purpose, expires_at)
        values (${sha256(token)}, ${Number(member.id)}, 'membership_cancellation',
          now() + make_interval(hours => ${LINK_HOURS}))`);
      const language = parseLanguage(String(member.language ?? '')) ?? meta.countryVersion.language;
      await outboxRepository(db).enqueue(String(member.email), cancellationLinkMail(language, linkUrl(token)));
      await recordAudit(db, {
        accountId: Number(member.id),
        actor: meta.actor,
        action: 'membership.cancellation_link_sent',
        ip: meta.ip,
      });
    },

    /** Spends the link's token (once) and cancels; answers the effective date. */
    async confirm(token: string, meta: RequestMeta, membershipUrl: string): Promise<Date> {
      await limiter.hit('cancellationConfirmPerIp', meta.ip);
      const [spent] = rowsOf(
        await db.execute(sql`update password_reset_tokens set used_at = now()
          where token_hash = ${sha256(token)} and purpose = 'membership_cancellation' and used_at is null
            and expires_at > now()
          returning account_id`),
      );
      if (!spent) {
        throw new AppError('invalid_reset_token', 'Cancellation link is invalid, used or expired', {
          fields: { token: [VALIDATION.resetTokenInvalid] },
        });
      }
      const accountId = Number(spent.account_id);
      return subscriptions.cancel(accountId, { accountId, actor: meta.actor, ip: meta.ip }, membershipUrl);
    },
  };
}
export type CancellationService = ReturnType<typeof cancellationService>;
