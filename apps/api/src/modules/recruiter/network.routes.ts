import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactRequestParams,
  declineBody,
  employerBlockParams,
  employerBlocks,
  organisationSearchQuery,
  organisationSearchResult,
  receivedContactRequest,
  receivedContactRequests,
  recruiterNetwork,
} from '@laufbahn/contracts/contact-requests';
import { PROFILE_VIEWS_KEPT_MONTHS, profileViews } from '@laufbahn/contracts/network';
import { profiles as profilesTable } from '../../db/schema/profiles.ts';
import { notFound } from '../../lib/app-error.ts';
import { resolveLanguage } from '../../lib/language.ts';
import { writeMeta } from '../../lib/request-meta.ts';
import { requireSignIn } from '../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.repository.ts';
import { profileService } from '../profile/profile.service.ts';
import { contactLinks } from './contact-links.ts';
import { contactRequestService } from './contact-request.service.ts';
import { employerBlockRepository } from './employer-block.repository.ts';
import { profileViewRepository } from './profile-view.repository.ts';

const tags = ['network'];

/**
 * The member's side of the recruiter site: who looked at the profile, contact requests and their answers, "my
 * recruiter network", and the employers the member blocks.
 */
export async function networkRoutes(app: FastifyInstance) {
  const profiles = profileService(app.db);
  const views = profileViewRepository(app.db);
  const contacts = contactRequestService(app.db, app.rateLimiter);
  const blocks = employerBlockRepository(app.db);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const production = app.config.env === 'production';
  app.addHook('onRequest', requireSignIn);

  /**
   * The signed-in member's account and member profile (none yet: undefined — nothing is created here, so that a
   * refused request writes nothing); every answer here is theirs alone and never cached.
   */
  async function member(request: FastifyRequest, reply: { header(name: string, value: string): unknown }) {
    const session = await request.requireAccount();
    reply.header('cache-control', 'private, no-store');
    const [own] = await app.db
      .select({ id: profilesTable.id })
      .from(profilesTable)
      .where(and(eq(profilesTable.accountId, session.accountId), eq(profilesTable.kind, 'member')));
    return { accountId: session.accountId, profileId: own?.id, meta: writeMeta(request, session.accountId) };
  }

  /** The member's own profile for a request naming one of their contact requests: 404 without a profile. */
  async function memberWithProfile(request: FastifyRequest, reply: { header(name: string, value: string): unknown }) {
    const found = await member(request, reply);
    if (found.profileId === undefined) throw notFound('Contact request');
    return { ...found, profileId: found.profileId };
  }

  api.get(
    '/api/career/profile_views',
    {
      schema: {
        tags,
        summary: 'Recruiters on my profile',
        description: `Which recruiter of which organisation opened the member's profile, newest first, once a day each; kept ${PROFILE_VIEWS_KEPT_MONTHS} months.`,
        response: { 200: profileViews },
      },
    },
    async (request, reply) => {
      const session = await request.requireAccount();
      const profileId = await profiles.memberProfileId(session.accountId, writeMeta(request, session.accountId));
      reply.header('cache-control', 'private, no-store');
      return { views: await views.forProfile(profileId), keptMonths: PROFILE_VIEWS_KEPT_MONTHS };
    },
  );

  api.get(
    '/api/career/contact_requests',
    {
      schema: {
        tags,
        summary: 'Contact requests the member received',
        description:
          'Newest first, answered ones too, each with its sender and whether the member blocks its organisation.',
        response: { 200: receivedContactRequests },
      },
    },
    async (request, reply) => {
      const { accountId, profileId } = await member(request, reply);
      return { requests: profileId === undefined ? [] : await contacts.received(profileId, accountId) };
    },
  );

  api.post(
    '/api/career/contact_requests/:id/accept',
    {
      schema: {
        tags,
        summary: 'Accept a contact request',
        description:
          'The recruiter joins "my recruiter network" and sees the member’s name, employer and contact details; the ' +
          'recruiter is mailed. 404 for another member’s request, 409 when it was answered already or its ' +
          'organisation is blocked.',
        params: contactRequestParams,
        response: { 200: receivedContactRequest },
      },
    },
    async (request, reply) => {
      const { accountId, profileId, meta } = await memberWithProfile(request, reply);
      await app.rateLimiter.hit('recruiterContactWritesPerAccount', String(accountId));
      return contacts.accept(
        profileId,
        accountId,
        request.params.id,
        contactLinks(request, production),
        meta,
        resolveLanguage(request),
      );
    },
  );

  api.post(
    '/api/career/contact_requests/:id/decline',
    {
      schema: {
        tags,
        summary: 'Decline a contact request with a reason',
        description:
          'The recruiter is mailed the reason (never the member’s identity). With `blockOrganisation` the member ' +
          'also blocks the sender’s organisation. 404 for another member’s request, 409 when answered already.',
        params: contactRequestParams,
        body: declineBody,
        response: { 200: receivedContactRequest },
      },
    },
    async (request, reply) => {
      const { accountId, profileId, meta } = await memberWithProfile(request, reply);
      await app.rateLimiter.hit('recruiterContactWritesPerAccount', String(accountId));
      return contacts.decline(
        profileId,
        accountId,
        request.params.id,
        request.body,
        contactLinks(request, production),
        meta,
      );
    },
  );

  api.get(
    '/api/career/recruiter_network',
    {
      schema: {
        tags,
        summary: 'My recruiter network',
        description: 'Recruiters whose contact request the member accepted, with their e-mail address.',
        response: { 200: recruiterNetwork },
      },
    },
    async (request, reply) => {
      const { profileId } = await member(request, reply);
      return profileId === undefined ? { contacts: [] } : contacts.network(profileId);
    },
  );

  api.get(
    '/api/career/employer_blocks',
    {
      schema: {
        tags,
        summary: 'The employers the member blocks',
        description:
          'Blocked organisations (their recruiters neither find nor reach the member) and, proposed first, ' +
          'organisations whose name resembles the member’s current employer.',
        response: { 200: employerBlocks },
      },
    },
    async (request, reply) => {
      const { accountId, profileId } = await member(request, reply);
      const profile = profileId === undefined ? undefined : await profiles.view(profileId, resolveLanguage(request));
      const employer = profile?.currentPosition?.companyName;
      const [blocked, suggested] = await Promise.all([
        blocks.blocked(accountId),
        employer ? blocks.resembling(accountId, employer) : Promise.resolve([]),
      ]);
      return { blocked, suggested };
    },
  );

  api.get(
    '/api/career/employer_blocks/organisations',
    {
      schema: {
        tags,
        summary: 'Find an organisation to block',
        description: 'Verified organisations of the recruiter site by name (at least two characters).',
        querystring: organisationSearchQuery,
        response: { 200: organisationSearchResult },
      },
    },
    async (request, reply) => {
      await member(request, reply);
      return { organisations: await blocks.search(request.query.q) };
    },
  );

  api.put(
    '/api/career/employer_blocks/:organisationId',
    {
      schema: {
        tags,
        summary: 'Block an organisation',
        description: 'Its recruiters no longer find the member, and requests to the member answer 404. Idempotent.',
        params: employerBlockParams,
      },
    },
    async (request, reply) => {
      const { accountId, meta } = await member(request, reply);
      await app.rateLimiter.hit('recruiterContactWritesPerAccount', String(accountId));
      if (!(await blocks.organisationExists(request.params.organisationId))) throw notFound('Organisation');
      await blocks.block(accountId, request.params.organisationId);
      await recordAudit(app.db, {
        accountId,
        actor: meta.actor,
        action: 'employer.blocked',
        ip: meta.ip,
        details: { organisationId: request.params.organisationId },
      });
      return reply.code(204).send();
    },
  );

  api.delete(
    '/api/career/employer_blocks/:organisationId',
    {
      schema: {
        tags,
        summary: 'Unblock an organisation',
        description: '404 when the member does not block it.',
        params: employerBlockParams,
      },
    },
    async (request, reply) => {
      const { accountId } = await member(request, reply);
      await app.rateLimiter.hit('recruiterContactWritesPerAccount', String(accountId));
      if (!(await blocks.unblock(accountId, request.params.organisationId))) throw notFound('Employer block');
      return reply.code(204).send();
    },
  );
}
