import type { FastifyReply, FastifyRequest } from 'fastify';
import { RECRUITER_SESSION_COOKIE } from '@laufbahn/contracts/recruiter-site';
import type { Db } from '../../db/client.ts';
import { AppError, unauthenticated } from '../../lib/app-error.ts';
import { isLocalHost } from '../../lib/local-host.ts';
import {
  RECRUITER_SESSION_DAYS,
  recruiterAccountRepository,
  type SessionRecruiter,
} from './recruiter-account.repository.ts';

export type { SessionRecruiter };

/**
 * Who calls the recruiter API: the recruiter of the `lb_recruiter_session` cookie. A member's session never counts
 * here, and this cookie never counts on members' routes.
 */
export function recruiterCaller(db: Db) {
  const repository = recruiterAccountRepository(db);
  const cache = new WeakMap<FastifyRequest, Promise<SessionRecruiter | undefined>>();

  const current = (request: FastifyRequest) => {
    let pending = cache.get(request);
    if (!pending) {
      const token = request.cookies[RECRUITER_SESSION_COOKIE];
      pending = token && token.length <= 100 ? repository.findSession(token) : Promise.resolve(undefined);
      cache.set(request, pending);
    }
    return pending;
  };

  return {
    current,
    /** The signed-in recruiter, or a 401. */
    async require(request: FastifyRequest): Promise<SessionRecruiter> {
      const recruiter = await current(request);
      if (!recruiter) throw unauthenticated();
      return recruiter;
    },
    /** A recruiter of a verified organisation, or a 403 `organisation_unverified` (401 when not signed in). */
    async requireVerified(request: FastifyRequest): Promise<SessionRecruiter> {
      const recruiter = await current(request);
      if (!recruiter) throw unauthenticated();
      if (!recruiter.verified) throw new AppError('organisation_unverified', 'The organisation is not verified yet');
      return recruiter;
    },
  };
}
export type RecruiterCaller = ReturnType<typeof recruiterCaller>;

const cookieOptions = (request: FastifyRequest) =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure: !isLocalHost(request.headers.host) }) as const;

export function startRecruiterSession(reply: FastifyReply, token: string): FastifyReply {
  return reply.setCookie(RECRUITER_SESSION_COOKIE, token, {
    ...cookieOptions(reply.request),
    maxAge: RECRUITER_SESSION_DAYS * 24 * 3600,
  });
}

export function endRecruiterSession(reply: FastifyReply): FastifyReply {
  return reply.clearCookie(RECRUITER_SESSION_COOKIE, cookieOptions(reply.request));
}
