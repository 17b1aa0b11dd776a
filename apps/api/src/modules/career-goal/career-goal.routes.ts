import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CAREER_GOAL_LIMITS,
  careerStep,
  careerStepBody,
  careerStepParams,
  careerStepPatchBody,
} from '@laufbahn/contracts/career-goal';
import { resolveLanguage } from '../../lib/language.ts';
import { writeMeta } from '../../lib/request-meta.ts';
import { careerGoalService } from './career-goal.service.ts';

const PATH = '/api/career/next_career_steps';
const tags = ['career goals'];

const RULES =
  `Ids must exist (career levels, functions, industries, cities by \`geoCodeId\`), else 422 \`validation.invalidOption\` ` +
  `on \`careerLevelIds\`, \`functionIds\`, \`industryIds\` or \`locations\`. At most ${CAREER_GOAL_LIMITS.maxChoices} ` +
  `ids per list and ${CAREER_GOAL_LIMITS.maxLocations} locations (radius 0–${CAREER_GOAL_LIMITS.maxRadiusKm} km), ` +
  `no duplicates. \`targetSalary\` is yearly in the country version's currency, which the goal keeps from its creation.`;

export async function careerGoalRoutes(app: FastifyInstance) {
  const service = careerGoalService(app.db);
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Every route here is the signed-in member's own: 401 before anything else.
  app.addHook('onRequest', async (request) => {
    await request.requireAccount();
  });

  api.get(
    PATH,
    {
      schema: {
        tags,
        summary: "The member's career goals",
        description: 'Oldest first; locations in the order the member gave them, with the city name.',
        response: { 200: z.array(careerStep) },
      },
    },
    async (request) => service.list((await request.requireAccount()).accountId, resolveLanguage(request)),
  );

  api.post(
    PATH,
    {
      schema: {
        tags,
        summary: 'Add a career goal',
        description: `409 when the member has ${CAREER_GOAL_LIMITS.maxGoals} goals already. ${RULES}`,
        body: careerStepBody,
        response: { 201: careerStep },
      },
    },
    async (request, reply) => {
      const session = await request.requireAccount();
      const goal = await service.create(
        session.accountId,
        request.body,
        request.countryVersion.currency,
        writeMeta(request, session.accountId),
        resolveLanguage(request),
      );
      return reply.status(201).send(goal);
    },
  );

  api.patch(
    `${PATH}/:careerId`,
    {
      schema: {
        tags,
        summary: 'Change a career goal',
        description:
          'Replaces every field (omitted optional fields take their defaults). `id`, when sent, must be `careerId` ' +
          `(else 422 on \`id\`). Another member's goal: 404. ${RULES}`,
        params: careerStepParams,
        body: careerStepPatchBody,
        response: { 200: careerStep },
      },
    },
    async (request) => {
      const { accountId } = await request.requireAccount();
      const meta = writeMeta(request, accountId);
      return service.update(accountId, request.params.careerId, request.body, meta, resolveLanguage(request));
    },
  );

  api.delete(
    `${PATH}/:careerId`,
    {
      schema: {
        tags,
        summary: 'Remove a career goal',
        description: "Not in the spec's call table; the profile editor needs it. 204; another member's goal: 404.",
        params: careerStepParams,
      },
    },
    async (request, reply) => {
      const { accountId } = await request.requireAccount();
      await service.remove(accountId, request.params.careerId, writeMeta(request, accountId));
      return reply.status(204).send();
    },
  );
}
