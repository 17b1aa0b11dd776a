import { CAREER_LEVEL_IDS } from '@laufbahn/cv-parser/taxonomy/career-level';
import { FUNCTION_KEYWORDS } from '@laufbahn/cv-parser/taxonomy/functions';
import { INDUSTRY_KEYWORDS } from '@laufbahn/cv-parser/taxonomy/industries';
import { describe, expect, it } from 'vitest';
import { CAREER_LEVELS, FUNCTIONS, INDUSTRIES } from './reference-data.ts';

// The CV parser maps titles to these ids without a database; they must be ids this seed creates.
describe("the CV parser's taxonomy ids", () => {
  it('exist in the reference data the API seeds', () => {
    const ids = (items: { id: number }[]) => new Set(items.map((item) => item.id));
    const levels = ids(CAREER_LEVELS);
    const functions = ids(FUNCTIONS);
    const industries = ids(INDUSTRIES);
    for (const id of CAREER_LEVEL_IDS) expect(levels.has(id), `career level ${id}`).toBe(true);
    for (const [id] of FUNCTION_KEYWORDS) expect(functions.has(id), `function ${id}`).toBe(true);
    for (const [id] of INDUSTRY_KEYWORDS) expect(industries.has(id), `industry ${id}`).toBe(true);
  });
});
