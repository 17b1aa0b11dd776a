import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VALIDATION } from '@laufbahn/contracts/errors';
import { picturePatchBody, pictureUploadBody, profilePicture } from '@laufbahn/contracts/profile-picture';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { WriteMeta } from '../../../lib/request-meta.ts';
import { profilePictureService } from './profile-picture.service.ts';

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

const ERRORS =
  '413 larger than 3 MB (`fields.picture`: `validation.imageTooLarge`); 415 not a JPEG, PNG or ' +
  'WebP image by content (`validation.imageInvalid`); 422 invalid body, or the picture or the crop smaller than ' +
  '112×150 pixels (`validation.imageTooSmall` on `picture` or `dimensions`).';
const CROP =
  '`dimensions` is the crop area in permille of the original (percent × 10, 0–1000), after EXIF orientation.';

/** Whose picture a request is about, resolved and checked by the routes' owner. */
export interface PictureTarget {
  profileId: number;
  meta: WriteMeta;
}

export interface PictureRoutesOptions {
  /** The picture's path; the cropped image is served at `${path}/image`. */
  path: string;
  /** Path parameters of `path`, if any. */
  params?: z.ZodObject;
  tags: string[];
  /** Who may call: runs on every request before the body is read (a 401 comes first). */
  authorise(request: FastifyRequest): Promise<void>;
  /**
   * The profile the request is about: `write` for uploads (the profile is created or checked for editing),
   * `read` otherwise (undefined when there is nothing to read: 404).
   */
  target(request: FastifyRequest, purpose: 'read' | 'write'): Promise<PictureTarget | undefined>;
  /** The image address of a profile. */
  imagePath(profileId: number): string;
  /** Extra description of the image route (how a visitor's browser proves ownership, for instance). */
  imageQuery?: z.ZodObject;
  who: string;
}

/**
 * GET, POST, PATCH and DELETE of a profile picture and its cropped image: one implementation for the member's
 * own profile and for profiles generated from a CV.
 */
export function pictureRoutes(options: PictureRoutesOptions) {
  return async (app: FastifyInstance) => {
    const service = profilePictureService(app.db, app.fileStore, options.imagePath);
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { path, tags } = options;
    // Only where the path has parameters: an undefined schema makes Fastify warn.
    const params = options.params ? { params: options.params } : {};
    const errors = `${options.who} ${ERRORS}`;

    app.addHook('onRequest', options.authorise);

    // A body beyond the route's limit is a picture over 3 MB: answer it like one.
    app.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw new AppError('payload_too_large', 'The picture is larger than 3 MB', {
          fields: { picture: [VALIDATION.imageTooLarge] },
        });
      }
      throw error;
    });

    const existing = async (request: FastifyRequest) => {
      const target = await options.target(request, 'read');
      if (!target) throw notFound('Profile picture');
      return target;
    };
    const writable = async (request: FastifyRequest) => (await options.target(request, 'write'))!;

    api.get(
      path,
      {
        schema: {
          tags,
          summary: 'The profile picture',
          description: `The original (base64, for cropping again), its size and the crop. 404 without a picture. ${CROP} ${options.who}`,
          ...params,
          response: { 200: profilePicture },
        },
      },
      async (request) => service.get((await existing(request)).profileId),
    );

    api.post(
      path,
      {
        bodyLimit: PICTURE_BODY_LIMIT,
        schema: {
          tags,
          summary: 'Upload a profile picture',
          description:
            'Replaces any previous picture. `picture` is base64 (a `data:image/…;base64,` prefix is allowed) of a ' +
            `JPEG, PNG or WebP of at most 3 MB and at least 112×150 pixels. ${CROP} ${errors}`,
          ...params,
          body: uploadBody,
          response: { 201: profilePicture },
        },
      },
      async (request, reply) => {
        const target = await writable(request);
        return reply.status(201).send(await service.upload(target.profileId, request.body, target.meta));
      },
    );

    api.patch(
      path,
      {
        bodyLimit: PICTURE_BODY_LIMIT,
        schema: {
          tags,
          summary: 'Crop the profile picture again, or replace it',
          description: `Without \`picture\`: a new crop of the stored original (404 without a picture). With it: as POST. ${CROP} ${errors}`,
          ...params,
          body: patchBody,
          response: { 200: profilePicture },
        },
      },
      async (request) => {
        const target = await writable(request);
        return service.update(target.profileId, request.body, target.meta);
      },
    );

    api.delete(
      path,
      {
        schema: {
          tags,
          summary: 'Remove the profile picture',
          description: `204; 404 without a picture. ${options.who}`,
          ...params,
        },
      },
      async (request, reply) => {
        const target = await writable(request);
        await service.remove(target.profileId, target.meta);
        return reply.status(204).send();
      },
    );

    api.get(
      `${path}/image`,
      {
        schema: {
          tags,
          summary: 'The cropped profile picture (JPEG)',
          description:
            'At most 600×800 pixels. Cached for good by the browser: the address carries the version (`v`), ' +
            `see the picture \`url\`. 404 without a picture. ${options.who}`,
          ...params,
          querystring: options.imageQuery ?? imageQuery,
          produces: ['image/jpeg'],
        },
      },
      async (request, reply) => {
        const bytes = await service.image((await existing(request)).profileId);
        return reply.type('image/jpeg').header('cache-control', 'private, max-age=31536000, immutable').send(bytes);
      },
    );
  };
}
