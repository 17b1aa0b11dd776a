import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { headhunterView } from '@laufbahn/contracts/onboarding';
import { audienceView } from './headhunter-view.ts';
import { privacyService } from './privacy.service.ts';
import { requireSignIn } from '../../plugins/auth.ts';
import { memberContext } from './member-context.ts';
import { profileService } from './profile.service.ts';

/** `GET /api/career/my_profile/headhunter_view`: the wizard's preview and the profile area's "as others see it". */
const tags = ['profile'];

export async function headhunterViewRoutes(app: FastifyInstance) {
  const service = profileService(app.db);
  const privacy = privacyService(app.db);
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireSignIn);

  api.get(
    '/api/career/my_profile/headhunter_view',
    {
      schema: {
        tags,
        summary: 'The member’s profile as a headhunter sees it',
        description:
          'By the account’s `headhunter_visibility`. visible: name ("Vorname Nachname"), picture, city, positions ' +
          'with employers, skills, years of experience (from the earliest position’s start), the first career ' +
          'goal with location names. anonymous: the same without name, picture and the current employer ' +
          '(`currentPosition.companyName` null; past employers stay); no contact data in any case. invisible: ' +
          'only `visibility`, everything else null or empty. 401 without a session.',
        response: { 200: headhunterView },
      },
    },
    async (request, reply) => {
      const member = await memberContext(service, request);
      const [profile, settings] = await Promise.all([
        service.view(member.profileId, member.language),
        privacy.get(member.meta.accountId!),
      ]);
      reply.header('cache-control', 'private, no-store');
      return audienceView(profile, settings.headhunter_visibility);
    },
  );
}
