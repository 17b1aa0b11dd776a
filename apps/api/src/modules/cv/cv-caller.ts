import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { GUEST_COOKIE } from '@laufbahn/contracts/attribution';
import { UPLOAD_TOKEN_HEADER } from '@laufbahn/contracts/cv';
import { notFound, unauthenticated } from '../../lib/app-error.ts';
import { writeMeta, type WriteMeta } from '../../lib/request-meta.ts';
import { parseGuestId } from '../../platform/attribution/first-touch.ts';

/**
 * Who calls a CV endpoint: a signed-in member, or a visitor known by the `lb_guest` cookie who proves an
 * upload with its token (`X-Upload-Token`). Both may be present.
 */
export interface CvCaller {
  accountId: number | null;
  guestId: string | null;
  /** The upload token the caller sent, if any. */
  token: string | null;
  meta: WriteMeta;
}

/** What decides who owns an upload (and the profile generated from it). */
export interface UploadOwnership {
  accountId: number | null;
  guestId: string | null;
  tokenHash: string;
}

/** How a caller proves an upload, as the OpenAPI page of every CV endpoint states it. */
export const OWNERSHIP =
  `A member proves ownership by the session; a visitor by the \`lb_guest\` cookie of the upload AND its token in ` +
  `\`${UPLOAD_TOKEN_HEADER}\` (until sign-up or sign-in claims it for the account). No session and no token: 401; ` +
  `anyone else: 404.`;

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export const hashUploadToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newUploadToken = () => randomBytes(32).toString('base64url');

/** `queryToken`: where a route takes the token from the query string too (an image address); the header wins. */
export async function cvCaller(request: FastifyRequest, queryToken?: string): Promise<CvCaller> {
  const session = await request.currentAccount();
  const header = request.headers[UPLOAD_TOKEN_HEADER] ?? queryToken;
  const token = typeof header === 'string' && TOKEN.test(header) ? header : null;
  const accountId = session?.accountId ?? null;
  return {
    accountId,
    guestId: parseGuestId(request.cookies[GUEST_COOKIE]) ?? null,
    // A malformed token header is a wrong token: it proves nothing, but it is not "no token" either.
    token: token ?? (header === undefined ? null : ''),
    meta: writeMeta(request, accountId),
  };
}

/**
 * A caller who may upload: a member, or a visitor with the guest cookie the web sets on the first visit.
 * Anyone else is a 401 before the body is read.
 */
export function requireUploader(caller: CvCaller): CvCaller {
  if (caller.accountId === null && caller.guestId === null) throw unauthenticated();
  return caller;
}

/** A caller who may ask about an upload at all: signed in, or carrying an upload token. */
export function requireProof(caller: CvCaller): CvCaller {
  if (caller.accountId === null && caller.token === null) throw unauthenticated();
  return caller;
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The member who owns it, or — while no account has claimed it — the visitor with the same guest cookie AND
 * the upload's token. Everybody else gets the same 404 as for a missing upload.
 */
export function assertOwner(caller: CvCaller, upload: UploadOwnership | undefined, what: string): void {
  if (!upload) throw notFound(what);
  if (caller.accountId !== null && upload.accountId === caller.accountId) return;
  const visitorProof =
    upload.accountId === null &&
    caller.guestId !== null &&
    upload.guestId === caller.guestId &&
    !!caller.token &&
    sameHash(hashUploadToken(caller.token), upload.tokenHash);
  if (!visitorProof) throw notFound(what);
}
