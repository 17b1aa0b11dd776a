import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR, loadLabelledSet } from './evaluation/labelled-set.ts';
import {
  addTallies,
  emptyTallies,
  precision,
  recall,
  scoreDocument,
  type Field,
  type Miss,
} from './evaluation/score.ts';
import { parseCv } from './parse.ts';

/** Quality floors on the labelled CV set; speed is measured by bench/cv-extraction.ts, not here. */
const FLOORS: Record<Field, number> = {
  name: 0.95,
  lastName: 0.95,
  email: 0.95,
  phone: 0.95,
  city: 0,
  title: 0.9,
  company: 0.9,
  start: 0.9,
  end: 0.9,
};

const documents = loadLabelledSet();

describe('the labelled CV set', () => {
  it(
    `meets the quality floors (${documents.length} documents in ${FIXTURES_DIR})`,
    { timeout: 120_000 },
    async (context) => {
      context.skip(documents.length === 0, `no labelled CVs in ${FIXTURES_DIR}: the quality floors were not checked`);
      const totals = emptyTallies();
      const misses: (Miss & { id: string })[] = [];
      for (const document of documents) {
        const cv = await parseCv(document.bytes, document.kind);
        const score = scoreDocument(cv, document.expected);
        addTallies(totals, score.tallies);
        misses.push(...score.misses.map((miss) => ({ ...miss, id: document.id })));
      }
      const report = misses
        .map((miss) => `${miss.id} ${miss.field}: got "${miss.got}", want "${miss.want}"`)
        .join('\n');
      for (const [field, floor] of Object.entries(FLOORS) as [Field, number][]) {
        expect(precision(totals[field]), `${field} precision\n${report}`).toBeGreaterThanOrEqual(floor);
        expect(recall(totals[field]), `${field} recall\n${report}`).toBeGreaterThanOrEqual(floor);
      }
    },
  );
});
