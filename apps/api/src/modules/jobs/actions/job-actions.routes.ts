import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  applicationsList,
  favouritesList,
  JOB_ACTION_LIMITS,
  jobApplicationBody,
  jobApplicationCreated,
  jobIdParams,
  jobReportBody,
  jobTrends,
  memberJobListQuery,
  recentlyViewedList,
  recommendationsList,
  savedSearch,
  savedSearchBody,
  savedSearchIdParams,
  savedSearchList,
} from '@laufbahn/contracts/jobs';
import { publicOrigin } from '../../../lib/public-origin.ts';
import { resolveLanguage } from '../../../lib/language.ts';
import { jobActionsRepository } from './job-actions.repository.ts';
import { jobActionsService } from './job-actions.service.ts';
import { jobTrendsService } from '../trends/job-trends.ts';
import { jobsRepository } from '../search/jobs.repository.ts';
import { accessPolicy } from '../../membership/access-policy.service.ts';
import { jobsService, viewerFor } from '../search/jobs.service.ts';
import { memberSearchesService } from './member-searches.service.ts';

const tags = ['jobs'];
const GATED =
  'Listings gated as everywhere: a Basic member sees members-only positions (exclusive listings, headhunter ' +
  'mandates) as teasers (`locked: true`).';
const MEMBER = 'Signed-in members only (401 otherwise).';
const NO_PARAMETERS = 'No query parameters (an unknown one → 422).';

/** A member's actions on positions, their lists, and the search trends. */
export async function jobActionsRoutes(app: FastifyInstance) {
  const jobs = jobsRepository(app.database);
  const actionsRepository = jobActionsRepository(app.database);
  const actions = jobActionsService(app.db, jobs, actionsRepository, app.jobSearch);
  const searches = memberSearchesService(app.db, jobsService(app.jobSearch, jobs), actionsRepository);
  const trends = jobTrendsService(app.database, { cacheMs: app.config.trendsCacheSeconds * 1000 });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const policy = accessPolicy(app.db);

  /** The signed-in member and what they may see; 401 for a visitor. */
  const member = async (request: FastifyRequest) => {
    const account = await request.requireAccount();
    return { account, viewer: await viewerFor(policy, account.accountId) };
  };

  api.post(
    '/api/career/jobs/:id/applications',
    {
      schema: {
        tags,
        summary: 'Apply for a position',
        description:
          `${MEMBER} \`termsAccepted\` must be true (422 \`validation.termsRequired\`); \`message\` up to ` +
          `${JOB_ACTION_LIMITS.messageMaxLength} characters; \`uploadId\` one of the member's own CV uploads (another's ` +
          'or unknown → 404). The profile as it is now always goes along, the CV when chosen; a confirmation mail ' +
          'follows. Unknown position 404; expired or withdrawn 409 `job_expired`; members-only position (exclusive, headhunter mandate) and not Premium ' +
          '403 `premium_required`; applied already 409 `already_applied`. Limited per member (429).',
        params: jobIdParams,
        body: jobApplicationBody,
        response: { 201: jobApplicationCreated },
      },
    },
    async (request, reply) => {
      const { account } = await member(request);
      await app.rateLimiter.hit('jobApplicationsPerAccount', String(account.accountId));
      const origin = publicOrigin(request, app.config.env === 'production');
      const created = await actions.apply(account, request.params.id, request.body, {
        meta: { accountId: account.accountId, actor: request.actor, ip: request.ip },
        jobUrl: `${origin}/career/jobs/${request.params.id}`,
      });
      return reply.status(201).send(created);
    },
  );

  api.put(
    '/api/career/jobs/:id/bookmark',
    {
      schema: {
        tags,
        summary: 'Add a position to the favourites',
        description: `${MEMBER} 204, also when it is a favourite already; unknown position 404; at most ${JOB_ACTION_LIMITS.maxBookmarks} favourites (409).`,
        params: jobIdParams,
      },
    },
    async (request, reply) => {
      const { account } = await member(request);
      await app.rateLimiter.hit('jobListWritesPerAccount', String(account.accountId));
      await actions.bookmark(account.accountId, request.params.id);
      return reply.status(204).send();
    },
  );

  api.delete(
    '/api/career/jobs/:id/bookmark',
    {
      schema: {
        tags,
        summary: 'Remove a position from the favourites',
        description: `${MEMBER} 204, also when it was none.`,
        params: jobIdParams,
      },
    },
    async (request, reply) => {
      const { account } = await member(request);
      await actions.removeBookmark(account.accountId, request.params.id);
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/career/jobs/:id/reports',
    {
      schema: {
        tags,
        summary: 'Report a position',
        description:
          "Visitors and members; the reason `filled` members only (401), and enough independent members' " +
          '`filled` reports mark the position possibly filled until its publisher confirms it. `comment` up to 1000 ' +
          "characters, required when `reason` is `other`. 201 without a body; a member's second report of the same " +
          'position is accepted and changes nothing. Unknown position 404. Limited per address and per member (429).',
        params: jobIdParams,
        body: jobReportBody,
      },
    },
    async (request, reply) => {
      await app.rateLimiter.hit('jobReportsPerIp', request.ip);
      const account = await request.currentAccount();
      if (account) await app.rateLimiter.hit('jobReportsPerAccount', String(account.accountId));
      await actions.report(account?.accountId ?? null, request.params.id, request.body);
      return reply.status(201).send();
    },
  );

  api.get(
    '/api/career/favourites',
    {
      schema: {
        tags,
        summary: "The member's favourite positions",
        description: `${MEMBER} ${NO_PARAMETERS} Newest first, up to ${JOB_ACTION_LIMITS.maxListItems}, expired ones included (\`status\`). ${GATED}`,
        querystring: memberJobListQuery,
        response: { 200: favouritesList },
      },
    },
    async (request) => {
      const { account, viewer } = await member(request);
      return actions.favourites(account.accountId, viewer);
    },
  );

  api.get(
    '/api/career/applications',
    {
      schema: {
        tags,
        summary: 'Positions the member has applied for',
        description: `${MEMBER} ${NO_PARAMETERS} Newest first, up to ${JOB_ACTION_LIMITS.maxListItems}, expired ones included. ${GATED}`,
        querystring: memberJobListQuery,
        response: { 200: applicationsList },
      },
    },
    async (request) => {
      const { account, viewer } = await member(request);
      return actions.applications(account.accountId, viewer);
    },
  );

  api.get(
    '/api/career/recently_viewed',
    {
      schema: {
        tags,
        summary: 'Positions the member opened lately',
        description: `${MEMBER} ${NO_PARAMETERS} The last ${JOB_ACTION_LIMITS.recentlyViewed} opened detail pages, newest first. ${GATED}`,
        querystring: memberJobListQuery,
        response: { 200: recentlyViewedList },
      },
    },
    async (request) => {
      const { account, viewer } = await member(request);
      return actions.recentlyViewed(account.accountId, viewer);
    },
  );

  api.get(
    '/api/career/recommendations',
    {
      schema: {
        tags,
        summary: "Positions for the member's career goals",
        description:
          `${MEMBER} ${NO_PARAMETERS} Found by the job search (its ranking and gating), goal by goal: positions meeting ` +
          'every criterion the goal sets (levels, functions, industries, near one of its locations — or anywhere when it ' +
          "has none or is open to other locations —, workplace, target salary: the band's upper end reaches it) first; " +
          'when those are too few, positions missing one of industry, workplace or target salary. `careerGoalId` ' +
          `names the goal, \`meets\` the goal's criteria the position meets. At least ${JOB_ACTION_LIMITS.recommendations} in all; empty without goals. ${GATED}`,
        querystring: memberJobListQuery,
        response: { 200: recommendationsList },
      },
    },
    async (request) => {
      const { account, viewer } = await member(request);
      return searches.recommendations(account.accountId, resolveLanguage(request), request.countryVersion, viewer);
    },
  );

  api.get(
    '/api/career/saved_searches',
    {
      schema: {
        tags,
        summary: "The member's saved searches",
        description:
          `${MEMBER} ${NO_PARAMETERS} Newest first. \`newResults\` counts positions published since the member last opened the ` +
          `search (up to ${JOB_ACTION_LIMITS.maxNewResults}; \`newResultsCapped\` when there are more).`,
        querystring: memberJobListQuery,
        response: { 200: savedSearchList },
      },
    },
    async (request) => {
      const { account, viewer } = await member(request);
      return searches.list(account.accountId, request.countryVersion, viewer);
    },
  );

  api.post(
    '/api/career/saved_searches',
    {
      schema: {
        tags,
        summary: 'Save a search',
        description:
          `${MEMBER} The filters of the job search as JSON (lists as arrays). The same search saved again → 409; ` +
          `at most ${JOB_ACTION_LIMITS.maxSavedSearches} per member (409). An unknown \`geoCodeId\` → 422.`,
        body: savedSearchBody,
        response: { 201: savedSearch },
      },
    },
    async (request, reply) => {
      const { account, viewer } = await member(request);
      await app.rateLimiter.hit('jobListWritesPerAccount', String(account.accountId));
      const saved = await searches.save(account.accountId, request.body.params, request.countryVersion, viewer);
      return reply.status(201).send(saved);
    },
  );

  api.delete(
    '/api/career/saved_searches/:id',
    {
      schema: {
        tags,
        summary: 'Delete a saved search',
        description: `${MEMBER} 204; another member's or an unknown one → 404.`,
        params: savedSearchIdParams,
      },
    },
    async (request, reply) => {
      const { account } = await member(request);
      await searches.remove(account.accountId, request.params.id);
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/career/saved_searches/:id/seen',
    {
      schema: {
        tags,
        summary: 'Mark a saved search as opened',
        description: `${MEMBER} The web app calls it when the member opens the search: \`newResults\` starts again from 0. 204; another member's → 404.`,
        params: savedSearchIdParams,
      },
    },
    async (request, reply) => {
      const { account } = await member(request);
      await searches.seen(account.accountId, request.params.id);
      return reply.status(204).send();
    },
  );

  api.get(
    '/api/career/trends',
    {
      schema: {
        tags,
        summary: 'Search and job trends of the country version',
        description:
          'Popular searches (last 7 days; the most advertised titles while nobody has searched), searches rising ' +
          'against the 7 days before, employers and job titles with the most new positions in 14 days (members-only ' +
          'positions never name their employer). Up to 10 each; computed every few minutes. No sign-in needed.',
        response: { 200: jobTrends },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return trends.trends(request.countryVersion);
    },
  );
}
