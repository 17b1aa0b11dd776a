import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedCv, ExtractedPosition } from '@laufbahn/cv-parser/types';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { GERMANY, HAMBURG, MUNICH } from '../../profile/profile-test-helpers.ts';
import { cvLookups } from './cv-lookups.ts';
import { mapExtraction, shorten, toMonthYear, type MappingLookups } from './cv-mapping.ts';
import { evaluateSalary, salaryRangeOf, yearsOfExperience } from './salary-evaluation.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NOW = new Date(Date.UTC(2026, 10, 23));
const found = <T>(value: T, confidence = 0.9) => ({ value, confidence });

const position = (overrides: Partial<ExtractedPosition> = {}): ExtractedPosition => ({
  title: 'Leiterin Controlling',
  companyName: 'Beispiel AG',
  start: { month: 3, year: 2019 },
  end: null,
  current: true,
  city: 'München',
  description: null,
  careerLevel: { id: 4, confidence: 0.6 },
  function: { id: 3, confidence: 0.7 },
  industry: null,
  confidence: 0.9,
  ...overrides,
});

const cv = (overrides: Partial<ExtractedCv> = {}): ExtractedCv => ({
  language: 'de',
  name: found('Katharina'),
  lastName: found('Berger'),
  email: found('katharina.berger@example.de'),
  phone: found('0170 1234567'),
  city: found('München'),
  countryCode: found('DE'),
  positions: [position()],
  skills: ['SAP', 'IFRS'],
  languages: ['Deutsch', 'Englisch'],
  pageCount: 1,
  ...overrides,
});

const map = (extracted: ExtractedCv, lookups?: MappingLookups) =>
  mapExtraction(extracted, lookups ?? cvLookups(t.database.db), { defaultCountryId: GERMANY, now: NOW });

describe('mapping an extraction onto the profile', () => {
  it('finds the city in the reference data and normalises the phone number like the contact-details call', async () => {
    const mapped = await map(cv());
    expect(mapped).toMatchObject({
      name: 'Katharina',
      lastName: 'Berger',
      city: 'München',
      countryId: GERMANY,
      geoCodeId: MUNICH,
      phoneNumber: '+491701234567',
      email: 'katharina.berger@example.de',
      skills: ['SAP', 'IFRS'],
      languages: ['Deutsch', 'Englisch'],
      confidence: { name: 0.9, lastName: 0.9, email: 0.9, phoneNumber: 0.9, city: 0.9 },
    });
    expect(mapped.positions[0]!.fields).toMatchObject({ geoCodeId: MUNICH, countryId: GERMANY, careerLevelId: 4 });
    expect(mapped.positions[0]!.confidence).toEqual({ careerLevel: 0.6, function: 0.7, industry: 0 });
    const hamburg = await map(cv({ city: found('Hamburg'), countryCode: null }));
    expect(hamburg).toMatchObject({ geoCodeId: HAMBURG, countryId: GERMANY });
    // Paris in France: the CV's country does not say otherwise; with a German CV it is no known city.
    expect(await map(cv({ city: found('Paris'), countryCode: null }))).toMatchObject({ countryId: 56 });
    expect(await map(cv({ city: found('Paris') }))).toMatchObject({
      city: 'Paris',
      geoCodeId: null,
      countryId: GERMANY,
    });
  });

  it('drops what the member calls would refuse, never failing', async () => {
    const mapped = await map(
      cv({
        name: found('K4tharina'),
        lastName: found('x'.repeat(101)),
        email: found('not an email'),
        phone: found('12'),
        city: found('Nirgendwo am See'),
        countryCode: found('XX'),
        skills: ['SAP', 'sap', 'a\u0000b', 'y'.repeat(150), ...Array.from({ length: 40 }, (_, i) => `Skill ${i}`)],
      }),
    );
    expect(mapped).toMatchObject({
      name: null,
      lastName: null,
      email: null,
      phoneNumber: null,
      city: 'Nirgendwo am See',
      geoCodeId: null,
      countryId: null,
    });
    expect(mapped.confidence).toEqual({ city: 0.9 });
    expect(mapped.skills).toHaveLength(30);
    expect(mapped.skills.slice(0, 2)).toEqual(['SAP', 'y'.repeat(100)]);
  });

  it('shortens titles and companies over 100 characters at a word boundary', async () => {
    const long = `Geschäftsführerin ${'und Leiterin '.repeat(10)}Finanzen`;
    const mapped = await map(cv({ positions: [position({ title: long, companyName: `${'Sehr '.repeat(25)}GmbH` })] }));
    const { title, companyName } = mapped.positions[0]!.fields;
    expect(title.length).toBeLessThanOrEqual(100);
    expect(long.startsWith(title)).toBe(true);
    expect(long[title.length]).toBe(' ');
    expect(companyName).toMatch(/^(Sehr )+Sehr$/);
    expect(shorten('word '.repeat(30), 12)).toBe('word word');
    expect(shorten('x'.repeat(30), 12)).toBe('x'.repeat(12));
  });

  it('reads a year without month as January for starts and December for ends, never in the future', async () => {
    expect(toMonthYear({ month: null, year: 2015 }, 'start', NOW)).toEqual({ month: 1, year: 2015 });
    expect(toMonthYear({ month: null, year: 2019 }, 'end', NOW)).toEqual({ month: 12, year: 2019 });
    expect(toMonthYear({ month: null, year: 2026 }, 'end', NOW)).toEqual({ month: 11, year: 2026 });
    expect(toMonthYear({ month: 5, year: 2031 }, 'start', NOW)).toEqual({ month: 11, year: 2026 });
    const mapped = await map(
      cv({
        positions: [
          position({ start: { month: null, year: 2020 } }),
          position({
            title: 'Controllerin',
            current: false,
            start: { month: null, year: 2015 },
            end: { month: null, year: 2019 },
          }),
        ],
      }),
    );
    expect(mapped.positions.map((p) => [p.fields.startDate, p.endDate])).toEqual([
      [{ month: 1, year: 2020 }, null],
      [
        { month: 1, year: 2015 },
        { month: 12, year: 2019 },
      ],
    ]);
  });

  it('keeps one current position; a second current role keeps no end date and is marked for the member', async () => {
    const mapped = await map(
      cv({
        positions: [
          position({ title: 'Aufsichtsrätin', start: { month: 1, year: 2021 } }),
          position({ title: 'CFO', start: { month: 6, year: 2018 }, check: ['end'] }),
        ],
      }),
    );
    expect(mapped.positions.map((p) => [p.fields.title, p.current, p.endDate, p.checks])).toEqual([
      ['Aufsichtsrätin', true, null, []],
      ['CFO', false, null, [{ field: 'endDate', reason: 'secondCurrentRole' }]],
    ]);
  });

  it('asks about the end of every current role but the one kept current, whatever the parser marked', async () => {
    const mapped = await map(
      cv({
        positions: [
          // The parser's main job is refused (no start): the role beside it becomes the current one.
          position({ title: 'Main', start: null }),
          position({ title: 'Beirat', start: { month: 4, year: 2013 }, check: ['end'] }),
          position({ title: 'Lehrauftrag', start: { month: 9, year: 2015 } }),
        ],
      }),
    );
    expect(mapped.positions.map((p) => [p.fields.title, p.current, p.endDate, p.checks])).toEqual([
      ['Beirat', true, null, []],
      ['Lehrauftrag', false, null, [{ field: 'endDate', reason: 'secondCurrentRole' }]],
    ]);
  });

  it('passes the parser’s marks on with their reasons: a year without a month, an employer from a heading', async () => {
    const mapped = await map(
      cv({
        positions: [
          position({ start: { month: null, year: 2020 }, check: ['start'] }),
          position({
            title: 'Controllerin',
            current: false,
            start: { month: null, year: 2015 },
            end: { month: null, year: 2019 },
            check: ['company', 'start', 'end'],
          }),
          position({
            title: 'Analystin',
            companyName: 'Beispiel AG',
            current: false,
            start: { month: 2, year: 2010 },
            end: { month: 12, year: 2014 },
            check: ['company', 'title'],
          }),
        ],
      }),
    );
    expect(mapped.positions.map((p) => p.checks)).toEqual([
      [{ field: 'startDate', reason: 'yearOnly' }],
      [
        { field: 'companyName', reason: 'companyFromHeading' },
        { field: 'startDate', reason: 'yearOnly' },
        { field: 'endDate', reason: 'yearOnly' },
      ],
      [
        { field: 'title', reason: 'uncertain' },
        { field: 'companyName', reason: 'companyFromHeading' },
      ],
    ]);
  });

  it('drops positions that the position calls would refuse, and unknown taxonomy ids', async () => {
    const mapped = await map(
      cv({
        positions: [
          position({ companyName: null }),
          position({ title: '', current: false, end: { month: 1, year: 2020 } }),
          position({ start: null }),
          position({
            title: 'Backwards',
            current: false,
            start: { month: 1, year: 2020 },
            end: { month: 1, year: 2010 },
          }),
          position({
            title: 'Kept',
            careerLevel: { id: 99, confidence: 0.5 },
            industry: { id: 6, confidence: 0.4 },
            description: `Zeile eins\nZeile\u0007zwei ${'lang '.repeat(300)}`,
          }),
        ],
      }),
    );
    expect(mapped.positions).toHaveLength(1);
    const kept = mapped.positions[0]!;
    expect(kept.fields).toMatchObject({ title: 'Kept', careerLevelId: null, industryId: 6 });
    expect(kept.confidence).toEqual({ careerLevel: 0, function: 0.7, industry: 0.4 });
    expect(kept.fields.description!.startsWith('Zeile eins\nZeile zwei')).toBe(true);
    expect(kept.fields.description!.length).toBeLessThanOrEqual(1000);
  });
});

describe('salary evaluation', () => {
  it('uses the current position, the country and the years since the earliest start', async () => {
    const mapped = await map(
      cv({
        positions: [
          position({ careerLevel: { id: 5, confidence: 1 }, industry: { id: 2, confidence: 1 } }),
          position({
            title: 'Analystin',
            current: false,
            start: { month: 9, year: 2006 },
            end: { month: 2, year: 2019 },
          }),
        ],
      }),
    );
    expect(yearsOfExperience(mapped, NOW)).toBe(20);
    const ranges = await cvLookups(t.database.db).salaryRanges();
    const evaluation = evaluateSalary(mapped, 'EUR', GERMANY, ranges, NOW)!;
    expect(evaluation.basis).toEqual({
      careerLevelId: 5,
      careerLevelFromExperience: false,
      functionId: 3,
      industryId: 2,
      countryId: GERMANY,
      yearsOfExperience: 20,
    });
    expect(evaluation.salaryRangeId).toBe(salaryRangeOf((evaluation.min + evaluation.max) / 2, ranges));
    expect(salaryRangeOf(49_999, ranges)).toBe(1);
    expect(salaryRangeOf(50_000, ranges)).toBe(2);
    expect(salaryRangeOf(2_000_000, ranges)).toBe(ranges.at(-1)!.id);
    expect(evaluateSalary({ ...mapped, positions: [] }, 'EUR', GERMANY, ranges, NOW)).toBeNull();
  });
});
