import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  headhunterProfile,
  headhunterProfileBody,
  messageReadBody,
  receivedHeadhunterMessage,
  receivedHeadhunterMessages,
  receivedMessageParams,
} from '@laufbahn/contracts/headhunters';
import { directoryService, requireHeadhunterFirm } from '../headhunter-directory/directory.service.ts';
import { recruiterCaller } from './recruiter-session.ts';

/** The recruiter site's side of the headhunter directory: the firm's entry, and members' messages to it. */
export async function directoryEntryRoutes(app: FastifyInstance) {
  const service = directoryService(app.database);
  const caller = recruiterCaller(app.db);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/recruiter/organisation/directory_profile',
    {
      schema: {
        tags: ['recruiter'],
        summary: 'The firm’s entry in the headhunter directory',
        description:
          'Recruiters of a verified search firm (401 signed out, 403 `organisation_unverified`, 403 `forbidden` for ' +
          'an employer). `published` is false until the entry is first saved; only then is the firm listed.',
        response: { 200: headhunterProfile },
      },
    },
    async (request, reply) => {
      const recruiter = await caller.requireVerified(request);
      requireHeadhunterFirm(recruiter.organisationKind);
      reply.header('cache-control', 'private, no-store');
      return service.readProfile(recruiter.organisationId);
    },
  );

  api.put(
    '/api/recruiter/organisation/directory_profile',
    {
      schema: {
        tags: ['recruiter'],
        summary: 'Save the firm’s entry in the headhunter directory',
        description:
          'Description (40–1500 characters), 1–8 functions, 1–8 industries and 1–12 cities served (geo code ids); ' +
          'an unknown id → 422 `validation.invalidOption` on its field. Saving publishes the entry.',
        body: headhunterProfileBody,
        response: { 200: headhunterProfile },
      },
    },
    async (request) => {
      const recruiter = await caller.requireVerified(request);
      requireHeadhunterFirm(recruiter.organisationKind);
      return service.saveProfile(recruiter.organisationId, recruiter.recruiterId, request.body);
    },
  );

  api.get(
    '/api/recruiter/messages',
    {
      schema: {
        tags: ['recruiter'],
        summary: 'Members’ messages to the firm from the directory',
        description:
          'Recruiters of a verified organisation (401, 403 `organisation_unverified`); newest first, the last 200. ' +
          'Each names the member and the address to answer to, and `readAt` once a recruiter marked it read; ' +
          '`unread` counts all unread messages.',
        response: { 200: receivedHeadhunterMessages },
      },
    },
    async (request, reply) => {
      const recruiter = await caller.requireVerified(request);
      reply.header('cache-control', 'private, no-store');
      return service.inbox(recruiter.organisationId);
    },
  );

  api.put(
    '/api/recruiter/messages/:id/read',
    {
      schema: {
        tags: ['recruiter'],
        summary: 'Mark a member’s message read or unread',
        description:
          'Recruiters of a verified organisation (401, 403 `organisation_unverified`); `{ "read": true }` marks it ' +
          'read (the first reading keeps its time; the member sees it was read), `false` unread again. A message ' +
          'of another organisation or an unknown id → 404.',
        params: receivedMessageParams,
        body: messageReadBody,
        response: { 200: receivedHeadhunterMessage },
      },
    },
    async (request, reply) => {
      const recruiter = await caller.requireVerified(request);
      reply.header('cache-control', 'private, no-store');
      return service.markRead(recruiter.organisationId, recruiter.recruiterId, request.params.id, request.body.read);
    },
  );
}
