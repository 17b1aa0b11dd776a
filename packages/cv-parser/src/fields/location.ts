import type { TextLine } from '../text/model.ts';
import type { Found } from '../types.ts';
import { placeOf } from './linkedin.ts';
import { findCities, findCountries } from './places.ts';
import { alternation } from './word-list.ts';

export interface Location {
  city: Found<string> | null;
  countryCode: Found<string> | null;
}

const ADDRESS_LABEL = new RegExp(
  `^(?:${alternation(`
    wohnort, adresse, anschrift, address, location, ort, standort, domicile, adresse postale, indirizzo, residenza,
    domicilio, adres, woonplaats, dirección, direccion, residencia, lieu de résidence, city, stadt, ville, città,
    stad, ciudad
  `)})\\s*[:：]\\s*`,
  'iu',
);
/** "80331 München", "D-34131 Kassel", "88339 Bad Waldsee", "60311 Frankfurt am Main": the town after the code. */
const POSTAL_CITY = new RegExp(
  String.raw`(?:^|[\s,|])(?:[A-Z]{1,2}-)?\d{4,5}\s+` +
    String.raw`(\p{Lu}[\p{L}'’.-]+(?:\s(?:am|an|im|in|der|sur|de|del|di|la|le)\s\p{Lu}?[\p{L}.-]+|\s\p{Lu}[\p{L}.-]+)?)`,
  'u',
);
const STREET_BEFORE = new RegExp(
  `(?:^|\\s)(?:${alternation(String.raw`
    via, viale, corso, piazza, largo, rue, avenue, av\., boulevard, bd, place, quai, calle, avenida, avda\., paseo,
    plaza, carrer, passeig, straat, laan, weg, plein, street, road
  `)})\\s+(?:de\\s+|del\\s+|di\\s+|du\\s+|de la\\s+)?$`,
  'iu',
);
const UK_POSTCODE = /\b(\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?)[,\s]+[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b/u;
const US_STATE = /\b(\p{Lu}[\p{L}.]+(?:\s\p{Lu}[\p{L}.]+)?),\s?[A-Z]{2}(?:\s\d{5})?\b/u;

/**
 * The member's city and country from the contact part of the document: a labelled address, a postal code
 * followed by a town, or a known city name; the country from a country name, else from the city.
 */
export function extractLocation(lines: TextLine[], eligible: boolean[]): Location {
  let city: { value: string; country: string | null; confidence: number } | null = null;
  let country: string | null = null;
  let foundAt = -1;
  for (let index = 0; index < lines.length && !city; index++) {
    foundAt = index;
    if (!eligible[index]) continue;
    const line = lines[index] as TextLine;
    for (const part of line.text.split(/\t|\s[|•·]\s/)) {
      const labelled = ADDRESS_LABEL.test(part);
      const text = part.replace(ADDRESS_LABEL, '');
      const countries = findCountries(text);
      if (countries[0]) country ??= countries[0].countryCode;
      // The town after a postal code wins over a city a street is named after ("Via Roma 12, 20121 Milano").
      const postal = /@/.test(text)
        ? undefined
        : (POSTAL_CITY.exec(text)?.[1] ??
          UK_POSTCODE.exec(text)?.[1] ??
          (labelled ? US_STATE.exec(text)?.[1] : undefined));
      const known = findCities(text).find((match) => !STREET_BEFORE.test(text.slice(0, match.index)));
      const postalCity = postal ? findCities(postal)[0] : undefined;
      if (postalCity && postalCity.index === 0) {
        city = {
          value: postalCity.text,
          country: countries[0]?.countryCode ?? postalCity.countryCode,
          confidence: 0.9,
        };
        break;
      }
      if (known) {
        city = { value: known.text, country: countries[0]?.countryCode ?? known.countryCode, confidence: 0.9 };
        break;
      }
      if (postal) {
        city = { value: postal.trim(), country: countries[0]?.countryCode ?? null, confidence: 0.7 };
        break;
      }
      const place = placeOf(text);
      if (place) {
        city = { value: place, country: countries[0]?.countryCode ?? null, confidence: 0.75 };
        break;
      }
      if (labelled && /^\p{Lu}[\p{L} .'-]{1,40}$/u.test(text.split(',')[0]?.trim() ?? '')) {
        city = { value: text.split(',')[0]?.trim() ?? '', country: countries[0]?.countryCode ?? null, confidence: 0.6 };
        break;
      }
    }
  }
  // "80802 München" followed by "Deutschland" on the next line.
  if (city && !city.country && foundAt >= 0) {
    for (let index = foundAt + 1; index < Math.min(lines.length, foundAt + 4); index++) {
      const next = eligible[index] ? findCountries((lines[index] as TextLine).text)[0] : undefined;
      if (next) {
        city.country = next.countryCode;
        break;
      }
    }
  }
  const code = city?.country ?? country;
  return {
    city: city ? { value: city.value, confidence: city.confidence } : null,
    countryCode: code ? { value: code, confidence: city?.country ? 0.85 : 0.6 } : null,
  };
}
