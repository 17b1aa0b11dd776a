import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import staticFiles from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { WebLoadContext } from '@laufbahn/contracts/web-context';
import { parseLanguage } from '@laufbahn/i18n/languages';
import { LANGUAGE_COOKIE } from '../modules/account/account.routes.ts';
import { rememberFirstVisit } from '../modules/attribution/visitor-cookies.ts';
import { AppError } from '../lib/app-error.ts';
import { isLocalHost } from '../plugins/auth.ts';

/** What pages answer: reads, and form posts to their actions; TRACE, PROPFIND and the like get a 405. */
export const PAGE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

export const webBuildDir = path.resolve(import.meta.dirname, '../../../web/build');

/** Scripts only from us or with this response's nonce; no inline scripts otherwise. */
function pageSecurityPolicy(nonce: string, https: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

function toFetchRequest(request: FastifyRequest): Request {
  const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.raw.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? (Readable.toWeb(request.raw) as ReadableStream) : undefined,
    // Node's fetch needs `duplex` for a streamed body; the DOM types do not know it.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  return reply.send(response.body ? Readable.fromWeb(response.body as import('node:stream/web').ReadableStream) : null);
}

/**
 * Serves the server-rendered web app for every path outside `/api`: its built assets as static files,
 * everything else through React Router. Does nothing when the web app has not been built.
 */
export async function mountWeb(app: FastifyInstance): Promise<boolean> {
  const serverEntry = path.join(webBuildDir, 'server/index.js');
  if (!fs.existsSync(serverEntry)) return false;
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, app.config.env === 'production' ? 'production' : 'development');

  await app.register(staticFiles, {
    root: path.join(webBuildDir, 'client'),
    wildcard: false,
    setHeaders: (reply, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  // Anything under /api that no API route took is an API 404, never a page.
  app.all('/api/*', async (request) => {
    throw Object.assign(new Error(`No route ${request.method} ${request.url.split('?')[0]}`), { statusCode: 404 });
  });

  await app.register(async (web) => {
    // Bodies of page requests (form posts) go to React Router untouched.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser('*', (_request, _payload, done) => done(null));

    web.all('/*', async (request, reply) => {
      if (!PAGE_METHODS.includes(request.method)) {
        throw new AppError('method_not_allowed', `Pages do not answer ${request.method}`, {
          headers: { allow: PAGE_METHODS.join(', ') },
        });
      }
      rememberFirstVisit(request, reply);
      const nonce = randomBytes(16).toString('base64');
      const context: WebLoadContext = {
        nonce,
        countryVersion: request.countryVersion.code,
        language: parseLanguage(request.cookies[LANGUAGE_COOKIE]) ?? request.countryVersion.language,
        api: async (apiPath, init = {}) => {
          const answer = await app.inject({
            method: (init.method ?? 'GET') as 'GET',
            url: apiPath,
            headers: {
              host: request.headers.host ?? 'localhost',
              cookie: request.headers.cookie ?? '',
              'x-actor': 'web',
              ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            remoteAddress: request.ip,
            payload: init.body === undefined ? undefined : JSON.stringify(init.body),
          });
          return {
            status: answer.statusCode,
            headers: answer.headers as Record<string, string | string[] | undefined>,
            json: <T>() => answer.json() as T,
          };
        },
      };
      const response = await handle(toFetchRequest(request), context as never);
      reply.header('content-security-policy', pageSecurityPolicy(nonce, !isLocalHost(request.headers.host)));
      return sendFetchResponse(reply, response);
    });
  });
  return true;
}
