import type { FastifyInstance } from 'fastify';
import { accountUploadRoutes } from './upload/account-upload.routes.ts';
import { cvReviewRoutes } from './review/cv-review.routes.ts';
import {
  generatedProfilePictureRoutes,
  generatedProfileSectionRoutes,
} from './generated-profile/generated-profile-sections.routes.ts';
import { generatedProfileRoutes } from './generated-profile/generated-profile.routes.ts';
import { generatedProfileService } from './generated-profile/generated-profile.service.ts';

/** CV upload, its processing into a generated profile, the profile's twins of the profile calls, and reviews. */
export async function cvRoutes(app: FastifyInstance) {
  const generated = generatedProfileService(app.db, app.fileStore, app.jobQueue);
  await app.register(accountUploadRoutes);
  await app.register(cvReviewRoutes);
  await app.register(generatedProfileRoutes(generated));
  await app.register(generatedProfileSectionRoutes(generated));
  await app.register(generatedProfilePictureRoutes(generated));
}
