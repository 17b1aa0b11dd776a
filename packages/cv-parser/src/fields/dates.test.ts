import { describe, expect, it } from 'vitest';
import { findDateRange, findDateRanges, withoutRange } from './dates.ts';

const range = (text: string) => {
  const found = findDateRange(text);
  return found && { start: found.start, end: found.end, current: found.current };
};
const m = (month: number | null, year: number) => ({ month, year });

describe('findDateRange', () => {
  it.each([
    ['03/2019 – heute', m(3, 2019), null, true],
    ['03.2019 - 05.2021', m(3, 2019), m(5, 2021), false],
    ['2019-03 – 2021-05', m(3, 2019), m(5, 2021), false],
    ['01.03.2019 – 31.12.2021', m(3, 2019), m(12, 2021), false],
    ['2015 – 2019', m(null, 2015), m(null, 2019), false],
    ['2019 –', m(null, 2019), null, true],
  ])('reads numeric dates: %s', (text, start, end, current) => {
    expect(range(text)).toEqual({ start, end, current });
  });

  it.each([
    // German
    ['März 2019 – Mrz. 2021', m(3, 2019), m(3, 2021), false],
    ['von 03/2019 bis heute', m(3, 2019), null, true],
    ['seit 03/2019', m(3, 2019), null, true],
    ['Januar 2019 - Heute (7 Jahre 11 Monate)', m(1, 2019), null, true],
    ['Jänner 2010 bis Dez. 2014', m(1, 2010), m(12, 2014), false],
    // English
    ['Mar 2019 - Present', m(3, 2019), null, true],
    ['March 2019 to December 2021', m(3, 2019), m(12, 2021), false],
    ['since 2019', m(null, 2019), null, true],
    ['Sept 2015 – current', m(9, 2015), null, true],
    // French
    ['janv. 2019 à déc. 2020', m(1, 2019), m(12, 2020), false],
    ["de mars 2015 à aujourd'hui", m(3, 2015), null, true],
    ['septembre 2018 à ce jour', m(9, 2018), null, true],
    ['depuis 2019', m(null, 2019), null, true],
    ['févr. 2012 – présent', m(2, 2012), null, true],
    // Italian
    ['gen 2019 – oggi', m(1, 2019), null, true],
    ['gennaio 2019 - presente', m(1, 2019), null, true],
    ['dal 2015 al 2019', m(null, 2015), m(null, 2019), false],
    ['dal 2019', m(null, 2019), null, true],
    ['mag. 2010 – attuale', m(5, 2010), null, true],
    // Dutch
    ['jan. 2019 - heden', m(1, 2019), null, true],
    ['van 2015 tot 2019', m(null, 2015), m(null, 2019), false],
    ['sinds 2019', m(null, 2019), null, true],
    ['mrt 2016 – nu', m(3, 2016), null, true],
    ['mei 2012 tot heden', m(5, 2012), null, true],
    // Spanish
    ['ene. 2019 – actualidad', m(1, 2019), null, true],
    ['enero de 2019 - diciembre de 2021', m(1, 2019), m(12, 2021), false],
    ['desde 2019', m(null, 2019), null, true],
    ['de 2015 a 2019', m(null, 2015), m(null, 2019), false],
    ['sept. 2016 – actual', m(9, 2016), null, true],
  ])('reads %s', (text, start, end, current) => {
    expect(range(text)).toEqual({ start, end, current });
  });

  it('leaves lone years alone unless asked, and finds several ranges on a line', () => {
    expect(findDateRange('Promotion 2004')).toBeNull();
    expect(findDateRange('Promotion 2004', { single: true })?.start).toEqual(m(null, 2004));
    expect(findDateRanges('2001 – 2005 Studium, 2005 – 2007 Promotion')).toHaveLength(2);
    expect(findDateRange('Tel. 0170 1234567')).toBeNull();
  });

  it('cuts a range out of its line', () => {
    const text = '03/2019 – heute\tLeiterin Finanzen';
    const found = findDateRange(text);
    expect(found && withoutRange(text, found)).toBe('Leiterin Finanzen');
    const linkedIn = 'January 2019 - Present (5 years 11 months)';
    const other = findDateRange(linkedIn);
    expect(other && withoutRange(linkedIn, other)).toBe('');
  });
});
