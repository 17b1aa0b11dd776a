import type { CountryCode } from 'libphonenumber-js/max';
import { VALIDATION } from '@laufbahn/contracts/errors';
import type { OnboardingDraft } from '@laufbahn/contracts/onboarding';
import { phoneNumber } from '@laufbahn/contracts/profile';
import type { Db } from '../../db/client.ts';
import { validationFailed, type FieldErrors } from '../../lib/app-error.ts';
import { GOAL_TAXONOMY_FIELDS } from '../career-goal/career-goal.service.ts';
import { optionChecks } from '../profile/option-checks.ts';
import { referenceRepository } from '../reference/reference.repository.ts';

/** A text answer, trimmed; null when missing or empty (an emptied field counts as not answered). */
export const answered = (value: string | null | undefined): string | null => value?.trim() || null;

/**
 * The checks a draft needs beyond its schema: the phone number for the country, and every id against the
 * reference data — the same rules as the contact-details, professional-information and career-goal calls, so a
 * draft never holds what the account could not take later.
 */
export function draftChecks(db: Db) {
  const reference = referenceRepository(db);
  const options = optionChecks(db);

  return {
    /** The country national phone numbers are read in; undefined (international numbers only) without one. */
    async phoneCountry(countryId: number | null | undefined): Promise<CountryCode | undefined> {
      if (countryId === null || countryId === undefined) return undefined;
      return ((await reference.isoCodeOf(countryId)) ?? undefined) as CountryCode | undefined;
    },

    /** 422 naming every field in error; `prefix` is where the draft sits in the body (`draft.`). */
    async assertValid(draft: OnboardingDraft, country: CountryCode | undefined, prefix = ''): Promise<void> {
      const fields: FieldErrors = {};
      const invalid = (field: string, key: string = VALIDATION.invalidOption) => (fields[prefix + field] = [key]);

      const phone = answered(draft.phoneNumber);
      if (phone !== null && !phoneNumber(country).safeParse(phone).success)
        invalid('phoneNumber', VALIDATION.phoneInvalid);

      for (const [field, taxonomy] of GOAL_TAXONOMY_FIELDS) {
        const ids = draft[field] ?? [];
        if (ids.length === 0) continue;
        const known = await reference.existingIds(taxonomy, ids);
        if (ids.some((id) => !known.has(id))) invalid(field);
      }

      const locations = draft.locations ?? [];
      const knownCities = await reference.existingCityIds(locations.map((location) => location.geoCodeId));
      locations.forEach((location, index) => {
        if (!knownCities.has(location.geoCodeId)) invalid(`locations.${index}.geoCodeId`);
      });

      const salary: FieldErrors = {};
      await options.taxonomies({ currentSalaryRangeId: draft.currentSalaryRangeId }, salary);
      for (const field of Object.keys(salary)) invalid(field);

      if (Object.keys(fields).length > 0) throw validationFailed(fields);
    },
  };
}
