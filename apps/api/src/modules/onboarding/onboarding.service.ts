import { and, eq, isNull, sql } from 'drizzle-orm';
import { parsePhoneNumber, type CountryCode } from 'libphonenumber-js/max';
import type { z } from 'zod';
import { CAREER_GOAL_LIMITS, type CareerStep } from '@laufbahn/contracts/career-goal';
import {
  onboardingDraft,
  type OnboardingDraft,
  type OnboardingDraftAnswer,
  type OnboardingResult,
  type onboardingAccountBody,
} from '@laufbahn/contracts/onboarding';
import { COUNTRY_VERSIONS, type CountryVersion } from '@laufbahn/i18n/country-versions';
import { parseLanguage, type Language } from '@laufbahn/i18n/languages';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import { hashNewPassword, registerAccount } from '../account/account.service.ts';

import type { AccountAttribution } from '../../platform/attribution/first-touch.ts';
import { recordAudit } from '../../platform/audit/audit.repository.ts';
import { careerGoalRepository } from '../career-goal/career-goal.repository.ts';
import { careerGoalService, type CareerStepInput } from '../career-goal/career-goal.service.ts';
import { profileService } from '../profile/profile.service.ts';
import { profileRepository, type ProfileChanges, type ProfileRow } from '../profile/profile.repository.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import { answered, draftChecks } from './draft-checks.ts';
import { onboardingDraftRepository, type StoredDraft } from './onboarding-draft.repository.ts';

export type OnboardingAccountInput = z.output<typeof onboardingAccountBody>;

/** A stored draft the current schema no longer reads (an older shape) counts as none, never as a 500. */
function toAnswer(stored: StoredDraft | undefined): OnboardingDraftAnswer {
  const parsed = stored && onboardingDraft.safeParse(stored.draft);
  return stored && parsed?.success
    ? { draft: parsed.data, updatedAt: stored.updatedAt.toISOString() }
    : { draft: {}, updatedAt: null };
}

/** The draft's career goal, when levels, functions and industries are all chosen; else undefined. */
export function careerGoalOf(draft: OnboardingDraft): CareerStepInput | undefined {
  const { careerLevelIds = [], functionIds = [], industryIds = [] } = draft;
  if (careerLevelIds.length === 0 || functionIds.length === 0 || industryIds.length === 0) return undefined;
  return {
    careerLevelIds,
    functionIds,
    industryIds,
    locations: draft.locations ?? [],
    openToOtherLocations: false,
    willingnessToTravel: null,
    workplacePreference: 'any',
    targetSalary: draft.targetSalary ?? null,
  };
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));
const locationKeys = (list: { geoCodeId: number; radiusKm: number }[]) =>
  list.map((l) => `${l.geoCodeId}:${l.radiusKm}`).sort();

/** Whether a member's goal already says what the draft's goal says (lists compared as sets). */
export function sameGoal(goal: CareerStep, wanted: CareerStepInput): boolean {
  return (
    sameIds(goal.careerLevelIds, wanted.careerLevelIds) &&
    sameIds(goal.functionIds, wanted.functionIds) &&
    sameIds(goal.industryIds, wanted.industryIds) &&
    locationKeys(goal.locations).join() === locationKeys(wanted.locations).join() &&
    goal.targetSalary === wanted.targetSalary
  );
}

/**
 * The draft's profile answers that go into empty fields of `row`; nothing the profile holds is replaced. Name,
 * last name and salutation only when none of the three is set yet (each one the draft has; the country of
 * `countryId` with them when all three are there and the profile names no place); the phone, as E.164, when
 * there is none; the current salary band when there is none.
 */
export function fillEmptyProfileFields(
  row: ProfileRow,
  draft: OnboardingDraft,
  countryId: number | null,
  phoneCountry: CountryCode | undefined,
): ProfileChanges {
  const changes: ProfileChanges = {};
  if (row.genderId === null && row.name === null && row.lastName === null) {
    const name = answered(draft.name);
    const lastName = answered(draft.lastName);
    const genderId = draft.genderId ?? null;
    if (name !== null) changes.name = name;
    if (lastName !== null) changes.lastName = lastName;
    if (genderId !== null) changes.genderId = genderId;
    const complete = name !== null && lastName !== null && genderId !== null;
    if (complete && countryId !== null && row.countryId === null && row.geoCodeId === null) {
      changes.countryId = countryId;
    }
  }
  const phone = answered(draft.phoneNumber);
  if (row.phoneNumber === null && phone !== null) changes.phoneNumber = parsePhoneNumber(phone, phoneCountry).number;
  if (row.currentSalaryRangeId === null && draft.currentSalaryRangeId) {
    changes.currentSalaryRangeId = draft.currentSalaryRangeId;
  }
  return changes;
}

/**
 * The onboarding wizard: the visitor's draft (kept against the `lb_guest` cookie), the account made from it,
 * and the hand-over of a draft to a member who signed in instead.
 */
export function onboardingService(db: Db, limiter: RateLimiter) {
  const drafts = onboardingDraftRepository(db);
  const checks = draftChecks(db);

  /**
   * Inside `tx`: the draft's profile answers (fill-only), its career goal (when complete and below the limit,
   * never twice the same), the support goal when the account has none, and the visitor's draft deleted.
   */
  async function applyDraft(
    tx: Db,
    accountId: number,
    profileId: number,
    draft: OnboardingDraft,
    context: {
      guestId: string | null;
      countryVersion: CountryVersion;
      phoneCountry: CountryCode | undefined;
      language: Language;
      meta: RequestMeta;
    },
  ): Promise<{ careerGoalId: number | null; fields: string[] }> {
    const goals = careerGoalRepository(tx);
    // One member's wizard writes queue up behind each other, and behind goal edits.
    await goals.lockAccount(accountId);
    const [row] = await tx.select().from(profiles).where(eq(profiles.id, profileId)).for('update');
    const changes = fillEmptyProfileFields(row!, draft, context.countryVersion.countryId, context.phoneCountry);
    if (Object.keys(changes).length > 0) await profileRepository(tx).update(profileId, changes);

    let careerGoalId: number | null = null;
    const wanted = careerGoalOf(draft);
    if (wanted) {
      const existing = await goals.listForAccount(accountId, context.language);
      const same = existing.find((goal) => sameGoal(goal, wanted));
      if (same) {
        careerGoalId = same.id;
      } else if (existing.length < CAREER_GOAL_LIMITS.maxGoals) {
        const created = await careerGoalService(tx).create(
          accountId,
          wanted,
          context.countryVersion.currency,
          { accountId, actor: context.meta.actor, ip: context.meta.ip },
          context.language,
        );
        careerGoalId = created.id;
      }
    }

    const fields = Object.keys(changes);
    if (draft.supportGoal) {
      const set = await tx
        .update(accounts)
        .set({ supportGoal: draft.supportGoal, updatedAt: sql`now()` })
        .where(and(eq(accounts.id, accountId), isNull(accounts.supportGoal)))
        .returning({ id: accounts.id });
      if (set.length > 0) fields.push('supportGoal');
    }
    if (context.guestId) await onboardingDraftRepository(tx).delete(context.guestId);
    return { careerGoalId, fields };
  }

  return {
    async getDraft(guestId: string): Promise<OnboardingDraftAnswer> {
      return toAnswer(await drafts.get(guestId));
    },

    /** Replaces the visitor's draft; every answer present must be one the account could take. */
    async saveDraft(guestId: string, draft: OnboardingDraft, meta: RequestMeta): Promise<OnboardingDraftAnswer> {
      await checks.assertValid(draft, await checks.phoneCountry(meta.countryVersion.countryId));
      return toAnswer(await drafts.put(guestId, draft));
    },

    /** Counts one draft save against the visitor's and the address's limits (429 past them). */
    async limitDraftSaves(guestId: string, ip: string): Promise<void> {
      await limiter.hit('onboardingDraftPerGuest', guestId);
      await limiter.hit('onboardingDraftPerIp', ip);
    },

    /**
     * The password step: in one transaction the account exactly as sign-up makes it, then the draft's answers
     * on it. Anything failing leaves nothing behind.
     */
    async createAccount(
      body: OnboardingAccountInput,
      meta: RequestMeta,
      attribution: AccountAttribution,
    ): Promise<{ result: OnboardingResult; token: string; deviceToken: string; language: Language }> {
      await limiter.hit('signUpPerIp', meta.ip);
      const { draft } = body;
      const countryVersion = COUNTRY_VERSIONS[body.countryVersion ?? meta.countryVersion.code];
      const phoneCountry = await checks.phoneCountry(countryVersion.countryId);
      await checks.assertValid(draft, phoneCountry, 'draft.');
      const passwordHash = await hashNewPassword(body.password, draft.email ?? undefined);

      return db.transaction(async (tx) => {
        const { account, profileId, token, deviceToken } = await registerAccount(
          tx,
          {
            email: draft.email!,
            passwordHash,
            contactConsent: draft.contactConsent,
            language: body.language,
            countryVersion: countryVersion.code,
          },
          meta,
          attribution,
          'draft.email',
        );
        const language = parseLanguage(account.language) ?? countryVersion.language;
        const { careerGoalId, fields } = await applyDraft(tx, account.id, profileId, draft, {
          guestId: attribution.guestId,
          countryVersion,
          phoneCountry,
          language,
          meta,
        });
        await recordAudit(tx, {
          accountId: account.id,
          actor: meta.actor,
          action: 'onboarding.account_created',
          ip: meta.ip,
          details: { profileId, fields, careerGoalId },
        });
        return { result: { accountId: account.id, profileId, careerGoalId }, token, deviceToken, language };
      });
    },

    /** The login alternative: the draft into a member's empty fields; nothing the member has is overwritten. */
    async apply(
      accountId: number,
      guestId: string | null,
      draft: OnboardingDraft,
      language: Language,
      meta: RequestMeta,
    ): Promise<OnboardingResult> {
      const profilesOfMembers = profileService(db);
      const profileId = await profilesOfMembers.memberProfileId(accountId, {
        accountId,
        actor: meta.actor,
        ip: meta.ip,
      });
      // National numbers are read as the contact-details call reads them: the profile's country, else the version's.
      const phoneCountry = await profilesOfMembers.phoneCountry(profileId, meta.countryVersion.countryId);
      await checks.assertValid(draft, phoneCountry, 'draft.');
      return db.transaction(async (tx) => {
        const { careerGoalId, fields } = await applyDraft(tx, accountId, profileId, draft, {
          guestId,
          countryVersion: meta.countryVersion,
          phoneCountry,
          language,
          meta,
        });
        await recordAudit(tx, {
          accountId,
          actor: meta.actor,
          action: 'onboarding.applied',
          ip: meta.ip,
          details: { profileId, fields, careerGoalId },
        });
        return { accountId, profileId, careerGoalId };
      });
    },
  };
}
export type OnboardingService = ReturnType<typeof onboardingService>;

/** A signed-in caller cannot make a second account through the wizard (they hand the draft over instead). */
export const alreadySignedIn = () =>
  new AppError('forbidden', 'Already signed in: hand the draft over with POST /api/onboarding/apply');
