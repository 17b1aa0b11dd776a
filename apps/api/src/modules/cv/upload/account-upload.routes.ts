import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountUpload, accountUploadFields, accountUploadParams, UPLOAD_TOKEN_HEADER } from '@laufbahn/contracts/cv';
import { passThrough } from '../../../lib/parse-body.ts';
import { accountUploadService } from './account-upload.service.ts';
import { cvCaller, OWNERSHIP, requireProof, requireUploader } from '../cv-caller.ts';
import { FILE_FIELD, readUploadBody } from './upload-body.ts';

const tags = ['cv'];

/** What the OpenAPI page shows of the multipart body; the handler reads the parts itself. */
const uploadBodyDocumentation = accountUploadFields.extend({
  [FILE_FIELD]: z.string().meta({ format: 'binary', description: 'The CV: PDF, DOCX or DOC, at most 3 MB.' }),
});

export async function accountUploadRoutes(app: FastifyInstance) {
  // Multipart only here: every other route keeps answering 415 to it.
  await app.register(multipart);
  const service = accountUploadService(app.db, app.fileStore);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/career/account_uploads',
    {
      schema: {
        tags,
        summary: 'Upload a CV',
        description:
          'multipart/form-data with `upload_type_id` (1: CV), an optional `description` (≤ 1,000 characters) and ' +
          'one file `upload_file`. A member or a visitor with the `lb_guest` cookie (else 401). The type is ' +
          'decided by content: PDF, DOCX or DOC. 413 over 3 MB (`cv.problem.fileTooLarge`, refused while ' +
          'streaming); 415 anything else (`cv.problem.invalidFileFormat`); 422 encrypted, empty, over-expanding ' +
          'or unreadable documents (`cv.problem.*` on `upload_file`), a missing or second file, unknown fields, ' +
          'a wrong `upload_type_id`; 429 past 20 uploads an hour per member or visitor. The answer holds the ' +
          "upload's secret `token` — the only time it is shown.",
        consumes: ['multipart/form-data'],
        body: uploadBodyDocumentation,
        response: { 201: accountUpload },
      },
      validatorCompiler: passThrough,
    },
    async (request, reply) => {
      const caller = requireUploader(await cvCaller(request));
      const owner = caller.accountId !== null ? `account:${caller.accountId}` : `guest:${caller.guestId}`;
      await app.rateLimiter.hit('cvUploadPerOwner', owner);
      await app.rateLimiter.hit('cvUploadPerIp', request.ip);
      const received = await readUploadBody(request);
      return reply.status(201).send(await service.create(caller, received));
    },
  );

  api.get(
    '/api/career/account_uploads/:id',
    {
      schema: {
        tags,
        summary: 'An uploaded CV',
        description: `\`token\` is the one the caller sent in \`${UPLOAD_TOKEN_HEADER}\`, else empty (only its hash is stored). ${OWNERSHIP}`,
        params: accountUploadParams,
        response: { 200: accountUpload },
      },
    },
    async (request) => service.get(requireProof(await cvCaller(request)), request.params.id),
  );

  api.delete(
    '/api/career/account_uploads/:id',
    {
      schema: {
        tags,
        summary: 'Delete an uploaded CV',
        description: `204. The file, the row and the profile generated from it go; a confirmed profile's content stays in the member's own profile. ${OWNERSHIP}`,
        params: accountUploadParams,
      },
    },
    async (request, reply) => {
      await service.remove(requireProof(await cvCaller(request)), request.params.id);
      return reply.status(204).send();
    },
  );
}
