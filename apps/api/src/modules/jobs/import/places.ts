import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { cities, citySearchNames } from '../../../db/schema/reference.ts';
import { foldForSearch, foldGermanUmlauts } from '../../../lib/search-text.ts';
import { referenceRepository } from '../../reference/reference.repository.ts';

export interface ResolvedCity {
  geoCodeId: number;
  name: string;
  countryId: number;
  latitude: number;
  longitude: number;
}

export interface PlaceResolver {
  /** A country by ISO 3166-1 code (alpha-2 or alpha-3) or by name in one of the seven languages; null if unknown. */
  countryId(text: string): Promise<number | null>;
  /**
   * The most populous city of that name (any of its spellings) in the country, or anywhere when the country is
   * unknown; in the US a matching state code (`addressRegion`) comes first.
   */
  city(locality: string, countryId: number | null, region: string | null): Promise<ResolvedCity | null>;
  /** The country's most populous city: where a remote position with no city of its own is placed. */
  largestCity(countryId: number): Promise<ResolvedCity | null>;
}

/** Names feeds use that CLDR's do not cover, and the alpha-3 codes of the spec's countries. */
const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'US',
  'u.s.': 'US',
  'u.s.a.': 'US',
  'united states of america': 'US',
  america: 'US',
  uk: 'GB',
  'u.k.': 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  holland: 'NL',
  'the netherlands': 'NL',
  deu: 'DE',
  aut: 'AT',
  che: 'CH',
  fra: 'FR',
  bel: 'BE',
  nld: 'NL',
  ita: 'IT',
  esp: 'ES',
  gbr: 'GB',
};

const cityColumns = {
  geoCodeId: cities.geoCodeId,
  name: cities.name,
  countryId: cities.countryId,
  latitude: cities.latitude,
  longitude: cities.longitude,
};

/**
 * Spellings to try for a locality as feeds write it: "München", "80331 München", "München (Bayern)",
 * "Frankfurt am Main, Hessen".
 */
function localityKeys(locality: string): string[] {
  const forms = [
    locality,
    locality.split(',')[0] ?? '',
    locality.replace(/\(.*?\)/g, ' '),
    locality.replace(/\b\d[\d-]*\b/g, ' '),
    locality
      .split(',')[0]!
      .replace(/\(.*?\)/g, ' ')
      .replace(/\b\d[\d-]*\b/g, ' '),
  ];
  return [...new Set(forms.flatMap((form) => [foldForSearch(form), foldGermanUmlauts(form)]))].filter(
    (key) => key.length > 0 && key.length <= 200,
  );
}

/** Reads countries once and cities as they are asked for; remembers every answer (a feed names few places). */
export function placeResolver(db: Db): PlaceResolver {
  let countryKeys: Promise<Map<string, number>> | undefined;
  const cityCache = new Map<string, Promise<ResolvedCity | null>>();
  const largestCache = new Map<number, Promise<ResolvedCity | null>>();

  async function loadCountries(): Promise<Map<string, number>> {
    const rows = (await referenceRepository(db).countries()).filter((row) => row.isoCode !== null);
    const keys = new Map<string, number>();
    const idByIso = new Map(rows.map((row) => [row.isoCode!.toUpperCase(), row.id]));
    for (const row of rows) {
      keys.set(foldForSearch(row.isoCode!), row.id);
      for (const name of Object.values(row.names)) keys.set(foldForSearch(name), row.id);
    }
    for (const [alias, iso] of Object.entries(COUNTRY_ALIASES)) {
      const id = idByIso.get(iso);
      if (id !== undefined && !keys.has(alias)) keys.set(alias, id);
    }
    return keys;
  }

  return {
    async countryId(text) {
      countryKeys ??= loadCountries();
      const keys = await countryKeys;
      const folded = foldForSearch(text);
      return keys.get(folded) ?? keys.get(folded.replace(/^the /, '')) ?? null;
    },

    city(locality, countryId, region) {
      const keys = localityKeys(locality);
      const cacheKey = JSON.stringify([keys, countryId, region]);
      let answer = cityCache.get(cacheKey);
      if (!answer) {
        answer = (async () => {
          if (keys.length === 0) return null;
          // The first spelling that names a city wins, so "Frankfurt am Main, Hessen" is not read as "Hessen".
          const rows = await db
            .select({ ...cityColumns, searchName: citySearchNames.searchName })
            .from(citySearchNames)
            .innerJoin(cities, eq(cities.geoCodeId, citySearchNames.geoCodeId))
            .where(
              and(
                inArray(citySearchNames.searchName, keys),
                countryId === null ? undefined : eq(cities.countryId, countryId),
              ),
            )
            .orderBy(
              desc(sql`${cities.region} is not distinct from ${region ? region.toUpperCase() : null}`),
              desc(cities.population),
              asc(cities.geoCodeId),
            );
          const best = keys.map((key) => rows.find((row) => row.searchName === key)).find(Boolean);
          if (!best) return null;
          const { searchName: _, ...city } = best;
          return city;
        })();
        cityCache.set(cacheKey, answer);
      }
      return answer;
    },

    largestCity(countryId) {
      let answer = largestCache.get(countryId);
      if (!answer) {
        answer = db
          .select(cityColumns)
          .from(cities)
          .where(eq(cities.countryId, countryId))
          .orderBy(desc(cities.population), asc(cities.geoCodeId))
          .limit(1)
          .then((rows) => rows[0] ?? null);
        largestCache.set(countryId, answer);
      }
      return answer;
    },
  };
}
