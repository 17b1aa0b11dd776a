import type { FastifyRequest } from 'fastify';
import type { CountryVersion } from '@laufbahn/i18n/country-versions';
import { LANGUAGE_COOKIE } from './language.ts';

/** Who calls and from where: what rate limits, sessions, country rules and the audit log need of a request. */
/** A browser the member signed in with (see modules/account/trusted-device.repository.ts). */
export const DEVICE_COOKIE = 'lb_device';

export interface RequestMeta {
  ip: string;
  /** The `lb_device` cookie: a browser the member signed in with before. */
  deviceToken?: string;
  actor: string;
  userAgent?: string;
  countryVersion: CountryVersion;
  /** The language the visitor chose in the interface (cookie), if any. */
  preferredLanguage?: string;
}

/** Who writes: recorded in the audit log with every change. */
export interface WriteMeta {
  /** The signed-in account that acts; null for a visitor (say, editing the profile generated from their CV). */
  accountId: number | null;
  actor: string;
  ip: string;
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  return {
    ip: request.ip,
    deviceToken: request.cookies[DEVICE_COOKIE],
    actor: request.actor,
    userAgent: request.headers['user-agent'],
    countryVersion: request.countryVersion,
    preferredLanguage: request.cookies[LANGUAGE_COOKIE],
  };
}

export function writeMeta(request: FastifyRequest, accountId: number | null): WriteMeta {
  return { accountId, actor: request.actor, ip: request.ip };
}
