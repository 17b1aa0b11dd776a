import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RECRUITER_SESSION_COOKIE } from '@laufbahn/contracts/recruiter-site';
import { unauthenticated } from '../lib/app-error.ts';
import { isLocalHost } from '../lib/local-host.ts';
import { DEVICE_COOKIE } from '../lib/request-meta.ts';
import { SESSION_DAYS, sessionRepository, type SessionAccount } from '../platform/session/session.repository.ts';

export const SESSION_COOKIE = 'lb_session';
/** The device cookie is kept for a year, also after sign-out. */
const DEVICE_COOKIE_DAYS = 365;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, or undefined; read once per request. */
    currentAccount(): Promise<SessionAccount | undefined>;
    /** The signed-in account, or a 401. */
    requireAccount(): Promise<SessionAccount>;
  }
  interface FastifyReply {
    /** The session cookie, and the device cookie when a new device token came with the session. */
    startSession(token: string, deviceToken?: string): FastifyReply;
    endSession(): FastifyReply;
  }
}

/** An `onRequest` hook for routes that are all the signed-in member's own: a visitor gets 401 before the body is read. */
export async function requireSignIn(request: FastifyRequest) {
  await request.requireAccount();
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  const sessions = sessionRepository(app.db);
  const cache = new WeakMap<FastifyRequest, Promise<SessionAccount | undefined>>();

  app.decorateRequest('currentAccount', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      const token = this.cookies[SESSION_COOKIE];
      pending = token && token.length <= 100 ? sessions.findAccount(token) : Promise.resolve(undefined);
      cache.set(this, pending);
    }
    return pending;
  });

  app.decorateRequest('requireAccount', async function (this: FastifyRequest) {
    const account = await this.currentAccount();
    if (!account) throw unauthenticated();
    return account;
  });

  // Whatever a signed-in member or recruiter is shown is theirs alone: no shared or browser cache keeps it, API
  // answers and server-rendered pages alike (hashed assets, which set their own caching, excepted).
  app.addHook('onSend', async (request, reply) => {
    if (reply.hasHeader('cache-control')) return;
    const signedIn =
      request.cookies[SESSION_COOKIE] !== undefined || request.cookies[RECRUITER_SESSION_COOKIE] !== undefined;
    if (signedIn || reply.hasHeader('set-cookie')) {
      reply.header('cache-control', 'no-store');
    }
  });

  app.decorateReply('startSession', function (this: FastifyReply, token: string, deviceToken?: string) {
    const options = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: !isLocalHost(this.request.headers.host),
    } as const;
    if (deviceToken && deviceToken !== this.request.cookies[DEVICE_COOKIE]) {
      this.setCookie(DEVICE_COOKIE, deviceToken, { ...options, maxAge: DEVICE_COOKIE_DAYS * 24 * 3600 });
    }
    return this.setCookie(SESSION_COOKIE, token, { ...options, maxAge: SESSION_DAYS * 24 * 3600 });
  });

  app.decorateReply('endSession', function (this: FastifyReply) {
    return this.clearCookie(SESSION_COOKIE, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: !isLocalHost(this.request.headers.host),
    });
  });
});
