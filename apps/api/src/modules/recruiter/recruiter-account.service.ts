import type { RecruiterDetails, RecruiterSignInBody, RecruiterSignUpBody } from '@laufbahn/contracts/recruiter';
import { VALIDATION } from '@laufbahn/contracts/errors';
import { parseLanguage, type Language } from '@laufbahn/i18n/languages';
import type { Db } from '../../db/client.ts';
import { AppError, notFound, validationFailed } from '../../lib/app-error.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/password-hashing.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import { recordAudit } from '../../platform/audit/audit.repository.ts';
import { outboxRepository } from '../../platform/mail/outbox.repository.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import { hashNewPassword, normaliseEmail } from '../account/account.service.ts';
import { isFreeMailDomain } from './free-mail-domains.ts';
import { recruiterAccountRepository, type RecruiterAccountRow } from './recruiter-account.repository.ts';
import { organisationVerificationMail } from './recruiter-mail.ts';

export function toRecruiterDetails(row: RecruiterAccountRow): RecruiterDetails {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    language: { code: parseLanguage(row.language) ?? 'DE' },
    organisation: {
      id: row.organisationId,
      name: row.organisationName,
      kind: row.organisationKind,
      emailDomain: row.emailDomain,
      verified: row.verifiedAt !== null,
    },
  };
}

const audit = (db: Db, meta: RequestMeta, action: string, details: Record<string, unknown>) =>
  recordAudit(db, { accountId: null, actor: meta.actor, action, ip: meta.ip, details });

export function recruiterAccountService(db: Db, limiter: RateLimiter) {
  const repository = recruiterAccountRepository(db);

  async function mailVerificationLink(row: RecruiterAccountRow, linkUrl: (token: string) => string, tx: Db = db) {
    const token = await recruiterAccountRepository(tx).createVerificationToken(row.organisationId, row.id);
    const language = parseLanguage(row.language) ?? 'DE';
    await outboxRepository(tx).enqueue(
      row.email,
      organisationVerificationMail(
        language,
        { name: row.name, organisationName: row.organisationName, domain: row.emailDomain },
        linkUrl(token),
      ),
    );
  }

  return {
    /**
     * A new organisation at the e-mail address's domain, its first recruiter, a session, and the verification mail.
     * Free-mail addresses and domains that already have an organisation are refused on `email`.
     */
    async signUp(body: RecruiterSignUpBody, meta: RequestMeta, linkUrl: (token: string) => string) {
      await limiter.hit('recruiterSignUpPerIp', meta.ip);
      const email = normaliseEmail(body.email);
      const domain = email.slice(email.lastIndexOf('@') + 1);
      if (isFreeMailDomain(domain)) throw validationFailed({ email: [VALIDATION.businessEmailRequired] });
      const passwordHash = await hashNewPassword(body.password, email);
      const language: Language = body.language ?? parseLanguage(meta.preferredLanguage) ?? meta.countryVersion.language;
      return db.transaction(async (tx) => {
        const created = await recruiterAccountRepository(tx).insertOrganisationWithRecruiter({
          kind: body.organisationKind,
          organisationName: body.organisationName,
          emailDomain: domain,
          name: body.name,
          email,
          passwordHash,
          language,
        });
        if (created === 'domain_taken') {
          throw new AppError('conflict', 'An organisation at this domain exists', {
            fields: { email: [VALIDATION.organisationDomainTaken] },
          });
        }
        if (created === 'email_taken') {
          throw new AppError('email_taken', 'Email address already registered', {
            fields: { email: [VALIDATION.emailTaken] },
          });
        }
        const row = (await recruiterAccountRepository(tx).byId(created.recruiterId))!;
        await mailVerificationLink(row, linkUrl, tx);
        const token = await recruiterAccountRepository(tx).createSession(row.id, meta);
        await audit(tx, meta, 'recruiter.created', {
          recruiterId: row.id,
          organisationId: row.organisationId,
          kind: row.organisationKind,
        });
        return { recruiter: toRecruiterDetails(row), token };
      });
    },

    /** Password sign-in; failures to one address are counted, as for members. */
    async signIn(body: RecruiterSignInBody, meta: RequestMeta) {
      const email = normaliseEmail(body.email);
      await limiter.hit('recruiterSignInPerIp', meta.ip);
      try {
        await limiter.refuseIfSpent('recruiterSignInFailuresPerAccount', email);
      } catch (error) {
        const retryAfter = error instanceof AppError ? error.headers : undefined;
        throw new AppError('sign_in_throttled', 'Too many failed sign-ins for this account', { headers: retryAfter });
      }
      const row = await repository.byEmail(email);
      const valid = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), body.password);
      if (!row || !valid) {
        await limiter.count('recruiterSignInFailuresPerAccount', email);
        await audit(db, meta, 'recruiter.session_failed', { recruiterId: row?.id ?? null });
        throw new AppError('invalid_credentials', 'Email or password is wrong');
      }
      await limiter.clear('recruiterSignInFailuresPerAccount', email);
      const token = await repository.createSession(row.id, meta);
      await audit(db, meta, 'recruiter.session_created', { recruiterId: row.id });
      return { recruiter: toRecruiterDetails(row), token };
    },

    async signOut(sessionId: string, recruiterId: number, meta: RequestMeta) {
      await repository.deleteSession(sessionId);
      await audit(db, meta, 'recruiter.session_ended', { recruiterId });
    },

    async details(recruiterId: number): Promise<RecruiterDetails> {
      const row = await repository.byId(recruiterId);
      if (!row) throw notFound('Recruiter');
      return toRecruiterDetails(row);
    },

    /** Another verification mail for an organisation not yet verified (a verified one needs none: 409). */
    async resendVerification(recruiterId: number, meta: RequestMeta, linkUrl: (token: string) => string) {
      const row = await repository.byId(recruiterId);
      if (!row) throw notFound('Recruiter');
      if (row.verifiedAt !== null) throw new AppError('conflict', 'The organisation is verified already');
      await limiter.hit('recruiterVerificationMailPerRecruiter', String(recruiterId));
      await mailVerificationLink(row, linkUrl);
      await audit(db, meta, 'recruiter.verification_mailed', { recruiterId, organisationId: row.organisationId });
    },

    /** The mailed link: whoever holds it, the token alone decides which organisation it verifies. */
    async verify(token: string, meta: RequestMeta) {
      await limiter.hit('recruiterVerificationConfirmPerIp', meta.ip);
      const organisationId = await db.transaction((tx) => recruiterAccountRepository(tx).verifyWithToken(token));
      if (organisationId === undefined) {
        throw new AppError('invalid_reset_token', 'Verification link is invalid, used or expired', {
          fields: { token: [VALIDATION.resetTokenInvalid] },
        });
      }
      await audit(db, meta, 'recruiter.organisation_verified', { organisationId });
    },

    async changeLanguage(recruiterId: number, language: Language) {
      await repository.setLanguage(recruiterId, language);
    },
  };
}
