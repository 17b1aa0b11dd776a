import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseLanguage, type Language } from '@laufbahn/i18n/languages';
import { isLocalHost } from './local-host.ts';

/** The language a visitor chose in the interface; pages and the API read it alike. */
export const LANGUAGE_COOKIE = 'lb_lang';

/** `locale` when given and known, else the visitor's chosen language, else the country version's. */
export function resolveLanguage(request: FastifyRequest, locale?: string): Language {
  return parseLanguage(locale) ?? parseLanguage(request.cookies[LANGUAGE_COOKIE]) ?? request.countryVersion.language;
}

/** The member's language follows them into every page, also before the pages ask the API. */
export function rememberLanguage(reply: FastifyReply, code: string) {
  return reply.setCookie(LANGUAGE_COOKIE, code, {
    path: '/',
    sameSite: 'lax',
    secure: !isLocalHost(reply.request.headers.host),
    maxAge: 365 * 24 * 3600,
  });
}
