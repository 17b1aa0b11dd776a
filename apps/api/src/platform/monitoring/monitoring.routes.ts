import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  LOCAL_MONITORING_DSN,
  MONITORING_MAX_ENVELOPE_BYTES,
  MONITORING_TUNNEL,
  type MonitoringSetup,
} from '@laufbahn/contracts/monitoring';
import { AppError, notFound } from '../../lib/app-error.ts';
import { mayReadMailbox } from '../mail/mailbox.routes.ts';
import { EnvelopeError, parseEnvelope, readableEnvelope, scrubEnvelope, serializeEnvelope } from './envelope.ts';
import { localEnvelopeStore, type StoredEnvelope } from './local-envelope-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the browser needs to start monitoring, or null when it is off (production without SENTRY_DSN). */
    monitoringSetup: MonitoringSetup | null;
  }
}

/** A DSN's parts: where envelopes go and whose project they are for. */
interface Dsn {
  protocol: string;
  host: string;
  /** Path before the project id (self-hosted Sentry below a path). */
  pathPrefix: string;
  publicKey: string;
  projectId: string;
}

export function parseDsn(text: unknown): Dsn | null {
  if (typeof text !== 'string' || text.length > 500) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const segments = url.pathname.split('/');
  const projectId = segments.pop() ?? '';
  if (!/^\d+$/.test(projectId) || !url.username || !['http:', 'https:'].includes(url.protocol)) return null;
  return {
    protocol: url.protocol,
    host: url.host,
    pathPrefix: segments.join('/'),
    publicKey: url.username,
    projectId,
  };
}

const sameProject = (a: Dsn, b: Dsn) =>
  a.host === b.host && a.projectId === b.projectId && a.publicKey === b.publicKey && a.pathPrefix === b.pathPrefix;

/** Where an envelope for `dsn` goes: Sentry's envelope endpoint of that project. */
const envelopeUrl = (dsn: Dsn) => `${dsn.protocol}//${dsn.host}${dsn.pathPrefix}/api/${dsn.projectId}/envelope/`;

const FORWARD_TIMEOUT_MS = 5000;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A stored envelope's one-line summary for the development page. */
function summary(stored: StoredEnvelope): { kind: string; text: string; where: string } {
  for (const item of stored.envelope.items) {
    const payload = 'payload' in item ? (item.payload as Record<string, unknown>) : undefined;
    if (!payload) continue;
    const exception = (payload.exception as { values?: { type?: string; value?: string }[] } | undefined)?.values?.[0];
    const request = payload.request as { url?: string } | undefined;
    const where = request?.url ?? (typeof payload.transaction === 'string' ? payload.transaction : '');
    if (item.type === 'event')
      return {
        kind: 'error',
        text: exception ? `${exception.type ?? 'Error'}: ${exception.value ?? ''}` : String(payload.message ?? ''),
        where,
      };
    if (item.type === 'transaction') return { kind: 'transaction', text: String(payload.transaction ?? ''), where };
  }
  return { kind: stored.envelope.items.map((item) => String(item.type)).join(', ') || 'empty', text: '', where: '' };
}

/**
 * `POST /monitoring`: the same-origin tunnel of the browser SDK (spec, section 7). It passes an envelope on only to
 * the project of the configured SENTRY_DSN — an envelope naming any other DSN is refused, so it is no open proxy —
 * after scrubbing it once more; it takes at most 1 MB per envelope and 60 envelopes a minute per address. Without
 * SENTRY_DSN, outside production, it keeps envelopes for the development DSN on this machine (`/dev/monitoring`);
 * in production without a DSN it answers 404, saying so.
 */
export const monitoringRoutes = fp(async (app: FastifyInstance) => {
  const configured = app.config.sentryDsn ? parseDsn(app.config.sentryDsn) : null;
  const local = !configured && app.config.env !== 'production';
  const accepted = configured ?? (local ? parseDsn(LOCAL_MONITORING_DSN) : null);
  const store = localEnvelopeStore(path.join(app.config.dataDir, 'monitoring'));
  app.decorate(
    'monitoringSetup',
    accepted
      ? { dsn: app.config.sentryDsn ?? LOCAL_MONITORING_DSN, environment: app.config.sentryEnvironment, local }
      : null,
  );

  await app.register(async (tunnel) => {
    // Envelopes arrive as text/plain (the browser SDK's choice, to avoid a CORS preflight) or as Sentry's own type.
    tunnel.removeAllContentTypeParsers();
    tunnel.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MONITORING_MAX_ENVELOPE_BYTES },
      (_r, body, done) => done(null, body),
    );
    tunnel.post(
      MONITORING_TUNNEL,
      { bodyLimit: MONITORING_MAX_ENVELOPE_BYTES },
      async (request: FastifyRequest, reply: FastifyReply) => {
        if (!accepted) {
          throw new AppError('not_found', 'Monitoring is not configured: SENTRY_DSN is not set');
        }
        const origin = request.headers.origin;
        if (origin !== undefined && !sameHost(origin, request.headers.host)) {
          throw new AppError('forbidden', 'Envelopes come from this site’s own pages only');
        }
        await app.rateLimiter.hit('monitoringEnvelopesPerIp', request.ip);
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0)
          throw new AppError('malformed_request', 'An envelope is needed');
        let envelope;
        try {
          envelope = parseEnvelope(body);
        } catch (error) {
          if (error instanceof EnvelopeError) throw new AppError('malformed_request', error.message);
          throw error;
        }
        const dsn = parseDsn(envelope.header.dsn);
        if (!dsn || !sameProject(dsn, accepted)) {
          throw new AppError('forbidden', 'This tunnel forwards to its own monitoring project only');
        }
        let clean;
        try {
          clean = scrubEnvelope(envelope);
        } catch (error) {
          if (error instanceof EnvelopeError) throw new AppError('malformed_request', error.message);
          throw error;
        }
        if (local) {
          await store.add(readableEnvelope(clean));
          return reply.status(200).send({ stored: true });
        }
        let answer: Response;
        try {
          answer = await fetch(envelopeUrl(accepted), {
            method: 'POST',
            headers: { 'content-type': 'application/x-sentry-envelope' },
            body: serializeEnvelope(clean),
            signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
          });
        } catch (error) {
          request.log.warn({ err: error }, 'monitoring: the envelope could not be forwarded');
          throw new AppError('service_unavailable', 'Monitoring is not reachable', {
            headers: { 'retry-after': '60' },
          });
        }
        // Sentry's answer (200, or 429 with its own limits) goes back as it is; its body is not needed.
        const retryAfter = answer.headers.get('retry-after');
        if (retryAfter) reply.header('retry-after', retryAfter);
        const limits = answer.headers.get('x-sentry-rate-limits');
        if (limits) reply.header('x-sentry-rate-limits', limits);
        return reply.status(answer.status === 200 ? 200 : answer.status >= 500 ? 503 : 429).send({});
      },
    );
  });

  if (!local) return;

  // The development store, answering only this machine (or MAILBOX_TOKEN), as the mailbox does.
  await app.register(async (dev) => {
    dev.addHook('onRequest', async (request) => {
      if (!mayReadMailbox(request, app.config.mailboxToken)) throw notFound('Page');
    });
    dev.get(
      '/api/dev/monitoring',
      { schema: { tags: ['development'], summary: 'Monitoring envelopes kept on this machine' } },
      async () => store.list(),
    );
    dev.get('/dev/monitoring', async (_request, reply) => {
      const rows = (await store.list())
        .map((stored) => {
          const { kind, text, where } = summary(stored);
          return `<tr><td>${escapeHtml(stored.receivedAt.slice(0, 19).replace('T', ' '))}</td><td>${escapeHtml(kind)}</td><td>${escapeHtml(text)}</td><td>${escapeHtml(where)}</td></tr><tr><td colspan="4"><details><summary>Envelope</summary><pre>${escapeHtml(JSON.stringify(stored.envelope, null, 2))}</pre></details></td></tr>`;
        })
        .join('');
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Monitoring</title><style>body{font-family:system-ui,sans-serif;max-width:1000px;margin:2rem auto;padding:0 1rem;color:#1c2430}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #dde;padding:.4rem;text-align:left;vertical-align:top}pre{white-space:pre-wrap;background:#f5f6f8;padding:1rem;font-size:.8rem}</style></head><body><h1>Development monitoring</h1><p>What the browser SDK sent through <code>/monitoring</code>, as it would reach Sentry (scrubbed, ids masked). Kept here because SENTRY_DSN is not set; the newest 200. <a href="/dev/mailbox">Mailbox</a></p><table><thead><tr><th>Time</th><th>Kind</th><th>What</th><th>Where</th></tr></thead><tbody>${rows || '<tr><td colspan="4">Nothing reported yet.</td></tr>'}</tbody></table></body></html>`,
        );
    });
  });
});

const DEFAULT_PORT = /:(80|443)$/;
function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).host.replace(DEFAULT_PORT, '') === (host ?? '').replace(DEFAULT_PORT, '');
  } catch {
    return false;
  }
}
