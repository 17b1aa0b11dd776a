import { describe, expect, it } from 'vitest';
import { choicesFromUrl, cvQuery, exportUrl, moved } from './cv-choices.ts';

describe('CV builder choices', () => {
  it('starts age-neutral, with every section, in the member’s language', () => {
    const choices = choicesFromUrl(new URL('http://x/account/cv-builder'), 'FR');
    expect(choices).toMatchObject({ template: 'classic', language: 'FR', photo: false, dateOfBirth: false });
    expect(cvQuery(choices)).toBe('template=classic&language=FR&sections=summary%2Cexperience%2Cskills');
  });

  it('reads what the form sent without JavaScript and ignores what it does not know', () => {
    const url = new URL(
      'http://x/account/cv-builder?template=modern&language=XX&order=skills,experience,summary&sections=experience&sections=skills&sections=hobbies&photo=1&summary=Hallo',
    );
    const choices = choicesFromUrl(url, 'DE');
    expect(choices.language).toBe('DE');
    expect(exportUrl(choices, 'pdf')).toBe(
      '/api/career/cv_builder/export?format=pdf&template=modern&language=DE&sections=skills%2Cexperience&summary=Hallo&photo=1',
    );
  });

  it('moves a section within the list and not past its ends', () => {
    expect(moved(['summary', 'experience', 'skills'], 'skills', -1)).toEqual(['summary', 'skills', 'experience']);
    expect(moved(['summary', 'experience', 'skills'], 'summary', -1)).toEqual(['summary', 'experience', 'skills']);
  });
});
