import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  candidateContact,
  contactRequestBody,
  sentContactRequest,
  sentContactRequests,
} from '@laufbahn/contracts/contact-requests';
import { candidateParams } from '@laufbahn/contracts/recruiter';
import { resolveLanguage } from '../../lib/language.ts';
import { contactLinks } from './contact-links.ts';
import { contactRequestService } from './contact-request.service.ts';
import { recruiterCaller } from './recruiter-session.ts';

const tags = ['recruiter'];

/** The recruiter's side of contact requests (docs/decisions/0043-contact-requests-and-credits.md). */
export async function contactRequestRoutes(app: FastifyInstance) {
  const service = contactRequestService(app.db, app.rateLimiter);
  const caller = recruiterCaller(app.db);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const production = app.config.env === 'production';

  api.get(
    '/api/recruiter/candidates/:id/contact',
    {
      schema: {
        tags,
        summary: 'This recruiter’s contact with a member',
        description:
          'The latest request to the member, the member’s contact details once they accepted one, whether a request ' +
          'costs a contact credit (Basic members) and the organisation’s credits this month. 404 as for the profile.',
        params: candidateParams,
        response: { 200: candidateContact },
      },
    },
    async (request, reply) => {
      const recruiter = await caller.requireVerified(request);
      reply.header('cache-control', 'private, no-store');
      return service.contact(recruiter, request.params.id, resolveLanguage(request));
    },
  );

  api.post(
    '/api/recruiter/candidates/:id/contact_requests',
    {
      schema: {
        tags,
        summary: 'Send a member a contact request',
        description:
          'Premium members directly; a Basic member costs one of the organisation’s monthly contact credits ' +
          '(402 `contact_credits_exhausted` when none is left). 404 for a member this recruiter may not find ' +
          '(invisible, blocking the organisation, unknown); 409 `contact_request_pending` while an earlier request ' +
          'of this recruiter waits for an answer. The member is mailed.',
        params: candidateParams,
        body: contactRequestBody,
        response: { 201: sentContactRequest },
      },
    },
    async (request, reply) => {
      const recruiter = await caller.requireVerified(request);
      const sent = await service.send(
        recruiter,
        request.params.id,
        request.body,
        resolveLanguage(request),
        contactLinks(request, production),
        request.ip,
      );
      return reply.code(201).header('cache-control', 'private, no-store').send(sent);
    },
  );

  api.get(
    '/api/recruiter/contact_requests',
    {
      schema: {
        tags,
        summary: 'The contact requests this recruiter sent',
        description:
          'Newest first, with their status and, for declined ones, the reason. A member’s name appears once they ' +
          'accepted (or are visible); a member no longer findable shows neither name nor title.',
        response: { 200: sentContactRequests },
      },
    },
    async (request, reply) => {
      const recruiter = await caller.requireVerified(request);
      reply.header('cache-control', 'private, no-store');
      return service.sent(recruiter, resolveLanguage(request));
    },
  );
}
