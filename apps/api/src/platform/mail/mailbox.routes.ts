import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { databaseId, singleLineText } from '@laufbahn/contracts/fields';
import { LIMITS } from '@laufbahn/contracts/limits';
import { notFound } from '../../lib/app-error.ts';
import { outboxRepository } from './outbox.repository.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const mailSummary = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  template: z.string(),
  status: z.string(),
  createdAt: z.string(),
  attachments: z.array(z.object({ name: z.string(), contentType: z.string(), url: z.string() })),
});

const attachmentUrl = (mailId: number, index: number) => `/dev/mailbox/${mailId}/attachments/${index}`;

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Only for the machine itself: a request from a loopback address that no proxy forwarded (a proxy on the same
 * machine would make every visitor look local), or one that carries MAILBOX_TOKEN. Anyone else gets a 404, as if
 * there were no mailbox: it shows password-reset links.
 */
export function mayReadMailbox(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const given = request.headers['x-mailbox-token'] ?? (request.query as Record<string, unknown>).token;
    if (typeof given === 'string' && safeEqual(given, token)) return true;
  }
  const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
  return forwarded === undefined && LOOPBACK.test(request.socket.remoteAddress ?? '');
}

const safeEqual = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The development mailbox: every mail the outbox holds, readable without a mail server.
 * Registered only outside production, and answering only the machine itself (see mayReadMailbox).
 */
export async function mailboxRoutes(app: FastifyInstance) {
  const outbox = outboxRepository(app.db);
  app.addHook('onRequest', async (request) => {
    if (!mayReadMailbox(request, app.config.mailboxToken)) throw notFound('Page');
  });
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:900px;margin:2rem auto;padding:0 1rem;color:#1c2430}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #dde;padding:.4rem;text-align:left}pre{white-space:pre-wrap;background:#f5f6f8;padding:1rem}</style></head><body>${body}</body></html>`;

  app.get('/dev/mailbox', async (_request, reply) => {
    const mails = await outbox.recent(200);
    const rows = mails
      .map(
        (m) =>
          `<tr><td>${m.createdAt.toISOString().slice(0, 19).replace('T', ' ')}</td><td>${escapeHtml(m.toAddress)}</td><td><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a></td><td>${m.status}</td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Mailbox',
          `<h1>Development mailbox</h1><p>Mails in the outbox (not sent: no SMTP_URL).</p><table><thead><tr><th>Time</th><th>To</th><th>Subject</th><th>Status</th></tr></thead><tbody>${rows || '<tr><td colspan="4">No mails yet.</td></tr>'}</tbody></table>`,
        ),
      );
  });

  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', async (request, reply) => {
    const id = databaseId.safeParse(request.params.id);
    const mail = id.success ? await outbox.byId(id.data) : undefined;
    if (!mail)
      return reply.status(404).type('text/html; charset=utf-8').send(page('Not found', '<p>No such mail.</p>'));
    const linked = escapeHtml(mail.textBody).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
    const attachments = mail.attachments.length
      ? `<p>Attachments: ${mail.attachments
          .map(
            (a, index) =>
              `<a href="${attachmentUrl(mail.id, index)}" download="${escapeHtml(a.name)}">${escapeHtml(a.name)}</a> (${escapeHtml(a.contentType)})`,
          )
          .join(', ')}</p>`
      : '';
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          mail.subject,
          `<p><a href="/dev/mailbox">← Mailbox</a></p><h1>${escapeHtml(mail.subject)}</h1><p>To: ${escapeHtml(mail.toAddress)}</p>${attachments}<pre>${linked}</pre>`,
        ),
      );
  });

  app.get<{ Params: { id: string; index: string } }>('/dev/mailbox/:id/attachments/:index', async (request, reply) => {
    const id = databaseId.safeParse(request.params.id);
    const mail = id.success ? await outbox.byId(id.data) : undefined;
    const attachment = mail?.attachments[Number(request.params.index)];
    const bytes = attachment ? await app.fileStore.get(attachment.key) : undefined;
    if (!attachment || !bytes) {
      return reply.status(404).type('text/html; charset=utf-8').send(page('Not found', '<p>No such attachment.</p>'));
    }
    return reply
      .type(attachment.contentType)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(attachment.name)}`)
      .send(bytes);
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Mails in the outbox (development only)',
        querystring: z.strictObject({
          to: singleLineText(LIMITS.emailMaxLength).optional(),
          token: z.string().max(200).optional(),
        }),
        response: { 200: z.array(mailSummary) },
      },
    },
    async (request) =>
      (await outbox.recent(50, request.query.to?.trim().toLowerCase())).map((m) => ({
        id: m.id,
        to: m.toAddress,
        subject: m.subject,
        text: m.textBody,
        template: m.template,
        status: m.status,
        createdAt: m.createdAt.toISOString(),
        attachments: m.attachments.map((a, index) => ({
          name: a.name,
          contentType: a.contentType,
          url: attachmentUrl(m.id, index),
        })),
      })),
  );
}
