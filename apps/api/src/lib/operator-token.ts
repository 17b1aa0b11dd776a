import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

const BEARER = /^Bearer (.+)$/;

const safeEqual = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The operator's figures (metrics, experiment reports) need `Authorization: Bearer <token>` when a token is
 * configured: 401 otherwise. Without one they are open, which callers allow only outside production.
 */
export function requireOperatorToken(request: FastifyRequest, token: string | undefined, realm: string): void {
  if (!token) return;
  const given = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!given || !safeEqual(given, token)) {
    throw new AppError('unauthenticated', `The ${realm} need the operator token`, {
      headers: { 'www-authenticate': `Bearer realm="${realm}"` },
    });
  }
}
