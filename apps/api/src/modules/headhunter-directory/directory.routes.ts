import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  headhunterMessageBody,
  headhunterPage,
  headhunterParams,
  headhunterSearchQuery,
  headhunterSearchResult,
  sentHeadhunterMessage,
} from '@laufbahn/contracts/headhunters';
import { RECRUITER_BASE_PATH } from '@laufbahn/contracts/recruiter-site';
import { AppError } from '../../lib/app-error.ts';
import { siteOrigins } from '../../lib/public-origin.ts';
import { writeMeta } from '../../lib/request-meta.ts';
import { accessPolicy } from '../membership/access-policy.service.ts';
import { directoryService, type ContactState } from './directory.service.ts';

const tags = ['headhunters'];

/** Where the mail to the firm's recruiters leads: their inbox on the recruiter site. */
const recruiterInboxUrl = (request: FastifyRequest, production: boolean) =>
  `${siteOrigins(request, production).recruiter}${RECRUITER_BASE_PATH}/messages`;

/** The public headhunter directory and Premium members' messages to firms (the firms' side: recruiter module). */
export async function headhunterDirectoryRoutes(app: FastifyInstance) {
  const service = directoryService(app.database);
  const policy = accessPolicy(app.db);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const production = app.config.env === 'production';

  const reader = async (request: FastifyRequest): Promise<{ contact: ContactState; accountId?: number }> => {
    const account = await request.currentAccount();
    if (!account) return { contact: 'visitor' };
    const premium = (await policy.forAccount(account.accountId)).may('headhunter_messages');
    return { contact: premium ? 'premium' : 'basic', accountId: account.accountId };
  };

  api.get(
    '/api/career/headhunters',
    {
      schema: {
        tags,
        summary: 'Search the headhunter directory',
        description:
          'Verified search firms that serve a city of this country version (every country on the European ' +
          'version), filtered by `function`, `industry` and `location` (a city’s geo code id), those with the most ' +
          'open mandates first, 12 a page. `facets` lists what the firms of this version cover. No sign-in needed.',
        querystring: headhunterSearchQuery,
        response: { 200: headhunterSearchResult },
      },
    },
    async (request) => {
      await app.rateLimiter.hit('jobReadsPerIp', request.ip);
      return service.search(request.query, request.countryVersion);
    },
  );

  api.get(
    '/api/career/headhunters/:id',
    {
      schema: {
        tags,
        summary: 'A search firm’s page',
        description:
          'The firm’s entry and its open mandates (teasers unless the reader is Premium); `contact` says whether ' +
          'the reader may write (`premium`), sees what Premium adds (`basic`) or is a visitor. Unknown, unverified ' +
          'or corporate organisations, and firms without an entry → 404. `sentMessages`: the signed-in member’s own ' +
          'messages to the firm with `readAt` once a recruiter of the firm marked them read (empty for visitors).',
        params: headhunterParams,
        response: { 200: headhunterPage },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.hit('jobReadsPerIp', request.ip);
      const { contact, accountId } = await reader(request);
      if (contact !== 'visitor') reply.header('cache-control', 'private, no-store');
      return service.page(request.params.id, contact, accountId);
    },
  );

  api.post(
    '/api/career/headhunters/:id/messages',
    {
      schema: {
        tags,
        summary: 'Write to a search firm (Premium)',
        description:
          'Signed-in members only (401); Basic members 403 `premium_required`; unknown or unlisted firm 404. The ' +
          'message is stored and mailed to each of the firm’s recruiters with the member’s name and e-mail address; ' +
          'it waits in their inbox on the recruiter site. At most 2 a day to one firm and 10 a day in all (429).',
        params: headhunterParams,
        body: headhunterMessageBody,
        response: { 201: sentHeadhunterMessage },
      },
    },
    async (request, reply) => {
      const account = await request.requireAccount();
      if (!(await policy.forAccount(account.accountId)).may('headhunter_messages')) {
        throw new AppError('premium_required', 'Writing to a headhunter is part of Premium');
      }
      // Not found before any limit is looked at; only a message sent counts against them.
      await service.requireListed(request.params.id);
      const limits = [
        ['headhunterMessagesPerAccount', String(account.accountId)],
        ['headhunterMessagesPerFirm', `${account.accountId}:${request.params.id}`],
      ] as const;
      for (const [name, subject] of limits) await app.rateLimiter.refuseIfSpent(name, subject);
      const sent = await service.send(
        account,
        request.params.id,
        request.body,
        writeMeta(request, account.accountId),
        recruiterInboxUrl(request, production),
      );
      for (const [name, subject] of limits) await app.rateLimiter.count(name, subject);
      return reply.status(201).send(sent);
    },
  );
}
