import { describe, expect, it } from 'vitest';
import { linesOf } from '../test-support/lines.ts';
import { extractLocation } from './location.ts';

const locate = (texts: string[]) => {
  const lines = linesOf(texts);
  const found = extractLocation(
    lines,
    lines.map(() => true),
  );
  return [found.city?.value ?? null, found.countryCode?.value ?? null];
};

describe('extractLocation', () => {
  it.each([
    [['Leopoldstraße 112', '80802 München'], 'München', 'DE'],
    [['Am Kirchberg 7, D-34131 Kassel'], 'Kassel', 'DE'],
    [['Wohnort: Winterthur'], 'Winterthur', 'CH'],
    [['3 place du Général de Gaulle', '59000 Lille', 'France'], 'Lille', 'FR'],
    [['14 Queen Street, Edinburgh EH2 1JX'], 'Edinburgh', 'GB'],
    [['Chicago, Illinois, United States'], 'Chicago', 'US'],
    [['Milwaukee, Wisconsin, United States'], 'Milwaukee', 'US'],
    [['Keizersgracht 100, 1015 CW Amsterdam'], 'Amsterdam', 'NL'],
    [['Ludwigshafen am Rhein, Rheinland-Pfalz, Deutschland'], 'Ludwigshafen am Rhein', 'DE'],
    [['12 rue des Lilas', '44000 Nantes'], 'Nantes', 'FR'],
  ])('finds %s', (texts, city, country) => {
    expect(locate(texts)).toEqual([city, country]);
  });

  it('reads an unknown town after its postal code, and the country from a country name', () => {
    expect(locate(['Hauptstraße 3', '88339 Bad Waldsee', 'Deutschland'])).toEqual(['Bad Waldsee', 'DE']);
  });
});
