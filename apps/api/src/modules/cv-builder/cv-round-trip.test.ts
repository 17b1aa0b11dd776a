import { describe, expect, it } from 'vitest';
import { CV_TEMPLATES } from '@laufbahn/contracts/cv-builder';
import { parseCv } from '@laufbahn/cv-parser/parse';
import { addTallies, emptyTallies, scoreDocument, type Tally } from '@laufbahn/cv-parser/evaluation/score';
import { LANGUAGES, type Language } from '@laufbahn/i18n/languages';
import { cvDocument } from './cv-document.ts';
import { renderCvDocx } from './cv-docx.ts';
import { renderCvPdf } from './cv-pdf.ts';
import { testProfile } from './cv-test-profiles.ts';

/** The fields the issue names: name, contact, and each position's title, company and dates. */
const FIELDS = ['name', 'lastName', 'email', 'phone', 'title', 'company', 'start', 'end'] as const;
const COUNTRY: Record<Language, string> = {
  DE: 'DE',
  EN_GB: 'GB',
  EN_US: 'US',
  FR: 'FR',
  IT: 'IT',
  NL: 'NL',
  ES: 'ES',
};

function expectedOf(language: Language) {
  const { profile, person } = testProfile(language);
  const positions = [...(profile.currentPosition ? [profile.currentPosition] : []), ...profile.pastPositions];
  return {
    profile,
    person,
    expected: {
      id: `round-trip-${language}`,
      language: 'de' as const,
      locale: language,
      layout: 'one-column' as const,
      generator: 'pdfkit' as const,
      format: 'pdf' as const,
      pages: 1,
      photo: false,
      name: person.name,
      lastName: person.lastName,
      email: person.email,
      phone: person.phone,
      city: '',
      countryCode: COUNTRY[language],
      positions: positions.map((position) => ({
        title: position.title,
        companyName: position.companyName,
        city: position.city,
        start: { month: position.startDate.month, year: position.startDate.year },
        end: position.endDate ? { month: position.endDate.month, year: position.endDate.year } : null,
        current: position.current,
      })),
      skills: [],
      languages: [],
    },
  };
}

const share = (tallies: Record<string, Tally>) => {
  let correct = 0;
  let expected = 0;
  for (const field of FIELDS) {
    correct += tallies[field]!.correct;
    expected += tallies[field]!.expected;
  }
  return correct / expected;
};

describe('exported CVs read back through our own parser', () => {
  const totals = emptyTallies();
  const misses: string[] = [];

  for (const template of CV_TEMPLATES)
    for (const language of LANGUAGES)
      for (const format of ['pdf', 'docx'] as const)
        it(`${template} ${language} ${format}`, { timeout: 30_000 }, async () => {
          const { profile, person, expected } = expectedOf(language);
          const cv = cvDocument({
            profile,
            choices: { template, language, summary: person.summary },
            memberLanguage: 'DE',
            countryName: () => null,
            photo: null,
            paper: language === 'EN_US' ? 'LETTER' : 'A4',
          });
          const bytes = format === 'pdf' ? await renderCvPdf(cv) : await renderCvDocx(cv);
          const parsed = await parseCv(new Uint8Array(bytes), format);
          const score = scoreDocument(parsed, expected);
          addTallies(totals, score.tallies);
          const relevant = score.misses.filter((miss) => !/^(city|skills|languages)/.test(miss.field));
          misses.push(
            ...relevant.map(
              (miss) => `${template} ${language} ${format}: ${miss.field} got "${miss.got}" want "${miss.want}"`,
            ),
          );
          // Each document on its own: at most one field of its ~20 may be missed.
          expect(relevant.length, relevant.map((miss) => miss.field).join(', ')).toBeLessThanOrEqual(1);
        });

  it('keeps at least 98 % of the fields over every template, language and format', () => {
    // Every document was read and scored: 3 templates × 7 languages × 2 formats, each position counted.
    const positions = LANGUAGES.reduce((sum, language) => sum + expectedOf(language).expected.positions.length, 0);
    expect(totals.title.expected).toBe(CV_TEMPLATES.length * 2 * positions);
    if (process.env.CV_ROUND_TRIP_REPORT) console.log(`${(share(totals) * 100).toFixed(1)} %`, misses);
    expect(share(totals), misses.join('\n')).toBeGreaterThanOrEqual(0.98);
  });
});
