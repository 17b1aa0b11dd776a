import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GUEST_COOKIE } from '@laufbahn/contracts/attribution';
import {
  jobDetail,
  jobIdParams,
  jobSearchQuery,
  jobSearchResult,
  jobTitleSuggestions,
  jobTitleSuggestionsQuery,
  JOB_ACTION_LIMITS,
  JOB_SEARCH_LIMITS,
  type JobSearchQuery,
} from '@laufbahn/contracts/jobs';
import { resolveLanguage } from '../../../lib/language.ts';
import { jobActionsRepository } from '../actions/job-actions.repository.ts';
import { jobTrendsService, searcherTokens } from '../trends/job-trends.ts';
import { jobsRepository } from './jobs.repository.ts';
import { accessPolicy } from '../../membership/access-policy.service.ts';
import { jobsService, viewerFor, type Viewer } from './jobs.service.ts';

const tags = ['jobs'];

const GATING =
  'Members-only positions (`exclusive`: exclusive listings and headhunter mandates) are whole only for Premium ' +
  'members; visitors and Basic members get a teaser (`locked: true`; `companyName`, `companyId`, `publisher` and the ' +
  'description null), and a keyword never matches their company. No sign-in needed.';

export async function jobsRoutes(app: FastifyInstance) {
  const policy = accessPolicy(app.db);
  const viewer = async (request: FastifyRequest): Promise<Viewer> =>
    viewerFor(policy, (await request.currentAccount())?.accountId);
  const service = jobsService(app.jobSearch, jobsRepository(app.database));
  const actions = jobActionsRepository(app.database);
  const searchLog = jobTrendsService(app.database);
  const searchers = searcherTokens(app.database);
  /** Each answered search's total, for the search log written after the answer has gone. */
  const totals = new WeakMap<FastifyRequest, number>();
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Public reads, limited per client address (search, detail and autocomplete together).
  app.addHook('onRequest', async (request) => {
    await app.rateLimiter.hit('jobReadsPerIp', request.ip);
  });

  api.get(
    '/api/career/jobs',
    {
      schema: {
        tags,
        summary: 'Search positions',
        description:
          `Lists are comma-separated ids (\`careerLevel=5,6\`); \`workplace\` takes onsite, hybrid, remote. ` +
          `\`geoCodeId\` (a city) with \`radiusKm\` (0–${JOB_SEARCH_LIMITS.maxRadiusKm}) keeps positions that near; ` +
          `\`minSalary\` is yearly in the country version's currency. Totals and facet counts are exact up to ` +
          `10,000 matches (\`totalIsExact\`). \`nextCursor\` continues the list; a forged or foreign cursor → 422 on ` +
          `\`cursor\`. ${GATING}`,
        querystring: jobSearchQuery,
        response: { 200: jobSearchResult },
      },
      // The search log (keyword, filters, result count, country version, time, a daily token of the guest id that
      // names nobody) is written after the
      // answer has been sent, and a failure there is only logged.
      onResponse: async (request, reply) => {
        const total = totals.get(request);
        if (total === undefined || reply.statusCode !== 200) return;
        try {
          const searcher = await searchers.token(request.cookies[GUEST_COOKIE], new Date());
          await searchLog.record(request.query as JobSearchQuery, total, request.countryVersion, searcher);
        } catch (error) {
          request.log.warn({ err: error }, 'could not log the search');
        }
      },
    },
    async (request) => {
      const result = await service.search(request.query, request.countryVersion, await viewer(request));
      totals.set(request, result.total);
      return result;
    },
  );

  api.get(
    '/api/career/jobs/title-suggestions',
    {
      schema: {
        tags,
        summary: 'Job title autocomplete',
        description: 'Up to 10 titles of open positions with a word starting as typed; the visitor’s language first.',
        querystring: jobTitleSuggestionsQuery,
        response: { 200: jobTitleSuggestions },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return service.titleSuggestions(request.query.q, resolveLanguage(request));
    },
  );

  api.get(
    '/api/career/jobs/:id',
    {
      schema: {
        tags,
        summary: 'A position',
        description:
          'With similar positions and more at the company. An expired position answers 200 with ' +
          '`status: "expired"`, no description and similar positions; an unknown id → 404. ' +
          GATING,
        params: jobIdParams,
        response: { 200: jobDetail },
      },
    },
    async (request) => {
      const account = await request.currentAccount();
      const detail = await service.detail(request.params.id, await viewerFor(policy, account?.accountId));
      if (!account) return detail;
      // A signed-in member's view goes to their recently viewed positions; a failure there never fails the page.
      try {
        await actions.recordView(account.accountId, detail.id, JOB_ACTION_LIMITS.recentlyViewed);
      } catch (error) {
        request.log.warn({ err: error }, 'could not record the view');
      }
      const mine = await actions.relation(account.accountId, detail.id);
      return { ...detail, mine: { bookmarked: mine.bookmarked, appliedAt: mine.appliedAt?.toISOString() ?? null } };
    },
  );
}
