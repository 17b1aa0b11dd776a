import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PROFILE_VIEWS_KEPT_MONTHS, profileViews } from '@laufbahn/contracts/network';
import { writeMeta } from '../../lib/request-meta.ts';
import { requireSignIn } from '../../plugins/auth.ts';
import { profileService } from '../profile/profile.service.ts';
import { profileViewRepository } from './profile-view.repository.ts';

const tags = ['network'];

/** The member's side of the recruiter site: who looked at the profile. */
export async function networkRoutes(app: FastifyInstance) {
  const profiles = profileService(app.db);
  const views = profileViewRepository(app.db);
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireSignIn);

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
}
