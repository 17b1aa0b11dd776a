import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  accountDetails,
  authStatus,
  emailAvailability,
  emailAvailabilityQuery,
  languagePreferenceBody,
  passwordResetBody,
  passwordResetRequestBody,
  signInBody,
  signInLinkBody,
  signInLinkRequestBody,
  signUpBody,
} from '@laufbahn/contracts/account';
import { GUEST_COOKIE } from '@laufbahn/contracts/attribution';
import { LIMITS } from '@laufbahn/contracts/limits';
import { answerAfter } from '../../lib/even-timing.ts';
import { onboardingDrafts } from '../../db/schema/onboarding.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { rememberLanguage } from '../../lib/language.ts';
import { requestMeta, writeMeta } from '../../lib/request-meta.ts';
import { attributionFromCookies } from '../../platform/attribution/first-touch.ts';
import { claimGuestCvs } from '../cv/cv-claim.service.ts';
import { accountService } from './account.service.ts';

/** The visitor's CVs (same `lb_guest` cookie) become the account's at sign-in (sign-up claims them itself). */
async function claimCvs(app: FastifyInstance, request: FastifyRequest, accountId: number) {
  const { guestId } = attributionFromCookies(request.cookies);
  await claimGuestCvs(app.db, accountId, guestId, writeMeta(request, accountId));
}

const tags = ['account'];

export async function accountRoutes(app: FastifyInstance) {
  const service = accountService(app.db, app.rateLimiter);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/account',
    { schema: { tags, summary: 'Register', body: signUpBody, response: { 201: accountDetails } } },
    async (request, reply) => {
      const { account, token, deviceToken } = await service.signUp(
        request.body,
        requestMeta(request),
        attributionFromCookies(request.cookies),
      );
      return rememberLanguage(reply.startSession(token, deviceToken), account.language.code).status(201).send(account);
    },
  );

  api.post(
    '/api/account/sign_in',
    { schema: { tags, summary: 'Sign in', body: signInBody, response: { 200: accountDetails } } },
    async (request, reply) => {
      const { account, token, deviceToken } = await service.signIn(request.body, requestMeta(request));
      await claimCvs(app, request, account.id);
      return rememberLanguage(reply.startSession(token, deviceToken), account.language.code).send(account);
    },
  );

  api.post(
    '/api/account/sign_in_link',
    {
      schema: {
        tags,
        summary: 'Mail a sign-in link',
        description:
          'Always 202, whether an account exists or not. The link works once, for ' +
          `${LIMITS.signInLinkMinutes} minutes, also while password sign-in to the account is throttled.`,
        body: signInLinkRequestBody,
        response: { 202: z.object({}) },
      },
    },
    async (request, reply) => {
      const origin = publicOrigin(request, app.config.env === 'production');
      await answerAfter(
        app.config.mailedLinkAnswerMs,
        service.requestSignInLink(
          request.body.email,
          requestMeta(request),
          (token) => `${origin}/login/link?token=${encodeURIComponent(token)}`,
        ),
        (error) => request.log.error({ err: error }, 'sign-in link not sent'),
      );
      return reply.status(202).send({});
    },
  );

  api.post(
    '/api/account/sign_in_link/confirm',
    {
      schema: {
        tags,
        summary: 'Sign in with a mailed link',
        description: 'A used, expired or unknown token: 422 `invalid_reset_token` on `token`.',
        body: signInLinkBody,
        response: { 200: accountDetails },
      },
    },
    async (request, reply) => {
      const { account, token, deviceToken } = await service.signInWithLink(request.body.token, requestMeta(request));
      await claimCvs(app, request, account.id);
      return rememberLanguage(reply.startSession(token, deviceToken), account.language.code).send(account);
    },
  );

  api.delete('/api/account/sign_out', { schema: { tags, summary: 'Sign out' } }, async (request, reply) => {
    const session = await request.requireAccount();
    await service.signOut(session.sessionId, session.accountId, requestMeta(request));
    // On a shared computer the next person starts as a new guest: no onboarding draft, no experiment
    // assignment and nothing in the browser's storage of the one who signed out.
    const { guestId } = attributionFromCookies(request.cookies);
    if (guestId) await app.db.delete(onboardingDrafts).where(eq(onboardingDrafts.guestId, guestId));
    return reply
      .endSession()
      .clearCookie(GUEST_COOKIE, { path: '/' })
      .header('Clear-Site-Data', '"storage"')
      .status(204)
      .send();
  });

  api.post(
    '/api/account/password',
    {
      schema: {
        tags,
        summary: 'Request a password reset mail',
        body: passwordResetRequestBody,
        response: { 202: z.object({}) },
      },
    },
    async (request, reply) => {
      const origin = publicOrigin(request, app.config.env === 'production');
      await answerAfter(
        app.config.mailedLinkAnswerMs,
        service.requestPasswordReset(
          request.body.email,
          requestMeta(request),
          (token) => `${origin}/reset-password?token=${encodeURIComponent(token)}`,
        ),
        (error) => request.log.error({ err: error }, 'password reset mail not sent'),
      );
      return reply.status(202).send({});
    },
  );

  api.put(
    '/api/account/password',
    { schema: { tags, summary: 'Set a new password with a reset token', body: passwordResetBody } },
    async (request, reply) => {
      await service.resetPassword(request.body.token, request.body.password, requestMeta(request));
      return reply.endSession().status(204).send();
    },
  );

  api.get(
    '/api/career/me',
    { schema: { tags, summary: 'Account details', response: { 200: accountDetails } } },
    async (request) => {
      const session = await request.requireAccount();
      return (await service.details(session.accountId))!;
    },
  );

  api.put(
    '/api/career/language',
    {
      schema: {
        tags,
        summary: 'Choose the interface language',
        description: 'Always sets the language cookie; for a signed-in member also stores it on the account.',
        body: languagePreferenceBody,
      },
    },
    async (request, reply) => {
      const session = await request.currentAccount();
      if (session) await service.changeLanguage(session.accountId, request.body.code, requestMeta(request));
      return rememberLanguage(reply, request.body.code).status(204).send();
    },
  );

  api.get(
    '/api/career/auth/status',
    { schema: { tags, summary: 'Whether the caller is signed in', response: { 200: authStatus } } },
    async (request) => ({ authenticated: (await request.currentAccount()) !== undefined }),
  );

  api.get(
    '/api/career/email-availability',
    {
      schema: {
        tags,
        summary: 'Whether an email can still be registered',
        querystring: emailAvailabilityQuery,
        response: { 200: emailAvailability },
      },
    },
    async (request) => ({ available: await service.isEmailAvailable(request.query.email, requestMeta(request)) }),
  );
}
