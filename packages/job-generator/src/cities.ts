import type { CountryVersion } from '@laufbahn/i18n/country-versions';
import { isEuropean } from './reference.ts';
import type { Random } from './prng.ts';

/** A city as the caller loads it from the `cities` table. */
export interface City {
  geoCodeId: number;
  name: string;
  countryId: number;
  latitude: number;
  longitude: number;
  population: number;
}

/** Whether a city belongs to the country version: its own country, or any European country for `eur`. */
export function cityAllowed(version: CountryVersion, countryId: number): boolean {
  return version.countryId === null ? isEuropean(countryId) : countryId === version.countryId;
}

/** Picks cities of the country version weighted by population (binary search over cumulative weights). */
export function createCityPicker(cities: readonly City[], version: CountryVersion): (random: Random) => City {
  const allowed = cities.filter((city) => cityAllowed(version, city.countryId));
  if (allowed.length === 0) throw new Error(`no cities for the country version ${version.code}`);
  const cumulative = new Float64Array(allowed.length);
  let total = 0;
  allowed.forEach((city, i) => {
    total += Math.max(1, city.population);
    cumulative[i] = total;
  });
  return (random) => {
    const target = random.next() * total;
    let lo = 0;
    let hi = allowed.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((cumulative[mid] as number) > target) hi = mid;
      else lo = mid + 1;
    }
    return allowed[lo] as City;
  };
}
