import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountUploadParams, cvReviewRequest, cvReviewRequestBody } from '@laufbahn/contracts/cv';
import { publicOrigin } from '../../../lib/public-origin.ts';
import { cvCaller } from '../cv-caller.ts';
import { cvReviewService } from './cv-review.service.ts';

const tags = ['cv'];

export async function cvReviewRoutes(app: FastifyInstance) {
  const service = cvReviewService(app.db, app.fileStore, { address: app.config.cvReviewAddress });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/career/account_uploads/:id/topcv_review_requests',
    {
      schema: {
        tags,
        summary: 'Ask the partner service for a free CV review',
        description:
          "Empty body. Signed-in member only (401), the member's own upload (404). Mails the CV to the review " +
          "partner with the member's name and e-mail address, and a confirmation with the due time (48 hours " +
          'later) to the member. 201 with the due time; 409 when a review of this upload was requested already.',
        params: accountUploadParams,
        body: cvReviewRequestBody,
        response: { 201: cvReviewRequest },
      },
    },
    async (request, reply) => {
      const account = await request.requireAccount();
      const profileUrl = `${publicOrigin(request, app.config.env === 'production')}/profile`;
      const review = await service.request(await cvCaller(request), account, request.params.id, profileUrl);
      return reply.status(201).send(review);
    },
  );
}
