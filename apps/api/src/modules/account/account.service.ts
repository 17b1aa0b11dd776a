import { sql } from 'drizzle-orm';
import type { AccountDetails, SignInBody, SignUpBody } from '@laufbahn/contracts/account';
import { LIMITS } from '@laufbahn/contracts/limits';
import { VALIDATION } from '@laufbahn/contracts/errors';
import type { CountryVersionCode } from '@laufbahn/i18n/country-versions';
import { parseLanguage, type Language } from '@laufbahn/i18n/languages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { AccountAttribution } from '../../platform/attribution/first-touch.ts';
import { recordAudit } from '../../platform/audit/audit.repository.ts';
import { claimGuestCvs } from '../cv/cv-claim.service.ts';
import { accessPolicy } from '../membership/access-policy.service.ts';
import { passwordResetMail, signInLinkMail } from '../../platform/mail/mail-templates.ts';
import { outboxRepository } from '../../platform/mail/outbox.repository.ts';
import { profileRepository } from '../profile/profile.repository.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import { sessionRepository } from '../../platform/session/session.repository.ts';
import { accountRepository, type AccountRow } from './account.repository.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/password-hashing.ts';
import { hashNewPassword } from './password-policy.ts';
import { trustedDeviceRepository } from './trusted-device.repository.ts';

/** Other modules that set a password (the onboarding wizard) use the account's policy. */
export { hashNewPassword };

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The account as the client reads it; `premium` is the access policy's answer (modules/membership). */
export function toAccountDetails(
  account: Pick<AccountRow, 'id' | 'email' | 'language'>,
  premium: boolean,
): AccountDetails {
  return {
    id: account.id,
    email: account.email,
    premium,
    language: { code: parseLanguage(account.language) ?? 'DE' },
  };
}

export interface AccountRegistration {
  email: string;
  /** Hashed before the transaction starts (hashing is slow; the transaction stays short). */
  passwordHash: string;
  contactConsent?: boolean;
  language?: Language;
  countryVersion?: CountryVersionCode;
}

export interface RegisteredAccount {
  account: AccountRow;
  profileId: number;
  /** The new session's token, for the cookie. */
  token: string;
  /** The browser's token as one of the account's own (the `lb_device` cookie). */
  deviceToken: string;
}

/**
 * Everything a new account is made of, inside the caller's transaction `tx`: the account with the time terms
 * and (optional) contact consent were given, language and country version, first-touch attribution from the
 * visitor's cookies, its empty member profile, the audit entry, the visitor's CV uploads (same `lb_guest`)
 * claimed, and a session. A taken email is a 409 `email_taken` with `validation.emailTaken` on `emailField`.
 * Sign-up and the onboarding wizard's account step both create accounts here.
 */
export async function registerAccount(
  tx: Db,
  input: AccountRegistration,
  meta: RequestMeta,
  attribution?: AccountAttribution,
  emailField = 'email',
): Promise<RegisteredAccount> {
  const language: Language = input.language ?? parseLanguage(meta.preferredLanguage) ?? meta.countryVersion.language;
  const account = await accountRepository(tx).insert({
    email: normaliseEmail(input.email),
    passwordHash: input.passwordHash,
    language,
    countryVersion: input.countryVersion ?? meta.countryVersion.code,
    termsAcceptedAt: sql`now()`,
    contactConsent: input.contactConsent === true,
    contactConsentAt: input.contactConsent === true ? sql`now()` : null,
    ...attribution,
  });
  if (!account) {
    throw new AppError('email_taken', 'Email address already registered', {
      fields: { [emailField]: [VALIDATION.emailTaken] },
    });
  }
  // A member always has a profile (reading it would create it too, should this ever be missed).
  const { id: profileId } = await profileRepository(tx).ensureMemberProfile(account.id);
  await recordAudit(tx, {
    accountId: account.id,
    actor: meta.actor,
    action: 'account.created',
    ip: meta.ip,
    details: { contactConsent: account.contactConsent, countryVersion: account.countryVersion },
  });
  await claimGuestCvs(tx, account.id, attribution?.guestId ?? null, {
    accountId: account.id,
    actor: meta.actor,
    ip: meta.ip,
  });
  const token = await sessionRepository(tx).create(account.id, meta);
  const deviceToken = await trustedDeviceRepository(tx).create(account.id);
  return { account, profileId, token, deviceToken };
}

export function accountService(db: Db, limiter: RateLimiter) {
  const accounts = accountRepository(db);
  const sessions = sessionRepository(db);
  const devices = trustedDeviceRepository(db);
  const outbox = outboxRepository(db);
  const access = accessPolicy(db);
  const details = async (account: AccountRow) =>
    toAccountDetails(account, (await access.forAccount(account.id)).premium);

  /** A session for the account, and the browser remembered as its own (a new device token unless it is one). */
  async function openSession(account: AccountRow, meta: RequestMeta, trusted: boolean, how: string) {
    const token = await sessions.create(account.id, meta);
    const deviceToken = trusted ? meta.deviceToken! : await devices.create(account.id);
    await recordAudit(db, {
      accountId: account.id,
      actor: meta.actor,
      action: 'session.created',
      ip: meta.ip,
      details: { how },
    });
    return { account: await details(account), token, deviceToken };
  }

  return {
    async signUp(body: SignUpBody, meta: RequestMeta, attribution?: AccountAttribution) {
      await limiter.hit('signUpPerIp', meta.ip);
      const passwordHash = await hashNewPassword(body.password, body.email);
      const { account, token, deviceToken } = await db.transaction((tx) =>
        registerAccount(
          tx,
          {
            email: body.email,
            passwordHash,
            contactConsent: body.contactConsent,
            language: body.language,
            countryVersion: body.countryVersion,
          },
          meta,
          attribution,
        ),
      );
      return { account: await details(account), token, deviceToken };
    },

    /**
     * Password sign-in. Failures are counted per account: past the limit, browsers the account has not signed in
     * with are refused (`sign_in_throttled`) before the password is looked at, so guessing from many addresses
     * stops; the member's own browsers (their `lb_device` cookie) keep their own count, and the mailed sign-in
     * link always works — nobody can lock a member out with wrong passwords.
     */
    async signIn(body: SignInBody, meta: RequestMeta) {
      const email = normaliseEmail(body.email);
      await limiter.hit('signInPerIp', meta.ip);
      const account = await accounts.byEmail(email);
      const trusted = account ? await devices.trusts(account.id, meta.deviceToken) : false;
      const [counter, subject] = trusted
        ? (['signInFailuresPerDevice', `${email}|${meta.deviceToken}`] as const)
        : (['signInFailuresPerAccount', email] as const);
      try {
        await limiter.refuseIfSpent(counter, subject);
      } catch (error) {
        const retryAfter = error instanceof AppError ? error.headers : undefined;
        throw new AppError('sign_in_throttled', 'Too many failed sign-ins for this account', { headers: retryAfter });
      }
      const valid = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), body.password);
      if (!account || !valid) {
        await limiter.count(counter, subject);
        await recordAudit(db, {
          accountId: account?.id ?? null,
          actor: meta.actor,
          action: 'session.failed',
          ip: meta.ip,
          details: { knownBrowser: trusted },
        });
        throw new AppError('invalid_credentials', 'Email or password is wrong');
      }
      await limiter.clear(counter, subject);
      return openSession(account, meta, trusted, 'password');
    },

    /** Always succeeds from the caller's view, like the reset: nobody learns which emails have accounts. */
    async requestSignInLink(rawEmail: string, meta: RequestMeta, linkUrl: (token: string) => string) {
      const email = normaliseEmail(rawEmail);
      await limiter.hit('signInLinkPerIp', meta.ip);
      const account = await accounts.byEmail(email);
      if (!account) return;
      try {
        await limiter.hit('signInLinkPerAccount', email);
      } catch {
        return; // Quietly: a 429 here would reveal that the account exists.
      }
      const token = await accounts.createMailedToken(account.id, 'sign_in', LIMITS.signInLinkMinutes);
      const language = parseLanguage(account.language) ?? 'DE';
      await outbox.enqueue(account.email, signInLinkMail(language, linkUrl(token)));
      await recordAudit(db, { accountId: account.id, actor: meta.actor, action: 'sign_in_link.sent', ip: meta.ip });
    },

    /** Signs in with a mailed link's token (once); the failed-password count of the account starts again. */
    async signInWithLink(token: string, meta: RequestMeta) {
      await limiter.hit('signInLinkConfirmPerIp', meta.ip);
      const accountId = await accounts.spendSignInToken(token);
      const account = accountId === undefined ? undefined : await accounts.byId(accountId);
      if (!account) {
        throw new AppError('invalid_reset_token', 'Sign-in link is invalid, used or expired', {
          fields: { token: [VALIDATION.resetTokenInvalid] },
        });
      }
      await limiter.clear('signInFailuresPerAccount', account.email);
      const trusted = await devices.trusts(account.id, meta.deviceToken);
      return openSession(account, meta, trusted, 'link');
    },

    async signOut(sessionId: string, accountId: number, meta: RequestMeta) {
      await sessions.delete(sessionId);
      await recordAudit(db, { accountId, actor: meta.actor, action: 'session.ended', ip: meta.ip });
    },

    /** Always succeeds from the caller's view, so that nobody learns which emails have accounts. */
    async requestPasswordReset(rawEmail: string, meta: RequestMeta, resetUrl: (token: string) => string) {
      const email = normaliseEmail(rawEmail);
      await limiter.hit('passwordResetPerIp', meta.ip);
      const account = await accounts.byEmail(email);
      if (!account) return;
      try {
        await limiter.hit('passwordResetPerAccount', email);
      } catch {
        return; // Quietly: a 429 here would reveal that the account exists.
      }
      const token = await accounts.createMailedToken(account.id, 'password_reset', LIMITS.passwordResetTokenHours * 60);
      const language = parseLanguage(account.language) ?? 'DE';
      await outbox.enqueue(account.email, passwordResetMail(language, resetUrl(token)));
      await recordAudit(db, {
        accountId: account.id,
        actor: meta.actor,
        action: 'password.reset_requested',
        ip: meta.ip,
      });
    },

    async resetPassword(token: string, password: string, meta: RequestMeta) {
      await limiter.hit('passwordResetConfirmPerIp', meta.ip);
      const accountId = await accounts.resetPassword(token, await hashNewPassword(password, undefined));
      if (accountId === undefined) {
        throw new AppError('invalid_reset_token', 'Reset link is invalid, used or expired', {
          fields: { token: [VALIDATION.resetTokenInvalid] },
        });
      }
      // A new password ends every session, wherever it was opened, and the trust of every browser.
      await sessions.deleteAllForAccount(accountId);
      await devices.deleteAllForAccount(accountId);
      await recordAudit(db, { accountId, actor: meta.actor, action: 'password.reset', ip: meta.ip });
    },

    async isEmailAvailable(rawEmail: string, meta: RequestMeta) {
      await limiter.hit('emailAvailabilityPerIp', meta.ip);
      return !(await accounts.byEmail(normaliseEmail(rawEmail)));
    },

    async changeLanguage(accountId: number, language: Language, meta: RequestMeta) {
      await accounts.setLanguage(accountId, language);
      await recordAudit(db, {
        accountId,
        actor: meta.actor,
        action: 'account.language_changed',
        ip: meta.ip,
        details: { language },
      });
    },

    async details(accountId: number) {
      const account = await accounts.byId(accountId);
      return account ? details(account) : undefined;
    },
  };
}
export type AccountService = ReturnType<typeof accountService>;
