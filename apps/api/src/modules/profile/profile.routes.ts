import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactDetailsBody,
  personalInformationBody,
  professionalInformationBody,
  profile,
} from '@laufbahn/contracts/profile';
import { parseBody, passThrough } from '../../lib/parse-body.ts';
import { requireSignIn } from '../../plugins/auth.ts';
import { memberContext } from './member-context.ts';
import { profileService } from './profile.service.ts';

const tags = ['profile'];

/** `GET /api/career/my_profile` and its sections; positions are in position.routes.ts. */
export async function profileRoutes(app: FastifyInstance) {
  const service = profileService(app.db);
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireSignIn);

  api.get(
    '/api/career/my_profile',
    { schema: { tags, summary: 'The member’s own profile', response: { 200: profile } } },
    async (request) => {
      const member = await memberContext(service, request);
      return service.view(member.profileId, member.language);
    },
  );

  api.patch(
    '/api/career/my_profile/personalinformation',
    {
      schema: {
        tags,
        summary: 'Change personal information',
        description:
          'Country and city must exist and the city must lie in the country; an empty city is filled from the chosen city. Answers the whole profile.',
        body: personalInformationBody,
        response: { 200: profile },
      },
    },
    async (request) => {
      const member = await memberContext(service, request);
      await service.updatePersonalInformation(member.profileId, request.body, member.meta);
      return service.view(member.profileId, member.language);
    },
  );

  api.patch(
    '/api/career/my_profile/contactdetails',
    {
      schema: {
        tags,
        summary: 'Change the phone number',
        description:
          'International (+49 …) or national in the profile’s country, else the country version’s. Stored and answered as E.164. Answers the whole profile.',
        body: contactDetailsBody(),
        response: { 200: profile },
      },
      // Which national numbers are valid depends on the profile's country: the handler validates.
      validatorCompiler: passThrough,
    },
    async (request) => {
      const member = await memberContext(service, request);
      const country = await service.phoneCountry(member.profileId, request.countryVersion.countryId);
      const body = parseBody(contactDetailsBody(country), request.body, request.url);
      await service.updateContactDetails(member.profileId, body, country, member.meta);
      return service.view(member.profileId, member.language);
    },
  );

  api.patch(
    '/api/career/my_profile/professionalinformation',
    {
      schema: {
        tags,
        summary: 'Change professional information',
        description: 'Salary range and leadership experience ids must exist. Answers the whole profile.',
        body: professionalInformationBody,
        response: { 200: profile },
      },
    },
    async (request) => {
      const member = await memberContext(service, request);
      await service.updateProfessionalInformation(member.profileId, request.body, member.meta);
      return service.view(member.profileId, member.language);
    },
  );
}
