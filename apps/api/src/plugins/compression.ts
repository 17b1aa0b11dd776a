import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go out uncompressed: below it, compressing costs more than it saves. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Brotli or gzip, as the client accepts, for every text answer made on the fly (pages, JSON). Quality 4 keeps
 * brotli cheap enough for server-rendered pages; built assets arrive compressed at quality 11 from the build
 * (`@fastify/static` with `preCompressed`), and this plugin leaves an answer that already has an encoding alone.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
});
