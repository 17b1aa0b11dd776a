import type { FastifyRequest } from 'fastify';
import { parseLanguage, type Language } from '@laufbahn/i18n/languages';
import { writeMeta, type WriteMeta } from '../../lib/request-meta.ts';
import type { ProfileService } from './profile.service.ts';

export interface MemberContext {
  profileId: number;
  language: Language;
  meta: WriteMeta;
}

/** The signed-in member (else 401) and their own profile, created on first need. */
export async function memberContext(service: ProfileService, request: FastifyRequest): Promise<MemberContext> {
  const session = await request.requireAccount();
  const meta = writeMeta(request, session.accountId);
  return {
    profileId: await service.memberProfileId(session.accountId, meta),
    language: parseLanguage(session.language) ?? request.countryVersion.language,
    meta,
  };
}
