import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountDeletionBody,
  dataExport,
  dataExportList,
  dataExportParams,
  dataExportRequestBody,
} from '@laufbahn/contracts/data-privacy';
import { publicOrigin } from '../../lib/public-origin.ts';
import { accountDeletion } from './account-deletion.ts';
import { dataExportService } from './data-export.service.ts';

const tags = ['data privacy'];

/** The web page where a member downloads exports and deletes the account. */
export const DATA_PRIVACY_PAGE = '/account/privacy';

/** A member's copy of their data (GDPR articles 15 and 20) and the deletion of the account (article 17). */
export async function dataPrivacyRoutes(app: FastifyInstance) {
  const exports = dataExportService({
    db: app.db,
    files: app.fileStore,
    queue: app.jobQueue,
    limiter: app.rateLimiter,
  });
  const deleteAccount = accountDeletion(app.db, app.fileStore, app.rateLimiter);
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Visitors get their 401 before the body is looked at.
  app.addHook('onRequest', async (request) => {
    await request.requireAccount();
  });

  api.get(
    '/api/career/data_exports',
    { schema: { tags, summary: 'The member’s data exports', response: { 200: dataExportList } } },
    async (request) => {
      const session = await request.requireAccount();
      return { items: await exports.list(session.accountId) };
    },
  );

  api.post(
    '/api/career/data_exports',
    {
      schema: {
        tags,
        summary: 'Request a copy of everything Laufbahn holds about the member',
        description:
          'Prepared in the background as a ZIP (a JSON file and the original files) and announced by mail; one in preparation at a time (409).',
        body: dataExportRequestBody,
        response: { 202: dataExport },
      },
    },
    async (request, reply) => {
      const session = await request.requireAccount();
      const pageUrl = `${publicOrigin(request, app.config.env === 'production')}${DATA_PRIVACY_PAGE}`;
      const created = await exports.request(
        { accountId: session.accountId, actor: request.actor, ip: request.ip },
        pageUrl,
      );
      return reply.status(202).send(created);
    },
  );

  api.get(
    '/api/career/data_exports/:id/file',
    {
      schema: {
        tags,
        summary: 'Download a ready export (ZIP)',
        params: dataExportParams,
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const session = await request.requireAccount();
      const file = await exports.file(
        { accountId: session.accountId, actor: request.actor, ip: request.ip },
        request.params.id,
      );
      const name = `laufbahn-data-${file.readyAt.toISOString().slice(0, 10)}.zip`;
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  );

  api.delete(
    '/api/career/account',
    {
      schema: {
        tags,
        summary: 'Delete the account and everything of the member',
        description: 'Confirmed with the password (422 on `password` when it is wrong). Ends every session.',
        body: accountDeletionBody,
      },
    },
    async (request, reply) => {
      const session = await request.requireAccount();
      await deleteAccount(session.accountId, request.body.password, { actor: request.actor, ip: request.ip });
      return reply.endSession().status(204).send();
    },
  );
}
