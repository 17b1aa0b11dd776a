import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox, type MailAttachment } from '../../db/schema/accounts.ts';
import type { RenderedMail } from './mail-templates.ts';

export type OutboxMail = typeof mailOutbox.$inferSelect;

const MAX_ATTEMPTS = 6;

export function outboxRepository(db: Db) {
  return {
    /** `attachments` name files in the file store; the sender reads them when it sends. */
    async enqueue(to: string, mail: RenderedMail, attachments: MailAttachment[] = []): Promise<void> {
      await db.insert(mailOutbox).values({
        attachments,
        toAddress: to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        template: mail.template,
        language: mail.language,
      });
    },

    async recent(limit = 100, to?: string): Promise<OutboxMail[]> {
      return db
        .select()
        .from(mailOutbox)
        .where(to ? eq(mailOutbox.toAddress, to) : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(limit);
    },

    async byId(id: number): Promise<OutboxMail | undefined> {
      return (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
    },

    /**
     * Leases due mails for five minutes: a sender that dies mid-way leaves them to be tried again,
     * and no transaction stays open while talking to the mail server.
     */
    async lease(limit: number): Promise<OutboxMail[]> {
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(mailOutbox.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now() + interval '5 minutes'`, attempts: sql`${mailOutbox.attempts} + 1` })
        .where(inArray(mailOutbox.id, due))
        .returning();
    },

    async markSent(id: number): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
        .where(eq(mailOutbox.id, id));
    },

    /** Backs off exponentially; gives up after a few attempts. */
    async markFailed(mail: OutboxMail, error: string): Promise<void> {
      const final = mail.attempts >= MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({
          status: final ? 'failed' : 'pending',
          lastError: error.slice(0, 500),
          nextAttemptAt: sql`now() + make_interval(secs => ${30 * 2 ** mail.attempts})`,
        })
        .where(eq(mailOutbox.id, mail.id));
    },
  };
}
export type OutboxRepository = ReturnType<typeof outboxRepository>;
