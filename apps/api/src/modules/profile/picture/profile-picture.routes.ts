import type { FastifyInstance } from 'fastify';
import { writeMeta } from '../../../lib/request-meta.ts';
import { profileRepository } from '../profile.repository.ts';
import { pictureRoutes } from './picture-endpoints.ts';
import { PICTURE_IMAGE_PATH, profilePictureRepository } from './profile-picture.repository.ts';

/** The signed-in member's own picture. */
export const profilePictureRoutes = (app: FastifyInstance) =>
  pictureRoutes({
    path: PICTURE_IMAGE_PATH.replace(/\/image$/, ''),
    tags: ['profile picture'],
    who: '401 not signed in.',
    // Every route here is the signed-in member's own: refuse visitors before reading a large body.
    authorise: async (request) => {
      await request.requireAccount();
    },
    async target(request, purpose) {
      const { accountId } = await request.requireAccount();
      const profileId =
        purpose === 'write'
          ? (await profileRepository(app.db).ensureMemberProfile(accountId)).id
          : await profilePictureRepository(app.db).memberProfileId(accountId);
      return profileId === undefined ? undefined : { profileId, meta: writeMeta(request, accountId) };
    },
    imagePath: () => PICTURE_IMAGE_PATH,
  })(app);
