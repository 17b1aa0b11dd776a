import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  contactDetailsBody,
  personalInformationBody,
  professionalInformationBody,
  profile,
} from '@laufbahn/contracts/profile';
import { parseLanguage, type Language } from '@laufbahn/i18n/languages';
import { profileService, type ProfileService, type WriteMeta } from './profile.service.ts';

export const tags = ['profile'];

export interface MemberContext {
  profileId: number;
  language: Language;
  meta: WriteMeta;
}

/** The signed-in member (else 401) and their own profile, created on first need. */
export async function memberContext(service: ProfileService, request: FastifyRequest): Promise<MemberContext> {
  const session = await request.requireAccount();
  const meta: WriteMeta = { accountId: session.accountId, actor: request.actor, ip: request.ip };
  return {
    profileId: await service.memberProfileId(session.accountId, meta),
    language: parseLanguage(session.language) ?? request.countryVersion.language,
    meta,
  };
}

/**
 * Validates a body against a schema known only while handling the request, answering a 422 exactly
 * like the route's own schema would.
 */
export function parseBody<T extends z.ZodType>(schema: T, data: unknown, url: string): z.output<T> {
  const result = validatorCompiler({ schema, method: 'PATCH', url, httpPart: 'body' })(data) as {
    value?: z.output<T>;
    error?: unknown[];
  };
  if (result.error) throw Object.assign(new Error('Validation failed'), { validation: result.error });
  return result.value as z.output<T>;
}

/** A route validator that lets the body through for the handler to check with `parseBody`. */
export const passThrough = () => (data: unknown) => ({ value: data });

/** Every profile call needs a signed-in member: a visitor gets 401 before the body is even read. */
export async function requireSignIn(request: FastifyRequest) {
  await request.requireAccount();
}

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
