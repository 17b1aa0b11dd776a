import { describe, expect, it } from 'vitest';
import { linesOf } from '../test-support/lines.ts';
import { extractPhone } from './phone.ts';

const phoneIn = (texts: string[], country: Parameters<typeof extractPhone>[2] = 'DE') => {
  const lines = linesOf(texts);
  return extractPhone(
    lines,
    lines.map(() => true),
    country,
  )?.value;
};

describe('extractPhone', () => {
  it.each([
    [['Mobil: +49 171 2345678 · E-Mail: k.schaefer@example.de'], 'DE', '+49 171 2345678'],
    [['Tel. 0171 / 234 56 78'], 'DE', '0171 / 234 56 78'],
    [['+43 664 1234567'], 'AT', '+43 664 1234567'],
    [['Natel +41 79 123 45 67'], 'CH', '+41 79 123 45 67'],
    [['Tél. : 06 12 34 56 78'], 'FR', '06 12 34 56 78'],
    [['Cellulare 333 123 4567'], 'IT', '333 123 4567'],
    [['Telefoon: 06-12345678'], 'NL', '06-12345678'],
    [['Móvil: +34 655 43 21 09'], 'ES', '+34 655 43 21 09'],
    [['(312) 555-0178 (Mobile)'], 'US', '(312) 555-0178'],
  ] as const)('finds %s', (texts, country, expected) => {
    expect(phoneIn([...texts], country)).toBe(expected);
  });

  it('accepts numbers from reserved fictional ranges when they are labelled or international', () => {
    expect(phoneIn(['Mobile: 07700 900123'], 'GB')).toBe('07700 900123');
    expect(phoneIn(['+44 7700 900456'], 'GB')).toBe('+44 7700 900456');
  });

  it('does not take dates, postcodes or fax numbers for a phone number', () => {
    expect(phoneIn(['03/2019 – 05/2021 Leiterin Finanzen'])).toBeUndefined();
    expect(phoneIn(['Leopoldstraße 112, 80802 München'])).toBeUndefined();
    expect(phoneIn(['Fax +49 89 1234567', 'Mobil +49 170 7654321'])).toBe('+49 170 7654321');
  });

  it('prefers a labelled number to an unlabelled one', () => {
    expect(phoneIn(['+49 89 1234567', 'Mobil: +49 170 7654321'])).toBe('+49 170 7654321');
  });
});
