import path from 'node:path';
import staticFiles from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT_CACHE = 'public, max-age=3600';

/** Hashed build assets never change under their name; other files (favicon, robots.txt) may, so briefly. */
export function staticCacheControl(filePath: string): string {
  return filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : SHORT_CACHE;
}

/**
 * The web app's built files from `clientDir`, each sent as the `.br` or `.gz` file the build wrote beside it
 * when the client accepts one (apps/web/scripts/precompress.mjs), otherwise as it is.
 */
export async function serveWebAssets(app: FastifyInstance, clientDir: string) {
  await app.register(staticFiles, {
    root: clientDir,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('cache-control', staticCacheControl(filePath)),
  });
}
