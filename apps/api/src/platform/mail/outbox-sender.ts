import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { FileStore } from '../../lib/file-store.ts';
import type { OutboxMail, OutboxRepository } from './outbox.repository.ts';

/** The mail's attachments read from the file store; a missing file fails the mail (it is retried, then given up). */
async function attachmentsOf(mail: OutboxMail, files: FileStore | undefined) {
  if (mail.attachments.length === 0) return [];
  if (!files) throw new Error('Attachments need the file store');
  return Promise.all(
    mail.attachments.map(async (attachment) => {
      const content = await files.get(attachment.key);
      if (!content) throw new Error(`Attachment ${attachment.name} is missing from the file store`);
      return { filename: attachment.name, content, contentType: attachment.contentType };
    }),
  );
}

/**
 * Sends what the outbox holds through SMTP. Without `SMTP_URL` mails stay in the outbox and are read
 * at the development mailbox page.
 */
export function startOutboxSender(
  outbox: OutboxRepository,
  smtpUrl: string,
  from: string,
  log: FastifyBaseLogger,
  files?: FileStore,
) {
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
            attachments: await attachmentsOf(mail, files),
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
