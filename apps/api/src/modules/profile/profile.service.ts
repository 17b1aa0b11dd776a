import { parsePhoneNumber, type CountryCode } from 'libphonenumber-js/max';
import type { z } from 'zod';
import type {
  ContactDetailsBody,
  PersonalInformation,
  Profile,
  professionalInformationBody,
} from '@laufbahn/contracts/profile';
import type { Language } from '@laufbahn/i18n/languages';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { WriteMeta } from '../../lib/request-meta.ts';
import { recordAudit } from '../../platform/audit/audit.repository.ts';
import { careerGoalRepository } from '../career-goal/career-goal.repository.ts';
import { referenceRepository } from '../reference/reference.repository.ts';
import { profilePictureRepository } from './picture/profile-picture.repository.ts';
import { optionChecks, throwIfInvalid } from './option-checks.ts';
import { positionRepository } from './position.repository.ts';
import { profileRepository, type ProfileChanges } from './profile.repository.ts';
import { toIsoDate, toProfile } from './profile.view.ts';

export type ProfessionalInformation = z.output<typeof professionalInformationBody>;

/**
 * The profile's own sections. Every function takes a profile id that the route has resolved and checked
 * (the member's own profile today; a generated profile and its owner later), never the account.
 */
export function profileService(db: Db) {
  const profiles = profileRepository(db);
  const reference = referenceRepository(db);
  const checks = optionChecks(db);

  async function audit(meta: WriteMeta, action: string, profileId: number, details: Record<string, unknown> = {}) {
    await recordAudit(db, {
      accountId: meta.accountId,
      actor: meta.actor,
      action,
      ip: meta.ip,
      details: { profileId, ...details },
    });
  }

  async function update(profileId: number, changes: ProfileChanges, meta: WriteMeta, action: string) {
    await profiles.update(profileId, changes);
    await audit(meta, action, profileId, { fields: Object.keys(changes) });
  }

  return {
    /** The member's profile id; a member always has one, created here on first need. */
    async memberProfileId(accountId: number, meta: WriteMeta): Promise<number> {
      const { id, created } = await profiles.ensureMemberProfile(accountId);
      if (created) await audit(meta, 'profile.created', id);
      return id;
    },

    /** The whole profile, as every profile call answers it. */
    async view(profileId: number, language: Language): Promise<Profile> {
      const row = await profiles.byId(profileId);
      if (!row) throw notFound('Profile');
      const [owner, positions, careerSteps, picture] = await Promise.all([
        row.accountId === null ? undefined : profiles.owner(row.accountId),
        positionRepository(db).list(profileId),
        row.accountId === null ? [] : careerGoalRepository(db).listForAccount(row.accountId, language),
        profilePictureRepository(db).summary(profileId),
      ]);
      return toProfile({ row, owner, positions, careerSteps, picture });
    },

    async updatePersonalInformation(profileId: number, body: PersonalInformation, meta: WriteMeta) {
      const errors = {};
      const place = await checks.place(
        { countryId: body.countryId, geoCodeId: body.geoCodeId, city: body.city },
        errors,
      );
      throwIfInvalid(errors);
      const changes: ProfileChanges = {
        genderId: body.genderId,
        name: body.name,
        lastName: body.lastName,
        city: place.city,
        countryId: body.countryId,
        dateOfBirth: body.dateOfBirth ? toIsoDate(body.dateOfBirth) : null,
        geoCodeId: body.geoCodeId,
      };
      await update(profileId, changes, meta, 'profile.personal_information_changed');
    },

    /**
     * The country national phone numbers are read in: the profile's country, else the country version's;
     * undefined when neither has one (then only international numbers are valid).
     */
    async phoneCountry(profileId: number, countryVersionCountryId: number | null): Promise<CountryCode | undefined> {
      const row = await profiles.byId(profileId);
      for (const countryId of [row?.countryId, countryVersionCountryId]) {
        if (countryId === null || countryId === undefined) continue;
        const iso = await reference.isoCodeOf(countryId);
        if (iso) return iso as CountryCode;
      }
      return undefined;
    },

    /** `body` has been checked against `contactDetailsBody(country)`; the number is stored as E.164. */
    async updateContactDetails(
      profileId: number,
      body: ContactDetailsBody,
      country: CountryCode | undefined,
      meta: WriteMeta,
    ) {
      const phoneNumber = parsePhoneNumber(body.phoneNumber, country).number;
      await update(profileId, { phoneNumber }, meta, 'profile.contact_details_changed');
    },

    async updateProfessionalInformation(profileId: number, body: ProfessionalInformation, meta: WriteMeta) {
      const errors = {};
      await checks.taxonomies(body, errors);
      throwIfInvalid(errors);
      const changes: ProfileChanges = {
        currentSalaryRangeId: body.currentSalaryRangeId,
        managementExperienceId: body.managementExperienceId,
        skills: body.skills,
      };
      await update(profileId, changes, meta, 'profile.professional_information_changed');
    },
  };
}
export type ProfileService = ReturnType<typeof profileService>;
