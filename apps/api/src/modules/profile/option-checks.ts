import { VALIDATION } from '@laufbahn/contracts/errors';
import type { Db } from '../../db/client.ts';
import { EUROPE_ID } from '../../db/seed/countries.ts';
import { validationFailed, type FieldErrors } from '../../lib/app-error.ts';
import { referenceRepository, type Taxonomy } from '../reference/reference.repository.ts';

const UNITED_STATES_ID = 235;

/** Taxonomy fields a payload may carry, and the taxonomy each names. */
const TAXONOMIES = {
  careerLevelId: 'careerLevel',
  functionId: 'function',
  industryId: 'industry',
  currentSalaryRangeId: 'salaryRange',
  managementExperienceId: 'managementExperience',
} as const satisfies Record<string, Taxonomy>;
type TaxonomyField = keyof typeof TAXONOMIES;

export interface Place {
  countryId: number | null;
  geoCodeId: number | null;
  city: string | null;
}

/**
 * The ids a payload names must exist, else 422 with `validation.invalidOption` on the field. The zod
 * schemas check form and range; these checks need the database.
 */
export function optionChecks(db: Db) {
  const reference = referenceRepository(db);
  const invalid = (errors: FieldErrors, field: string) => (errors[field] = [VALIDATION.invalidOption]);

  return {
    /**
     * Country and city: both must exist, and the city must lie in the country ("Europe" takes any
     * European city). Answers the place with `city` filled from the city's name when it was empty.
     */
    async place<T extends Place>(input: T, errors: FieldErrors): Promise<T> {
      if (input.countryId !== null && !(await reference.existingCountryIds([input.countryId])).has(input.countryId)) {
        invalid(errors, 'countryId');
      }
      if (input.geoCodeId === null) return input;
      const city = await reference.city(input.geoCodeId);
      if (!city) {
        invalid(errors, 'geoCodeId');
        return input;
      }
      const inCountry =
        input.countryId === null ||
        city.countryId === input.countryId ||
        (input.countryId === EUROPE_ID && city.countryId !== UNITED_STATES_ID);
      if (!inCountry && !errors.countryId) invalid(errors, 'geoCodeId');
      return input.city ? input : { ...input, city: city.name };
    },

    async taxonomies(input: Partial<Record<TaxonomyField, number | null>>, errors: FieldErrors): Promise<void> {
      for (const field of Object.keys(TAXONOMIES) as TaxonomyField[]) {
        const id = input[field];
        if (id === null || id === undefined) continue;
        if (!(await reference.existingIds(TAXONOMIES[field], [id])).has(id)) invalid(errors, field);
      }
    },
  };
}

export function throwIfInvalid(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}
