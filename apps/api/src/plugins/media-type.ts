import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

export const MEDIA_TYPE = 'application/vnd.laufbahn.v1+json';
const VENDOR = /^application\/vnd\.laufbahn\.v(\d+)\+json$/;

/** True when the Accept header allows version 1 of our JSON (absent, `*\/*`, JSON, or our v1 type). */
export function acceptsV1(accept: string | undefined): boolean {
  if (!accept || !accept.trim()) return true;
  return accept.split(',').some((range) => {
    const type = range.split(';')[0]!.trim().toLowerCase();
    if (type === '*/*' || type === 'application/*' || type === 'application/json') return true;
    const vendor = VENDOR.exec(type);
    return vendor !== null && vendor[1] === '1';
  });
}

/** The versioned vendor media type: parse it on the way in, answer with it, refuse unknown versions. */
export const mediaTypePlugin = fp(async (app: FastifyInstance) => {
  // The API reads JSON only (uploads add multipart where they need it); anything else is a 415.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    /^application\/vnd\.laufbahn\.v\d+\+json/,
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
    if (!acceptsV1(request.headers.accept)) {
      throw new AppError('not_acceptable', `This API answers ${MEDIA_TYPE}`);
    }
    const contentType = request.headers['content-type'];
    const vendor = contentType ? VENDOR.exec(contentType.split(';')[0]!.trim().toLowerCase()) : null;
    if (vendor && vendor[1] !== '1') throw new AppError('unsupported_media_type', `Unknown API version ${vendor[1]}`);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (request.url.startsWith('/api/') && typeof type === 'string' && type.startsWith('application/json')) {
      reply.header('content-type', `${MEDIA_TYPE}; charset=utf-8`);
    }
    return payload;
  });
});
