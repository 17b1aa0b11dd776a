import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  generatedProfile,
  generatedProfileConfirmBody,
  generatedProfileParams,
  generatedProfilePrivacy,
  generatedProfilePrivacyBody,
  generatedProfileStartBody,
  generatedProfileStatus,
} from '@laufbahn/contracts/cv';
import { profile } from '@laufbahn/contracts/profile';
import { parseLanguage } from '@laufbahn/i18n/languages';
import { profileService } from '../../profile/profile.service.ts';
import { cvCaller, OWNERSHIP, requireProof } from '../cv-caller.ts';
import type { GeneratedProfileService } from './generated-profile.service.ts';
import { GENERATED_PROFILES_PATH } from './generated-profile.view.ts';

const PATH = GENERATED_PROFILES_PATH;
const tags = ['cv'];

export function generatedProfileRoutes(service: GeneratedProfileService) {
  return async (app: FastifyInstance) => {
    const profiles = profileService(app.db);
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      PATH,
      {
        schema: {
          tags,
          summary: 'Build a profile from an uploaded CV',
          description:
            '`identifier` is the upload id. Creates the generated profile (status `uploading`) and queues its ' +
            'processing: 201. Once per upload: a second call answers the same profile with 200. ' +
            OWNERSHIP,
          body: generatedProfileStartBody,
          response: { 200: generatedProfile, 201: generatedProfile },
        },
      },
      async (request, reply) => {
        const caller = requireProof(await cvCaller(request));
        const started = await service.start(caller, request.body.identifier, request.countryVersion.code);
        return reply.status(started.created ? 201 : 200).send(started.profile);
      },
    );

    api.get(
      `${PATH}/:id/status`,
      {
        schema: {
          tags,
          summary: 'How far processing has come',
          description:
            'The current status and every stage so far with its start, in order: uploading, scanning, ' +
            'extracting, evaluating_salary, creating_profile, ready — or failed, with `reason` (encrypted, empty, ' +
            `archiveTooLarge, unreadable, noText, tooManyPages, tooComplex). ${OWNERSHIP}`,
          params: generatedProfileParams,
          response: { 200: generatedProfileStatus },
        },
      },
      async (request) => service.status(requireProof(await cvCaller(request)), request.params.id),
    );

    api.get(
      `${PATH}/:id`,
      {
        schema: {
          tags,
          summary: 'The profile generated from a CV',
          description:
            "The member profile's shape plus status, the salary evaluation, languages, extraction confidences " +
            '(per field, and per position for the career level, function and industry) and the review request. ' +
            `\`contactDetails.email\` is the address found in the CV. ${OWNERSHIP}`,
          params: generatedProfileParams,
          response: { 200: generatedProfile },
        },
      },
      async (request) => service.view(requireProof(await cvCaller(request)), request.params.id),
    );

    api.post(
      `${PATH}/:id`,
      {
        schema: {
          tags,
          summary: "Confirm it into the member's own profile",
          description:
            "Signed-in member only (401), the member's own generated profile (404). In one transaction, personal " +
            "information, phone, professional information and all positions replace the member's; its picture " +
            "replaces the member's when it has one. Career goals and visibility stay. 409 unless `ready`, and " +
            "when confirmed already. Answers the member's profile.",
          params: generatedProfileParams,
          body: generatedProfileConfirmBody,
          response: { 200: profile },
        },
      },
      async (request) => {
        const session = await request.requireAccount();
        const memberProfileId = await service.confirm(await cvCaller(request), request.params.id);
        return profiles.view(memberProfileId, parseLanguage(session.language) ?? request.countryVersion.language);
      },
    );

    api.post(
      `${PATH}/:id/privacy`,
      {
        schema: {
          tags,
          summary: 'Make the profile visible, or anonymous',
          description:
            '`make_visible` true sets headhunter, recruiter and partner-network visibility all to `visible`; ' +
            'false all to `anonymous`. For a visitor the choice is kept with the generated profile and applied to ' +
            `the account that claims it at sign-up or sign-in. ${OWNERSHIP}`,
          params: generatedProfileParams,
          body: generatedProfilePrivacyBody,
          response: { 200: generatedProfilePrivacy },
        },
      },
      async (request) => ({
        visibility: await service.choosePrivacy(
          requireProof(await cvCaller(request)),
          request.params.id,
          request.body.make_visible,
        ),
      }),
    );
  };
}
