import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VALIDATION } from '@laufbahn/contracts/errors';
import { picturePatchBody, pictureUploadBody, profilePicture } from '@laufbahn/contracts/profile-picture';
import { AppError } from '../../lib/app-error.ts';
import { PICTURE_IMAGE_PATH } from './profile-picture.repository.ts';
import { profilePictureService, type WriteMeta } from './profile-picture.service.ts';

const PATH = '/api/career/my_profile/profile_picture';

/** 3 MB as base64 is 4 MiB of JSON; a little more for a `data:` prefix, the crop and formatting. */
export const PICTURE_BODY_LIMIT = Math.ceil(4.2 * 1024 * 1024);

/**
 * The contract's picture field without its length cap: the route's body limit bounds the size, and the
 * service answers a picture over 3 MB with 413 (`fields.picture`), as for any other too-large upload.
 */
const picture = z
  .string({ error: (issue) => (issue.input === undefined ? VALIDATION.required : VALIDATION.invalidType) })
  .min(1, VALIDATION.required);
const uploadBody = pictureUploadBody.extend({ picture });
const patchBody = picturePatchBody.extend({ picture: picture.optional() });

const imageQuery = z.object({
  v: z.string().max(40).optional().describe('The version from the picture `url`; changes with every picture or crop.'),
});

const tags = ['profile picture'];
const ERRORS =
  '401 not signed in; 413 larger than 3 MB (`fields.picture`: `validation.imageTooLarge`); 415 not a JPEG, PNG or ' +
  'WebP image by content (`validation.imageInvalid`); 422 invalid body, or the picture or the crop smaller than ' +
  '112×150 pixels (`validation.imageTooSmall` on `picture` or `dimensions`).';
const CROP =
  '`dimensions` is the crop area in permille of the original (percent × 10, 0–1000), after EXIF orientation.';

const meta = (request: FastifyRequest): WriteMeta => ({ ip: request.ip, actor: request.actor });

export async function profilePictureRoutes(app: FastifyInstance) {
  const service = profilePictureService(app.db, app.fileStore);
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Every route here is the signed-in member's own: refuse visitors before reading a large body.
  app.addHook('onRequest', async (request) => {
    await request.requireAccount();
  });

  // A body beyond the route's limit is a picture over 3 MB: answer it like one.
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new AppError('payload_too_large', 'The picture is larger than 3 MB', {
        fields: { picture: [VALIDATION.imageTooLarge] },
      });
    }
    throw error;
  });

  api.get(
    PATH,
    {
      schema: {
        tags,
        summary: 'The profile picture',
        description: `The original (base64, for cropping again), its size and the crop. 404 without a picture. ${CROP}`,
        response: { 200: profilePicture },
      },
    },
    async (request) => service.get((await request.requireAccount()).accountId),
  );

  api.post(
    PATH,
    {
      bodyLimit: PICTURE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Upload a profile picture',
        description:
          'Replaces any previous picture. `picture` is base64 (a `data:image/…;base64,` prefix is allowed) of a ' +
          `JPEG, PNG or WebP of at most 3 MB and at least 112×150 pixels. ${CROP} ${ERRORS}`,
        body: uploadBody,
        response: { 201: profilePicture },
      },
    },
    async (request, reply) => {
      const session = await request.requireAccount();
      return reply.status(201).send(await service.upload(session.accountId, request.body, meta(request)));
    },
  );

  api.patch(
    PATH,
    {
      bodyLimit: PICTURE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Crop the profile picture again, or replace it',
        description: `Without \`picture\`: a new crop of the stored original (404 without a picture). With it: as POST. ${CROP} ${ERRORS}`,
        body: patchBody,
        response: { 200: profilePicture },
      },
    },
    async (request) => service.update((await request.requireAccount()).accountId, request.body, meta(request)),
  );

  api.delete(
    PATH,
    { schema: { tags, summary: 'Remove the profile picture', description: '204; 404 without a picture.' } },
    async (request, reply) => {
      await service.remove((await request.requireAccount()).accountId, meta(request));
      return reply.status(204).send();
    },
  );

  api.get(
    PICTURE_IMAGE_PATH,
    {
      schema: {
        tags,
        summary: 'The cropped profile picture (JPEG)',
        description:
          'At most 600×800 pixels. Cached for good by the browser: the address carries the version (`v`), ' +
          'see the picture `url`. 404 without a picture.',
        querystring: imageQuery,
        produces: ['image/jpeg'],
      },
    },
    async (request, reply) => {
      const bytes = await service.image((await request.requireAccount()).accountId);
      return reply.type('image/jpeg').header('cache-control', 'private, max-age=31536000, immutable').send(bytes);
    },
  );
}
