import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { OrganisationKind } from '@laufbahn/contracts/recruiter-site';
import type { Db } from '../../db/client.ts';
import {
  organisationVerificationTokens,
  recruiterOrganisations,
  recruiterSessions,
  recruiters,
} from '../../db/schema/recruiters.ts';

/** A recruiter's session ends this long after sign-in, or after a week unused (as a member's). */
export const RECRUITER_SESSION_DAYS = 30;
const RECRUITER_SESSION_IDLE_DAYS = 7;
/** How long the verification link in the mail works. */
export const VERIFICATION_LINK_HOURS = 72;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export interface SessionRecruiter {
  sessionId: string;
  recruiterId: number;
  organisationId: number;
  organisationKind: OrganisationKind;
  organisationName: string;
  verified: boolean;
}

const recruiterColumns = {
  id: recruiters.id,
  name: recruiters.name,
  email: recruiters.email,
  passwordHash: recruiters.passwordHash,
  language: recruiters.language,
  organisationId: recruiterOrganisations.id,
  organisationName: recruiterOrganisations.name,
  organisationKind: recruiterOrganisations.kind,
  emailDomain: recruiterOrganisations.emailDomain,
  verifiedAt: recruiterOrganisations.verifiedAt,
};

export function recruiterAccountRepository(db: Db) {
  const withOrganisation = () =>
    db
      .select(recruiterColumns)
      .from(recruiters)
      .innerJoin(recruiterOrganisations, eq(recruiterOrganisations.id, recruiters.organisationId));

  return {
    /** A new organisation and its first recruiter; undefined when the domain or the address is taken. */
    async insertOrganisationWithRecruiter(input: {
      kind: OrganisationKind;
      organisationName: string;
      emailDomain: string;
      name: string;
      email: string;
      passwordHash: string;
      language: string;
    }): Promise<{ organisationId: number; recruiterId: number } | 'domain_taken' | 'email_taken'> {
      const [organisation] = await db
        .insert(recruiterOrganisations)
        .values({ kind: input.kind, name: input.organisationName, emailDomain: input.emailDomain })
        .onConflictDoNothing()
        .returning({ id: recruiterOrganisations.id });
      if (!organisation) return 'domain_taken';
      const [recruiter] = await db
        .insert(recruiters)
        .values({
          organisationId: organisation.id,
          email: input.email,
          passwordHash: input.passwordHash,
          name: input.name,
          language: input.language,
        })
        .onConflictDoNothing()
        .returning({ id: recruiters.id });
      if (!recruiter) return 'email_taken';
      return { organisationId: organisation.id, recruiterId: recruiter.id };
    },

    async byEmail(email: string) {
      return (await withOrganisation().where(eq(recruiters.email, email)))[0];
    },

    async byId(id: number) {
      return (await withOrganisation().where(eq(recruiters.id, id)))[0];
    },

    async setLanguage(recruiterId: number, language: string) {
      await db.update(recruiters).set({ language }).where(eq(recruiters.id, recruiterId));
    },

    async createSession(recruiterId: number, meta: { ip?: string; userAgent?: string }): Promise<string> {
      const token = newToken();
      await db.insert(recruiterSessions).values({
        id: sha256(token),
        recruiterId,
        expiresAt: sql`now() + make_interval(days => ${RECRUITER_SESSION_IDLE_DAYS})`,
        ip: meta.ip ?? null,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
      });
      return token;
    },

    /** The session's recruiter, its end moved on by use (never past the absolute end). */
    async findSession(token: string): Promise<SessionRecruiter | undefined> {
      const [row] = await db
        .select({
          sessionId: recruiterSessions.id,
          recruiterId: recruiters.id,
          organisationId: recruiterOrganisations.id,
          organisationKind: recruiterOrganisations.kind,
          organisationName: recruiterOrganisations.name,
          verifiedAt: recruiterOrganisations.verifiedAt,
          expiresAt: recruiterSessions.expiresAt,
        })
        .from(recruiterSessions)
        .innerJoin(recruiters, eq(recruiters.id, recruiterSessions.recruiterId))
        .innerJoin(recruiterOrganisations, eq(recruiterOrganisations.id, recruiters.organisationId))
        .where(and(eq(recruiterSessions.id, sha256(token)), gt(recruiterSessions.expiresAt, sql`now()`)));
      if (!row) return undefined;
      const hour = 3600 * 1000;
      if (row.expiresAt.getTime() < Date.now() + RECRUITER_SESSION_IDLE_DAYS * 24 * hour - hour) {
        await db
          .update(recruiterSessions)
          .set({
            expiresAt: sql`least(${recruiterSessions.createdAt} + make_interval(days => ${RECRUITER_SESSION_DAYS}), now() + make_interval(days => ${RECRUITER_SESSION_IDLE_DAYS}))`,
          })
          .where(eq(recruiterSessions.id, row.sessionId));
      }
      return {
        sessionId: row.sessionId,
        recruiterId: row.recruiterId,
        organisationId: row.organisationId,
        organisationKind: row.organisationKind,
        organisationName: row.organisationName,
        verified: row.verifiedAt !== null,
      };
    },

    async deleteSession(sessionId: string) {
      await db.delete(recruiterSessions).where(eq(recruiterSessions.id, sessionId));
    },

    async deleteExpiredSessions() {
      await db.delete(recruiterSessions).where(lt(recruiterSessions.expiresAt, sql`now()`));
    },

    async createVerificationToken(organisationId: number, recruiterId: number): Promise<string> {
      const token = newToken();
      await db.insert(organisationVerificationTokens).values({
        id: sha256(token),
        organisationId,
        recruiterId,
        expiresAt: sql`now() + make_interval(hours => ${VERIFICATION_LINK_HOURS})`,
      });
      return token;
    },

    /** Spends a verification token and marks its organisation verified; answers the organisation or undefined. */
    async verifyWithToken(token: string): Promise<number | undefined> {
      const [spent] = await db
        .update(organisationVerificationTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(organisationVerificationTokens.id, sha256(token)),
            isNull(organisationVerificationTokens.usedAt),
            gt(organisationVerificationTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ organisationId: organisationVerificationTokens.organisationId });
      if (!spent) return undefined;
      await db
        .update(recruiterOrganisations)
        .set({ verifiedAt: sql`coalesce(${recruiterOrganisations.verifiedAt}, now())` })
        .where(eq(recruiterOrganisations.id, spent.organisationId));
      return spent.organisationId;
    },

    async deleteExpiredVerificationTokens() {
      await db
        .delete(organisationVerificationTokens)
        .where(lt(organisationVerificationTokens.expiresAt, sql`now() - interval '30 days'`));
    },
  };
}
export type RecruiterAccountRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof recruiterAccountRepository>['byId']>>
>;
