import { CITIES, COUNTRIES } from './place-data.ts';

export interface PlaceMatch {
  /** As written in the text. */
  text: string;
  countryCode: string;
  index: number;
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function table(source: Record<string, string[]>, split: boolean): { pattern: RegExp; country: Map<string, string> } {
  const country = new Map<string, string>();
  for (const [code, entries] of Object.entries(source)) {
    for (const entry of entries) {
      for (const name of split ? entry.split('|') : [entry]) if (!country.has(name)) country.set(name, code);
    }
  }
  const names = [...country.keys()].sort((a, b) => b.length - a.length).map(escape);
  return { pattern: new RegExp(`(?<![\\p{L}\\-'])(?:${names.join('|')})(?![\\p{L}\\-])`, 'gu'), country };
}

const cities = table(CITIES, true);
const countries = table(COUNTRIES, false);

function find(text: string, source: { pattern: RegExp; country: Map<string, string> }): PlaceMatch[] {
  const found: PlaceMatch[] = [];
  for (const match of text.matchAll(source.pattern)) {
    const code = source.country.get(match[0]);
    if (code) found.push({ text: match[0], countryCode: code, index: match.index });
  }
  return found;
}

/** Cities named in the text, as written (the table is case-sensitive: "Essen" the city, not "essen"). */
export function findCities(text: string): PlaceMatch[] {
  return find(text, cities);
}

export function findCountries(text: string): PlaceMatch[] {
  return find(text, countries);
}

/** The first city or else the first country in the text. */
export function findPlace(text: string): PlaceMatch | null {
  return findCities(text)[0] ?? findCountries(text)[0] ?? null;
}

export function isCountryName(text: string): boolean {
  return countries.country.has(text.trim());
}

export function countryOfCity(name: string): string | null {
  return cities.country.get(name) ?? null;
}
