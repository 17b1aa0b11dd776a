import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { WebLoadContext } from '@laufbahn/contracts/web-context';
import { maskPath } from '@laufbahn/contracts/monitoring';
import { parseLanguage } from '@laufbahn/i18n/languages';
import { AppError } from '../lib/app-error.ts';
import { LANGUAGE_COOKIE } from '../lib/language.ts';
import { isLocalHost } from '../lib/local-host.ts';
import { rememberFirstVisit } from '../platform/attribution/visitor-cookies.ts';
import { captureServerError } from '../platform/monitoring/server-monitoring.ts';
import { createPageCache, type PageCache } from './page-cache.ts';
import { startWebHotReload } from './web-hot-reload.ts';
import { serveWebAssets } from './web-assets.ts';

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

/** Reads a rendered page whole, to store it; null when it must not be stored. */
async function storablePage(response: Response): Promise<{ headers: [string, string][]; body: string } | null> {
  if (response.status !== 200 || response.headers.getSetCookie().length > 0) return null;
  if (!response.headers.get('content-type')?.startsWith('text/html')) return null;
  return { headers: [...response.headers], body: await response.text() };
}

function sendStoredPage(reply: FastifyReply, headers: [string, string][], body: string) {
  reply.status(200);
  for (const [name, value] of headers) if (name !== 'content-length') reply.header(name, value);
  return reply.send(body);
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

/** What React Router's request handler is: a fetch Request and our load context in, a Response out. */
export type PageHandler = (request: Request, context: WebLoadContext) => Promise<Response>;

/**
 * Serves the server-rendered web app for every path outside `/api`: its built assets as static files,
 * everything else through React Router. Does nothing when the web app has not been built. With `hotReload`
 * (`npm run dev`) the app comes from its sources through Vite instead of the build.
 */
export async function mountWeb(app: FastifyInstance, options: { hotReload?: boolean } = {}): Promise<boolean> {
  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (options.hotReload) {
    build = await startWebHotReload(app);
  } else {
    const serverEntry = path.join(webBuildDir, 'server/index.js');
    if (!fs.existsSync(serverEntry)) return false;
    build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    await serveWebAssets(app, path.join(webBuildDir, 'client'));
  }
  // Production mode whatever NODE_ENV says (the hot-reloading development server excepted): no error details in
  // pages, the same behaviour tests see.
  const handle = createRequestHandler(build, options.hotReload ? 'development' : 'production');
  // Cast: React Router types the load context by the web app's own declarations, which the API does not load.
  const cache = options.hotReload ? null : createPageCache({ seconds: app.config.pageCacheSeconds });
  await servePages(app, (request, context) => handle(request, context as never), cache);
  return true;
}

/** Pages: every path outside `/api` and the built files, rendered by `handle` with this request's context. */
export async function servePages(app: FastifyInstance, handle: PageHandler, cache: PageCache | null = null) {
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
      const policy = pageSecurityPolicy(nonce, !isLocalHost(request.headers.host));
      const cacheKey = cache?.keyOf(request) ?? null;
      const stored = cacheKey === null ? undefined : cache!.get(cacheKey);
      if (stored) {
        reply.header('content-security-policy', policy);
        return sendStoredPage(reply, stored.headers, cache!.personalise(stored.body, stored.tokens, nonce, request.id));
      }
      const tokens = cacheKey === null ? null : cache!.placeholders();
      const context: WebLoadContext = {
        nonce: tokens?.nonce ?? nonce,
        requestId: tokens?.requestId ?? request.id,
        monitoring: app.monitoringSetup,
        legal: app.config.legal,
        countryVersion: request.countryVersion.code,
        language: parseLanguage(request.cookies[LANGUAGE_COOKIE]) ?? request.countryVersion.language,
        reportError: (error) => captureServerError(error, maskPath(request.url)),
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
      const response = await handle(toFetchRequest(request), context);
      reply.header('content-security-policy', policy);
      if (cacheKey !== null && tokens) {
        const page = await storablePage(response);
        if (page) {
          cache!.set(cacheKey, page, tokens);
          return sendStoredPage(reply, page.headers, cache!.personalise(page.body, tokens, nonce, request.id));
        }
        // Not storable (a redirect, an error page, a cookie of its own): sent once, with this answer's tokens.
        if (!response.headers.get('content-type')?.startsWith('text/html')) return sendFetchResponse(reply, response);
        const body = cache!.personalise(await response.text(), tokens, nonce, request.id);
        return sendFetchResponse(reply, new Response(body, { status: response.status, headers: response.headers }));
      }
      return sendFetchResponse(reply, response);
    });
  });
}
