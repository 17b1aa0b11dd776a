import type { Db } from '../../../db/client.ts';
import { referenceRepository, type Taxonomy } from '../../reference/reference.repository.ts';
import type { MappingLookups } from './cv-mapping.ts';
import type { SalaryRangeRow } from './salary-evaluation.ts';

const TAXONOMIES = {
  careerLevelId: 'careerLevel',
  functionId: 'function',
  industryId: 'industry',
} as const satisfies Record<string, Taxonomy>;

/** The reference data mapping needs, read from the database (cities through the location search's names). */
export function cvLookups(db: Db): MappingLookups & { salaryRanges(): Promise<SalaryRangeRow[]> } {
  const reference = referenceRepository(db);
  return {
    countryId: (isoCode) => reference.countryIdOf(isoCode),
    isoCode: (countryId) => reference.isoCodeOf(countryId),

    city: (name, countryId) => reference.cityNamed(name, countryId),

    async exists(taxonomy, id) {
      return (await reference.existingIds(TAXONOMIES[taxonomy], [id])).has(id);
    },

    salaryRanges: () => reference.salaryRanges(),
  };
}
