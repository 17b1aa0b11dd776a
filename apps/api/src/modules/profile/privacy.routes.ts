import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { privacyParams, privacyPatchBody, privacySettings } from '@laufbahn/contracts/privacy';
import { notFound } from '../../lib/app-error.ts';
import { writeMeta } from '../../lib/request-meta.ts';
import { requireSignIn } from '../../plugins/auth.ts';
import { privacyService } from './privacy.service.ts';

const tags = ['privacy'];

/** `{id}` must be the signed-in account; any other id is a 404, as for every other member's resource. */
async function ownAccount(request: FastifyRequest, id: number) {
  const session = await request.requireAccount();
  if (session.accountId !== id) throw notFound('Account');
  return session;
}

export async function privacyRoutes(app: FastifyInstance) {
  const service = privacyService(app.db);
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireSignIn);

  api.get(
    '/api/career/accounts/:id/privacy',
    {
      schema: {
        tags,
        summary: 'Who may see the profile',
        description: '`visibility` summarises the three settings: the most open of them.',
        params: privacyParams,
        response: { 200: privacySettings },
      },
    },
    async (request) => {
      await ownAccount(request, request.params.id);
      return service.get(request.params.id);
    },
  );

  api.patch(
    '/api/career/accounts/:id/privacy',
    {
      schema: {
        tags,
        summary: 'Change who may see the profile',
        description: 'Any of the three settings; the others stay. Every change is recorded in the audit log.',
        params: privacyParams,
        body: privacyPatchBody,
        response: { 200: privacySettings },
      },
    },
    async (request) => {
      const session = await ownAccount(request, request.params.id);
      return service.update(request.params.id, request.body, writeMeta(request, session.accountId));
    },
  );
}
