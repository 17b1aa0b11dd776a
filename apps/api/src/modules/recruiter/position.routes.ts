import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  applicationParams,
  applicationStatusBody,
  confirmOpenBody,
  positionApplications,
  positionBody,
  positionParams,
  receivedApplication,
  recruiterPosition,
  recruiterPositions,
} from '@laufbahn/contracts/recruiter-positions';
import { applicationService } from './application.service.ts';
import { MEMBER_APPLICATIONS_PATH, memberPageLink } from './contact-links.ts';
import { positionService } from './position.service.ts';
import { recruiterCaller } from './recruiter-session.ts';

const tags = ['recruiter'];

const CV_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};

/**
 * The organisation's positions and the applications to them (docs/decisions/0054-recruiter-positions.md,
 * 0055-application-status.md). Only recruiters of a verified organisation; another organisation's position or
 * application answers 404.
 */
export async function positionRoutes(app: FastifyInstance) {
  const positions = positionService(app.database, app.jobSearch);
  const applications = applicationService(app.database, positions, app.fileStore);
  const caller = recruiterCaller(app.db);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const production = app.config.env === 'production';

  api.get(
    '/api/recruiter/positions',
    {
      schema: {
        tags,
        summary: 'The organisation’s positions',
        description: 'Open ones first, newest first, with their applications counted (and those still unanswered).',
        response: { 200: recruiterPositions },
      },
    },
    async (request, reply) => {
      const recruiter = await caller.requireVerified(request);
      reply.header('cache-control', 'private, no-store');
      return positions.list(recruiter);
    },
  );

  api.post(
    '/api/recruiter/positions',
    {
      schema: {
        tags,
        summary: 'Publish a position',
        description:
          'In the members’ job search at once, for 90 days unless closed earlier. The pay range is required; a ' +
          'headhunter names the client (`companyName`) and may mark a mandate, exclusive or not; an employer ' +
          'publishes under its own name (422 for `companyName`, `mandate` or `exclusiveMandate`).',
        body: positionBody,
        response: { 201: recruiterPosition },
      },
    },
    async (request, reply) => {
      const recruiter = await caller.requireVerified(request);
      const position = await positions.publish(recruiter, request.body);
      return reply.code(201).header('cache-control', 'private, no-store').send(position);
    },
  );

  api.get(
    '/api/recruiter/positions/:id',
    {
      schema: {
        tags,
        summary: 'One of the organisation’s positions',
        params: positionParams,
        response: { 200: recruiterPosition },
      },
    },
    async (request, reply) => {
      const recruiter = await caller.requireVerified(request);
      reply.header('cache-control', 'private, no-store');
      return positions.own(recruiter, request.params.id);
    },
  );

  api.put(
    '/api/recruiter/positions/:id',
    {
      schema: {
        tags,
        summary: 'Edit an open position',
        description:
          'The search shows the change at once; the publication date stays. 409 `position_closed` once closed or expired.',
        params: positionParams,
        body: positionBody,
        response: { 200: recruiterPosition },
      },
    },
    async (request, reply) => {
      const recruiter = await caller.requireVerified(request);
      reply.header('cache-control', 'private, no-store');
      return positions.update(recruiter, request.params.id, request.body);
    },
  );

  api.post(
    '/api/recruiter/positions/:id/close',
    {
      schema: {
        tags,
        summary: 'Close a position',
        description: 'It leaves the members’ job search at once; its applications stay. Closing again changes nothing.',
        params: positionParams,
        response: { 200: recruiterPosition },
      },
    },
    async (request, reply) => {
      const recruiter = await caller.requireVerified(request);
      reply.header('cache-control', 'private, no-store');
      return positions.close(recruiter, request.params.id);
    },
  );

  api.post(
    '/api/recruiter/positions/:id/confirm_open',
    {
      schema: {
        tags,
        summary: 'Confirm a position still open',
        description:
          'Members’ earlier “filled” reports stop counting and a position they marked possibly filled is no longer ' +
          'marked; the job page shows it confirmed now. No fields. 409 `position_closed` once closed or expired.',
        params: positionParams,
        body: confirmOpenBody,
        response: { 200: recruiterPosition },
      },
    },
    async (request, reply) => {
      const recruiter = await caller.requireVerified(request);
      reply.header('cache-control', 'private, no-store');
      return positions.confirmOpen(recruiter, request.params.id);
    },
  );

  api.get(
    '/api/recruiter/positions/:id/applications',
    {
      schema: {
        tags,
        summary: 'The applications to one of the organisation’s positions',
        description:
          'Newest first, each with the applicant’s profile as it was sent, the message, whether a CV came with it, ' +
          'the status and its history (who changed it, when).',
        params: positionParams,
        response: { 200: positionApplications },
      },
    },
    async (request, reply) => {
      const recruiter = await caller.requireVerified(request);
      reply.header('cache-control', 'private, no-store');
      return applications.forPosition(recruiter, request.params.id);
    },
  );

  api.put(
    '/api/recruiter/applications/:id/status',
    {
      schema: {
        tags,
        summary: 'Set an application’s status',
        description:
          '`received`, `in_review`, `interview`, `declined` or `hired`. A change is recorded with the recruiter and ' +
          'the time, and the member is mailed (except for a change back to `received`); the same status again ' +
          'changes nothing.',
        params: applicationParams,
        body: applicationStatusBody,
        response: { 200: receivedApplication },
      },
    },
    async (request, reply) => {
      const recruiter = await caller.requireVerified(request);
      reply.header('cache-control', 'private, no-store');
      return applications.setStatus(
        recruiter,
        request.params.id,
        request.body.status,
        (countryVersion) => memberPageLink(request, production, countryVersion, MEMBER_APPLICATIONS_PATH),
        request.ip,
      );
    },
  );

  api.get(
    '/api/recruiter/applications/:id/cv',
    {
      schema: {
        tags,
        summary: 'Download the CV sent with an application',
        description: '404 when none was sent or the member has deleted it since.',
        params: applicationParams,
      },
    },
    async (request, reply) => {
      const recruiter = await caller.requireVerified(request);
      const cv = await applications.cv(recruiter, request.params.id);
      return reply
        .header('content-type', CV_TYPES[cv.fileKind] ?? 'application/octet-stream')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(cv.fileName)}`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(cv.bytes);
    },
  );
}
