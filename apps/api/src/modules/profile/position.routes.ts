import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  convertParams,
  currentPositionBody,
  pastPositionBody,
  positionParams,
  profile,
} from '@laufbahn/contracts/profile';
import { notFound } from '../../lib/app-error.ts';
import { positionService } from './position.service.ts';
import { requireSignIn } from '../../plugins/auth.ts';
import { memberContext } from './member-context.ts';
import { profileService } from './profile.service.ts';

const TAXONOMY_RULE =
  'Career level, function, industry, country and city ids must exist (else 422 `validation.invalidOption`); an empty city is filled from the chosen city.';

/** The member's current and past positions. Every write answers the whole profile. */
const tags = ['profile'];

export async function positionRoutes(app: FastifyInstance) {
  const profiles = profileService(app.db);
  const positions = positionService(app.db);
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireSignIn);

  api.patch(
    '/api/career/my_profile/currentposition',
    {
      schema: {
        tags,
        summary: 'Edit the current position, or start a new one',
        description: `With \`identifier\` equal to the current position's id it edits it (another id: 404). Without \`identifier\` it adds a new current position, and the previous one becomes a past position ending when the new one starts (not before its own start). Only one position is ever current; a concurrent change may answer 409. ${TAXONOMY_RULE}`,
        body: currentPositionBody,
        response: { 200: profile },
      },
    },
    async (request) => {
      const member = await memberContext(profiles, request);
      await positions.saveCurrent(member.profileId, request.body, member.meta);
      return profiles.view(member.profileId, member.language);
    },
  );

  api.post(
    '/api/career/my_profile/pastpositions',
    {
      schema: {
        tags,
        summary: 'Add a past position',
        description: `The end date is required, not in the future and not before the start. ${TAXONOMY_RULE}`,
        body: pastPositionBody,
        response: { 201: profile },
      },
    },
    async (request, reply) => {
      const member = await memberContext(profiles, request);
      await positions.addPast(member.profileId, request.body, member.meta);
      return reply.status(201).send(await profiles.view(member.profileId, member.language));
    },
  );

  api.patch(
    '/api/career/my_profile/pastpositions/:id',
    {
      schema: {
        tags,
        summary: 'Edit a past position',
        description: `Not in the spec's call table for the member's own profile (only for generated profiles), but the profile editor edits past positions in place. \`id\` must be a past position of the member (the current one is edited through \`currentposition\`), else 404. ${TAXONOMY_RULE}`,
        params: positionParams,
        body: pastPositionBody,
        response: { 200: profile },
      },
    },
    async (request) => {
      const member = await memberContext(profiles, request);
      await positions.updatePast(member.profileId, request.params.id, request.body, member.meta);
      return profiles.view(member.profileId, member.language);
    },
  );

  api.delete(
    '/api/career/my_profile/pastpositions/:id',
    {
      schema: {
        tags,
        summary: 'Delete a position',
        description: 'Any position of the member, the current one included; another member’s position is a 404.',
        params: positionParams,
      },
    },
    async (request, reply) => {
      const member = await memberContext(profiles, request);
      await positions.remove(member.profileId, request.params.id, member.meta);
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/career/my_profile/:id/pastpositions/:positionId/convert',
    {
      schema: {
        tags,
        summary: 'Make a past position the current one',
        description:
          '`id` is the member’s profile id and `positionId` one of its past positions (else 404). In one transaction the position becomes current (its end date cleared) and the previous current one becomes past, ending at the later of its own start and the converted position’s start.',
        params: convertParams,
        response: { 200: profile },
      },
    },
    async (request) => {
      const member = await memberContext(profiles, request);
      if (request.params.id !== member.profileId) throw notFound('Profile');
      await positions.convertToCurrent(member.profileId, request.params.positionId, member.meta);
      return profiles.view(member.profileId, member.language);
    },
  );
}
