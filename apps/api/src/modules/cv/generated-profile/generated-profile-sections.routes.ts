import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { generatedProfile, generatedProfileParams, UPLOAD_TOKEN_HEADER } from '@laufbahn/contracts/cv';
import { databaseId } from '@laufbahn/contracts/fields';
import {
  contactDetailsBody,
  convertParams,
  currentPositionBody,
  pastPositionBody,
  personalInformationBody,
  professionalInformationBody,
} from '@laufbahn/contracts/profile';
import { pictureRoutes } from '../../profile/picture/picture-endpoints.ts';
import { positionRepository } from '../../profile/position.repository.ts';
import { positionService, type PositionService } from '../../profile/position.service.ts';
import { notFound } from '../../../lib/app-error.ts';
import { generatedProfileRepository, type GeneratedProfileRepository } from './generated-profile.repository.ts';
import { parseBody, passThrough } from '../../../lib/parse-body.ts';
import type { WriteMeta } from '../../../lib/request-meta.ts';
import { profileService } from '../../profile/profile.service.ts';
import { cvCaller, OWNERSHIP, requireProof, type CvCaller } from '../cv-caller.ts';
import type { GeneratedProfileService } from './generated-profile.service.ts';
import { GENERATED_PROFILES_PATH, generatedPictureImagePath } from './generated-profile.view.ts';

const PATH = `${GENERATED_PROFILES_PATH}/:id`;
const tags = ['cv: generated profile'];
const RULES =
  "The same rules as the member's own profile call. 409 while the profile is still being processed, after it " +
  `failed, and once it has been confirmed. Answers the generated profile. ${OWNERSHIP}`;

/**
 * The generated-profile twins of the profile calls: the member profile's services, given the generated
 * profile's id once the caller has proven it theirs.
 */
export function generatedProfileSectionRoutes(service: GeneratedProfileService) {
  return async (app: FastifyInstance) => {
    const profiles = profileService(app.db);
    const positions = positionService(app.db);
    const generated = generatedProfileRepository(app.db);
    // Saving a position is the member's answer to whatever it was marked to check: the save and the end of
    // its marks commit together, or neither does.
    const savingPosition = <T>(
      work: (positions: PositionService, generated: GeneratedProfileRepository) => Promise<T>,
    ) => app.db.transaction((tx) => work(positionService(tx), generatedProfileRepository(tx)));
    const api = app.withTypeProvider<ZodTypeProvider>();
    const editors = new WeakMap<FastifyRequest, WriteMeta>();

    // No proof at all is a 401 before the body is even read, as for the member's own profile calls.
    app.addHook('onRequest', async (request) => {
      requireProof(await cvCaller(request));
    });
    // Ownership and state before the body is validated: another member's profile is a 404 whatever the body.
    app.addHook('preValidation', async (request) => {
      const caller = requireProof(await cvCaller(request));
      const id = databaseId.safeParse((request.params as { id?: unknown }).id);
      if (!id.success) return;
      await service.editable(caller, id.data);
      editors.set(request, caller.meta);
    });
    const metaOf = (request: FastifyRequest) => editors.get(request)!;

    api.patch(
      `${PATH}/personalinformation`,
      {
        schema: {
          tags,
          summary: 'Change personal information',
          description: RULES,
          params: generatedProfileParams,
          body: personalInformationBody,
          response: { 200: generatedProfile },
        },
      },
      async (request) => {
        await profiles.updatePersonalInformation(request.params.id, request.body, metaOf(request));
        return service.viewById(request.params.id);
      },
    );

    api.patch(
      `${PATH}/contactdetails`,
      {
        schema: {
          tags,
          summary: 'Change the phone number',
          description: `International, or national in the profile's country (else the country version's); stored as E.164. ${RULES}`,
          params: generatedProfileParams,
          body: contactDetailsBody(),
          response: { 200: generatedProfile },
        },
        // Which national numbers are valid depends on the profile's country: the handler validates the body.
        validatorCompiler: (route) =>
          route.httpPart === 'body'
            ? passThrough()
            : // Cast: Fastify's route schema type is wider than the zod compiler's, which gets only zod schemas here.
              validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]),
      },
      async (request) => {
        const id = request.params.id;
        const country = await profiles.phoneCountry(id, request.countryVersion.countryId);
        const body = parseBody(contactDetailsBody(country), request.body, request.url);
        await profiles.updateContactDetails(id, body, country, metaOf(request));
        return service.viewById(id);
      },
    );

    api.patch(
      `${PATH}/professionalinformation`,
      {
        schema: {
          tags,
          summary: 'Change professional information',
          description: RULES,
          params: generatedProfileParams,
          body: professionalInformationBody,
          response: { 200: generatedProfile },
        },
      },
      async (request) => {
        await profiles.updateProfessionalInformation(request.params.id, request.body, metaOf(request));
        return service.viewById(request.params.id);
      },
    );

    api.patch(
      `${PATH}/currentposition`,
      {
        schema: {
          tags,
          summary: 'Edit the current position, or start a new one',
          description: `With the current position's \`identifier\` it edits it; without, it adds a new current position and the previous one becomes past. ${RULES}`,
          params: generatedProfileParams,
          body: currentPositionBody,
          response: { 200: generatedProfile },
        },
      },
      async (request) => {
        await savingPosition(async (positions, generated) => {
          const positionId = await positions.saveCurrent(request.params.id, request.body, metaOf(request));
          if (request.body.identifier !== undefined) await generated.clearPositionChecks(request.params.id, positionId);
        });
        return service.viewById(request.params.id);
      },
    );

    api.post(
      `${PATH}/pastpositions`,
      {
        schema: {
          tags,
          summary: 'Add a past position',
          description: RULES,
          params: generatedProfileParams,
          body: pastPositionBody,
          response: { 201: generatedProfile },
        },
      },
      async (request, reply) => {
        await positions.addPast(request.params.id, request.body, metaOf(request));
        return reply.status(201).send(await service.viewById(request.params.id));
      },
    );

    api.patch(
      `${PATH}/pastpositions/:positionId`,
      {
        schema: {
          tags,
          summary: 'Edit a past position',
          description: `\`positionId\` must be a past position of this profile (404). ${RULES}`,
          params: convertParams,
          body: pastPositionBody,
          response: { 200: generatedProfile },
        },
      },
      async (request) => {
        const { id, positionId } = request.params;
        await savingPosition(async (positions, generated) => {
          await positions.updatePast(id, positionId, request.body, metaOf(request));
          await generated.clearPositionChecks(id, positionId);
        });
        return service.viewById(request.params.id);
      },
    );

    api.delete(
      `${PATH}/pastpositions/:positionId`,
      {
        schema: {
          tags,
          summary: 'Delete a position',
          description: `Any position of this profile, the current one included (else 404). ${RULES}`,
          params: convertParams,
          response: { 200: generatedProfile },
        },
      },
      async (request) => {
        await positions.remove(request.params.id, request.params.positionId, metaOf(request));
        return service.viewById(request.params.id);
      },
    );

    api.post(
      `${PATH}/pastpositions/:positionId/convert`,
      {
        schema: {
          tags,
          summary: 'Make a past position the current one',
          description: `The previous current position becomes past, ending when the converted one starts. ${RULES}`,
          params: convertParams,
          response: { 200: generatedProfile },
        },
      },
      async (request) => {
        const { id, positionId } = request.params;
        await savingPosition(async (positions, generated) => {
          await positions.convertToCurrent(id, positionId, metaOf(request));
          await generated.clearPositionChecks(id, positionId);
        });
        return service.viewById(request.params.id);
      },
    );

    api.delete(
      `${PATH}/positions/:positionId/checks`,
      {
        schema: {
          tags,
          summary: "Confirm a position's marked fields as they are",
          description:
            'The member has looked at the fields `positionChecks` marks on this position and keeps them: the marks go ' +
            `(a role kept without an end date stays so). \`positionId\` must be a position of this profile (404). ${RULES}`,
          params: convertParams,
          response: { 200: generatedProfile },
        },
      },
      async (request) => {
        const { id, positionId } = request.params;
        if (!(await positionRepository(app.db).byId(id, positionId))) throw notFound('Position');
        await generated.clearPositionChecks(id, positionId);
        return service.viewById(id);
      },
    );
  };
}

/**
 * The caller of a picture route. The image route also takes the upload token as `?token=`: an `<img>` cannot
 * send a header, and the guest cookie travels with it anyway.
 */
function pictureCaller(request: FastifyRequest): Promise<CvCaller> {
  const token = (request.query as { token?: unknown } | undefined)?.token;
  const isImage = request.url.split('?')[0]!.endsWith('/image');
  return cvCaller(request, isImage && typeof token === 'string' ? token : undefined);
}

/** The generated profile's picture: the member picture's routes, keyed by the generated profile. */
export function generatedProfilePictureRoutes(service: GeneratedProfileService) {
  return pictureRoutes({
    path: `${PATH}/generated_profile_picture`,
    params: generatedProfileParams,
    tags,
    who: `${OWNERSHIP} Changes answer 409 unless the profile is ready and not yet confirmed.`,
    authorise: async (request) => {
      requireProof(await pictureCaller(request));
    },
    async target(request, purpose) {
      const caller = await pictureCaller(request);
      const id = generatedProfileParams.parse(request.params).id;
      if (purpose === 'write') await service.editable(caller, id);
      else await service.owned(caller, id);
      return { profileId: id, meta: caller.meta };
    },
    imagePath: generatedPictureImagePath,
    imageQuery: z.object({
      v: z.string().max(40).optional().describe('The version from the picture `url`.'),
      token: z
        .string()
        .max(100)
        .optional()
        .describe(`A visitor's upload token, as \`${UPLOAD_TOKEN_HEADER}\` would carry it.`),
    }),
  });
}
