import fs from 'node:fs';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { CV_TEMPLATES } from '@laufbahn/contracts/cv-builder';
import { openPdf } from '@laufbahn/cv-parser/container/pdfjs';
import { LANGUAGE_TAGS, LANGUAGES } from '@laufbahn/i18n/languages';
import { cvDocument, type CvDocument } from './cv-document.ts';
import { CV_FONTS } from './cv-fonts.ts';
import { renderCvPdf } from './cv-pdf.ts';
import { testProfile } from './cv-test-profiles.ts';

const LONG =
  'Verantwortung für Finanzen, Controlling, IT und Einkauf mit 240 Mitarbeitenden in sieben Ländern. ' +
  'Einführung eines konzernweiten Reportings, Refinanzierung über 400 Mio. € und Verkauf zweier Sparten. ';

function cvFor(template: (typeof CV_TEMPLATES)[number], language: (typeof LANGUAGES)[number], long: boolean) {
  const { profile, person } = testProfile(language);
  if (long) {
    // A long career: ten positions with long descriptions, more than one page in the classic template.
    const base = profile.pastPositions[0]!;
    profile.pastPositions = Array.from({ length: 10 }, (_, index) => ({
      ...base,
      identifier: 100 + index,
      title: `${base.title} ${index + 1}`,
      description: LONG.repeat(3),
      startDate: { month: 1, year: 2000 - index },
      endDate: { month: 12, year: 2000 - index },
    }));
  }
  return cvDocument({
    profile,
    choices: { template, language, summary: person.summary, dateOfBirth: '1' },
    memberLanguage: 'DE',
    countryName: () => null,
    photo: null,
    paper: language === 'EN_US' ? 'LETTER' : 'A4',
  });
}

/** Every character a CV shows: the name, contact details, headings, dates, positions and skills. */
function textOf(cv: CvDocument): string {
  return JSON.stringify(cv);
}

describe('the PDF templates', () => {
  const fonts = Object.values(CV_FONTS).flatMap((family) =>
    Object.values(family).map((file) => fontkit.create(fs.readFileSync(file)) as fontkit.Font),
  );

  for (const template of CV_TEMPLATES)
    for (const language of LANGUAGES)
      it(`${template} in ${LANGUAGE_TAGS[language]}: glyphs for every letter, text inside the page, real text`, async () => {
        for (const long of [false, true]) {
          const cv = cvFor(template, language, long);
          const missing = [...new Set(textOf(cv))].filter((char) =>
            fonts.some((font) => !font.hasGlyphForCodePoint(char.codePointAt(0)!)),
          );
          expect(missing, 'characters without a glyph').toEqual([]);

          const opened = await openPdf(new Uint8Array(await renderCvPdf(cv)));
          if (!opened.ok) throw new Error(opened.problem);
          const pdf = opened.document;
          if (template === 'executive') expect(pdf.numPages, 'the executive summary is one page').toBe(1);
          let text = '';
          for (let number = 1; number <= pdf.numPages; number++) {
            const page = await pdf.getPage(number);
            const [, , width, height] = page.view as [number, number, number, number];
            const content = await page.getTextContent();
            for (const item of content.items) {
              if (!('str' in item) || !item.str.trim()) continue;
              const [, , , , x, y] = item.transform as number[];
              const where = `"${item.str}" on page ${number} at ${x!.toFixed(0)},${y!.toFixed(0)}`;
              expect(x!, where).toBeGreaterThanOrEqual(20);
              expect(x! + item.width, where).toBeLessThanOrEqual(width - 20);
              expect(y!, where).toBeGreaterThanOrEqual(20);
              expect(y! + item.height, where).toBeLessThanOrEqual(height - 20);
              text += `${item.str}${item.hasEOL ? '\n' : ' '}`;
            }
          }
          await pdf.destroy();
          // Selectable text in reading order: the name first, then the positions newest first.
          const squashed = text.replace(/\s+/g, ' ');
          expect(squashed.indexOf(cv.name)).toBeGreaterThanOrEqual(0);
          const experience = cv.blocks.find((block) => block.kind === 'experience');
          if (experience?.kind !== 'experience') throw new Error('no experience');
          const places = experience.entries.map((entry) => squashed.indexOf(entry.title));
          expect(places.every((place) => place > squashed.indexOf(cv.name))).toBe(true);
          expect([...places].sort((a, b) => a - b)).toEqual(places);
        }
      });
});
