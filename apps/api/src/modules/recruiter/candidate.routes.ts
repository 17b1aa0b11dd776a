import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { candidate, candidateParams, candidateSearchQuery, candidateSearchResult } from '@laufbahn/contracts/recruiter';
import { resolveLanguage } from '../../lib/language.ts';
import { candidateService } from './candidate.service.ts';
import { recruiterCaller } from './recruiter-session.ts';

const tags = ['recruiter'];

export async function candidateRoutes(app: FastifyInstance) {
  const service = candidateService(app.db);
  const caller = recruiterCaller(app.db);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/recruiter/candidates',
    {
      schema: {
        tags,
        summary: 'Search members',
        description:
          'Verified organisations only (403 `organisation_unverified`). The audience decides the setting: ' +
          '`headhunter_visibility` for search firms, `recruiter_visibility` for employers. Invisible members are ' +
          'never listed; anonymous ones come without name, picture, contact details, date of birth or current ' +
          'employer. Premium members first.',
        querystring: candidateSearchQuery,
        response: { 200: candidateSearchResult },
      },
    },
    async (request, reply) => {
      const recruiter = await caller.requireVerified(request);
      reply.header('cache-control', 'private, no-store');
      return service.search(recruiter, request.query, resolveLanguage(request));
    },
  );

  api.get(
    '/api/recruiter/candidates/:id',
    {
      schema: {
        tags,
        summary: 'A member’s profile as this recruiter may see it',
        description: '404 for a member invisible to this audience, as for one that does not exist.',
        params: candidateParams,
        response: { 200: candidate },
      },
    },
    async (request, reply) => {
      const recruiter = await caller.requireVerified(request);
      reply.header('cache-control', 'private, no-store');
      return service.get(recruiter, request.params.id, resolveLanguage(request));
    },
  );
}
