import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RETRY_AFTER_SECONDS } from '../../lib/db-errors.ts';

const health = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']) });

export async function healthRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/health',
      { schema: { tags: ['health'], summary: 'Whether the database answers', response: { 200: health, 503: health } } },
      async (_request, reply) => {
        try {
          await app.db.execute(sql`select 1`);
          return { status: 'ok' as const, database: 'up' as const };
        } catch (error) {
          app.log.error({ err: error }, 'health check: database unreachable');
          return reply
            .status(503)
            .header('retry-after', String(RETRY_AFTER_SECONDS))
            .send({ status: 'degraded', database: 'down' });
        }
      },
    );
}
