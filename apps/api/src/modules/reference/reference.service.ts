import type { Location, NamedItem, Taxonomies } from '@laufbahn/contracts/reference';
import type { CountryVersion } from '@laufbahn/i18n/country-versions';
import { LANGUAGE_TAGS, type Language } from '@laufbahn/i18n/languages';
import type { Db } from '../../db/client.ts';
import type { LocalisedNames } from '../../db/schema/reference.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { foldForSearch, foldGermanUmlauts } from '../../lib/search-text.ts';
import { referenceRepository } from './reference.repository.ts';
import { collator, numberFormat } from '@laufbahn/i18n/intl-cache';

const named = (rows: { id: number; names: LocalisedNames }[], language: Language): NamedItem[] =>
  rows.map((row) => ({ id: row.id, name: row.names[language] ?? row.names.DE }));

export function salaryRangeName(
  range: { minAmount: number | null; maxAmount: number | null },
  language: Language,
  version: CountryVersion,
): string {
  const t = translatorFor(language, 'reference');
  const money = numberFormat(LANGUAGE_TAGS[language], {
    style: 'currency',
    currency: version.currency,
    maximumFractionDigits: 0,
  });
  if (range.minAmount === null) return t('salary.below', { amount: money.format(range.maxAmount!) });
  if (range.maxAmount === null) return t('salary.above', { amount: money.format(range.minAmount) });
  return t('salary.between', { min: money.format(range.minAmount), max: money.format(range.maxAmount) });
}

/**
 * Taxonomies per database, language and country version: reference data changes only with a release (seeds and
 * migrations at start), and nearly every page asks for them. Kept a few minutes, so a long-running process
 * still sees a change made by hand.
 */
const TAXONOMY_CACHE_MS = 5 * 60_000;
const taxonomyCache = new WeakMap<Db, Map<string, { at: number; value: Promise<Taxonomies> }>>();

export function referenceService(db: Db) {
  const repo = referenceRepository(db);

  async function readTaxonomies(language: Language, version: CountryVersion): Promise<Taxonomies> {
    const [levels, fns, inds, ctrs, salaries, experiences] = await Promise.all([
      repo.careerLevels(),
      repo.functions(),
      repo.industries(),
      repo.countries(),
      repo.salaryRanges(),
      repo.managementExperiences(),
    ]);
    const sorter = collator(LANGUAGE_TAGS[language]);
    const countries = [...ctrs]
      .sort((a, b) => a.sortOrder - b.sortOrder || sorter.compare(a.names[language], b.names[language]))
      .map((c) => ({ id: c.id, name: c.names[language], isoCode: c.isoCode }));
    return {
      careerLevels: named(levels, language),
      functions: named(fns, language),
      industries: named(inds, language),
      countries,
      salaryRanges: salaries.map((s) => ({ id: s.id, name: salaryRangeName(s, language, version) })),
      managementExperiences: named(experiences, language),
    };
  }

  return {
    taxonomies(language: Language, version: CountryVersion): Promise<Taxonomies> {
      let byKey = taxonomyCache.get(db);
      if (!byKey) taxonomyCache.set(db, (byKey = new Map()));
      const key = `${language}|${version.code}`;
      const hit = byKey.get(key);
      if (hit && Date.now() - hit.at < TAXONOMY_CACHE_MS) return hit.value;
      const value = readTaxonomies(language, version);
      byKey.set(key, { at: Date.now(), value });
      value.catch(() => byKey.delete(key));
      return value;
    },

    /** Industries whose name in the language contains the search, accent- and case-insensitive. */
    async searchIndustries(search: string, language: Language): Promise<NamedItem[]> {
      const needle = foldForSearch(search);
      const items = named(await repo.industries(), language);
      if (!needle) return items;
      return items
        .filter((item) => foldForSearch(item.name).includes(needle))
        .sort(
          (a, b) =>
            Number(!foldForSearch(a.name).startsWith(needle)) - Number(!foldForSearch(b.name).startsWith(needle)),
        );
    },

    async locations(search: string, countryId: number | undefined, limit: number): Promise<Location[]> {
      const prefix = foldForSearch(search);
      if (!prefix) return [];
      const rows = await repo.citiesByPrefix(prefix, countryId, limit * 4);
      const seen = new Set<number>();
      const result: Location[] = [];
      for (const row of rows) {
        if (seen.has(row.geoCodeId)) continue;
        seen.add(row.geoCodeId);
        const ownNameMatches = [foldForSearch(row.name), foldGermanUmlauts(row.name)].some((f) => f.startsWith(prefix));
        result.push({
          geoCodeId: row.geoCodeId,
          // Show the spelling that was typed ("München" for "münch") unless the city's own name matches.
          name: ownNameMatches ? row.name : row.matchedName,
          region: row.region,
          countryId: row.countryId,
          latitude: row.latitude,
          longitude: row.longitude,
        });
        if (result.length === limit) break;
      }
      return result;
    },
  };
}
