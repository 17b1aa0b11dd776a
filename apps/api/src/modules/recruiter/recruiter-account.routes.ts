import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  organisationVerificationBody,
  RECRUITER_BASE_PATH,
  RECRUITER_HOSTS,
  recruiterDetails,
  recruiterSignInBody,
  recruiterSignUpBody,
} from '@laufbahn/contracts/recruiter';
import { rememberLanguage } from '../../lib/language.ts';
import { isLocalHost } from '../../lib/local-host.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { recruiterAccountService } from './recruiter-account.service.ts';
import { endRecruiterSession, recruiterCaller, startRecruiterSession } from './recruiter-session.ts';

const tags = ['recruiter'];

/**
 * Links in mails to recruiters lead to the recruiter site: in production its own host, elsewhere this machine's
 * host as called (never an arbitrary Host header).
 */
export function recruiterSiteOrigin(request: FastifyRequest, production: boolean): string {
  if (production) return `https://${RECRUITER_HOSTS[1]}`;
  const host = request.headers.host;
  return isLocalHost(host) ? `http://${host}` : `http://${RECRUITER_HOSTS[0]}:3000`;
}

export async function recruiterAccountRoutes(app: FastifyInstance) {
  const service = recruiterAccountService(app.db, app.rateLimiter);
  const caller = recruiterCaller(app.db);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const verificationLink = (request: FastifyRequest) => {
    const origin = recruiterSiteOrigin(request, app.config.env === 'production');
    return (token: string) => `${origin}${RECRUITER_BASE_PATH}/verify?token=${encodeURIComponent(token)}`;
  };

  api.post(
    '/api/recruiter/account',
    {
      schema: {
        tags,
        summary: 'Sign up a recruiter and their organisation',
        description:
          'Creates the organisation at the e-mail address’s domain (free-mail domains are refused) and mails the ' +
          'link that verifies it. Until then the recruiter can sign in but not contact members.',
        body: recruiterSignUpBody,
        response: { 201: recruiterDetails },
      },
    },
    async (request, reply) => {
      const { recruiter, token } = await service.signUp(request.body, requestMeta(request), verificationLink(request));
      startRecruiterSession(reply, token);
      return rememberLanguage(reply, recruiter.language.code).status(201).send(recruiter);
    },
  );

  api.post(
    '/api/recruiter/sign_in',
    {
      schema: { tags, summary: 'Sign in a recruiter', body: recruiterSignInBody, response: { 200: recruiterDetails } },
    },
    async (request, reply) => {
      const { recruiter, token } = await service.signIn(request.body, requestMeta(request));
      startRecruiterSession(reply, token);
      return rememberLanguage(reply, recruiter.language.code).send(recruiter);
    },
  );

  api.delete(
    '/api/recruiter/sign_out',
    { schema: { tags, summary: 'Sign out a recruiter' } },
    async (request, reply) => {
      const session = await caller.require(request);
      await service.signOut(session.sessionId, session.recruiterId, requestMeta(request));
      return endRecruiterSession(reply).status(204).send();
    },
  );

  api.get(
    '/api/recruiter/me',
    {
      schema: { tags, summary: 'The signed-in recruiter and their organisation', response: { 200: recruiterDetails } },
    },
    async (request) => service.details((await caller.require(request)).recruiterId),
  );

  api.post(
    '/api/recruiter/verification',
    {
      schema: {
        tags,
        summary: 'Verify the organisation with the mailed link',
        description: 'A used, expired or unknown token: 422 `invalid_reset_token` on `token`.',
        body: organisationVerificationBody,
      },
    },
    async (request, reply) => {
      await service.verify(request.body.token, requestMeta(request));
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/recruiter/verification/mail',
    {
      schema: {
        tags,
        summary: 'Mail the verification link again',
        description: '409 `conflict` when the organisation is verified already.',
        response: { 202: z.object({}) },
      },
    },
    async (request, reply) => {
      const session = await caller.require(request);
      await service.resendVerification(session.recruiterId, requestMeta(request), verificationLink(request));
      return reply.status(202).send({});
    },
  );
}
