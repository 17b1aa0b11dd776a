import { LANGUAGES } from '@laufbahn/i18n/languages';
import { describe, expect, it } from 'vitest';
import { createRandom } from './prng.ts';
import { FUNCTION_COUNT } from './reference.ts';
import { pickTitle, titleVariants } from './titles.ts';

describe('titles', () => {
  it('has a title for every function, level and language, without unfilled placeholders', () => {
    for (const language of LANGUAGES)
      for (let functionId = 1; functionId <= FUNCTION_COUNT; functionId++)
        for (let level = 1; level <= 7; level++) {
          const variants = titleVariants(functionId, level, language);
          expect(variants.length).toBeGreaterThan(0);
          for (const title of variants) expect(title).not.toMatch(/[{}]|undefined/);
        }
  });

  it('reads as customary in each country', () => {
    expect(titleVariants(3, 4, 'DE')).toContain('Leiter Finanzen und Controlling');
    expect(titleVariants(3, 7, 'DE')).toEqual(['CFO']);
    expect(titleVariants(3, 4, 'EN_GB')).toEqual(['Head of Finance']);
    expect(titleVariants(3, 6, 'EN_US')).toEqual(['Chief Financial Officer']);
    expect(titleVariants(3, 5, 'FR')).toEqual(['Directeur financier']);
    expect(titleVariants(8, 4, 'FR')).toContain('Responsable des ressources humaines');
    expect(titleVariants(21, 4, 'EN_US')).toContain('Head of Program Management');
    expect(titleVariants(1, 6, 'EN_GB')).toEqual(['Managing Director']);
    expect(titleVariants(1, 6, 'EN_US')).toEqual(['President']);
    expect(pickTitle(createRandom(1), 3, 7, 'DE')).toBe('CFO (m/w/d)');
    expect(pickTitle(createRandom(1), 3, 5, 'FR')).toBe('Directeur financier (H/F)');
    expect(pickTitle(createRandom(1), 3, 4, 'EN_GB')).toBe('Head of Finance');
  });

  it('rejects unknown functions and levels', () => {
    expect(() => titleVariants(24, 3, 'DE')).toThrow(RangeError);
    expect(() => titleVariants(3, 8, 'DE')).toThrow(RangeError);
  });
});
