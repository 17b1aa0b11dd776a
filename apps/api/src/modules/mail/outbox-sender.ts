import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { OutboxRepository } from './outbox.repository.ts';

/**
 * Sends what the outbox holds through SMTP. Without `SMTP_URL` mails stay in the outbox and are read
 * at the development mailbox page.
 */
export function startOutboxSender(outbox: OutboxRepository, smtpUrl: string, from: string, log: FastifyBaseLogger) {
  const transport = nodemailer.createTransport(smtpUrl);
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      for (const mail of await outbox.lease(20)) {
        try {
          await transport.sendMail({
            from,
            to: mail.toAddress,
            subject: mail.subject,
            text: mail.textBody,
            html: mail.htmlBody,
          });
          await outbox.markSent(mail.id);
        } catch (error) {
          log.warn({ err: error, mailId: mail.id }, 'mail not sent; will retry');
          await outbox.markFailed(mail, error instanceof Error ? error.message : String(error));
        }
      }
    } catch (error) {
      log.error({ err: error }, 'outbox sender failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, 2000);
  timer.unref();
  return {
    /** Sends what is due now (used by tests and at shutdown). */
    flush: tick,
    stop: () => {
      clearInterval(timer);
      transport.close();
    },
  };
}
