/**
 * Quality and speed of `@laufbahn/cv-parser` on its two labelled CV sets, reported apart: the development
 * set (packages/cv-parser/fixtures/cvs, the CVs the rules were written on) and the holdout set
 * (packages/cv-parser/fixtures/holdout, CVs made by real templates and tools). Field-level precision and
 * recall, median and p95 time per document by format, and every miss per document.
 *
 *   npx tsx bench/cv-extraction.ts             # both sets
 *   npx tsx bench/cv-extraction.ts holdout     # one set (development | holdout)
 */
import {
  FIXTURES_DIR,
  HOLDOUT_DIR,
  loadLabelledSet,
  type LabelledDocument,
} from '../packages/cv-parser/src/evaluation/labelled-set.ts';
import {
  addTallies,
  emptyTallies,
  POSITION_FIELDS,
  precision,
  recall,
  SCALAR_FIELDS,
  scoreDocument,
  type DocumentScore,
} from '../packages/cv-parser/src/evaluation/score.ts';
import { CvParseError, parseCv } from '../packages/cv-parser/src/parse.ts';

const SETS = [
  { name: 'development', directory: FIXTURES_DIR },
  { name: 'holdout', directory: HOLDOUT_DIR },
] as const;
const only = process.argv[2];
const chosen = SETS.filter((set) => !only || set.name === only);
if (chosen.length === 0) {
  console.log(`Unknown set "${only}"; the sets are ${SETS.map((set) => set.name).join(', ')}.`);
  process.exit(1);
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`.padStart(8);
const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);
const quantile = (values: number[], q: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;
};

let warmedUp = false;
for (const set of chosen) await report(set.name, set.directory, loadLabelledSet(set.directory));

async function report(name: string, directory: string, documents: LabelledDocument[]): Promise<void> {
  if (documents.length === 0) {
    console.log(`\nThe ${name} set (${directory}) is empty: nothing to measure.`);
    return;
  }
  if (!warmedUp) {
    // The first document pays for loading pdfjs, mammoth and the fonts; it is parsed once before timing.
    const warmUp = documents.find((document) => document.kind === 'pdf') ?? (documents[0] as LabelledDocument);
    // A copy, so that the parser's cache of the last text read from a buffer does not serve the timed run.
    await parseCv(warmUp.bytes.slice(), warmUp.kind);
    warmedUp = true;
  }
  const totals = emptyTallies();
  const skills = { found: 0, expected: 0 };
  const languages = { found: 0, expected: 0 };
  const times = new Map<string, number[]>();
  const twoPagePdf: number[] = [];
  const results: { id: string; score: DocumentScore | null; error: string | null; time: number }[] = [];

  for (const document of documents) {
    const started = performance.now();
    try {
      const cv = await parseCv(document.bytes, document.kind);
      const time = performance.now() - started;
      const score = scoreDocument(cv, document.expected);
      addTallies(totals, score.tallies);
      skills.found += score.skills.found;
      skills.expected += score.skills.expected;
      languages.found += score.languages.found;
      languages.expected += score.languages.expected;
      times.set(document.kind, [...(times.get(document.kind) ?? []), time]);
      if (document.kind === 'pdf' && document.expected.pages === 2) twoPagePdf.push(time);
      results.push({ id: document.id, score, error: null, time });
    } catch (error) {
      const reason = error instanceof CvParseError ? error.problem : String(error);
      results.push({ id: document.id, score: null, error: reason, time: performance.now() - started });
      addTallies(totals, scoreDocument(emptyCv(), document.expected).tallies);
    }
  }

  console.log(`\nCV extraction on the ${name} set: ${documents.length} labelled documents\n`);
  console.log(`${'field'.padEnd(16)}${'precision'.padStart(10)}${'recall'.padStart(10)}   correct/extracted/expected`);
  for (const field of [...SCALAR_FIELDS, ...POSITION_FIELDS]) {
    const tally = totals[field];
    const label = (POSITION_FIELDS as readonly string[]).includes(field) ? `position ${field}` : field;
    console.log(
      `${label.padEnd(16)}${percent(precision(tally)).padStart(10)}${percent(recall(tally)).padStart(10)}   ${tally.correct}/${tally.extracted}/${tally.expected}`,
    );
  }
  const share = (part: { found: number; expected: number }) => (part.expected === 0 ? 1 : part.found / part.expected);
  console.log(
    `${'skills'.padEnd(16)}${''.padStart(10)}${percent(share(skills)).padStart(10)}   ${skills.found}/${skills.expected}`,
  );
  console.log(
    `${'languages'.padEnd(16)}${''.padStart(10)}${percent(share(languages)).padStart(10)}   ${languages.found}/${languages.expected}`,
  );

  console.log(`\nTime per document (after one warm-up document)`);
  console.log(`${'format'.padEnd(16)}${'count'.padStart(6)}${'median'.padStart(10)}${'p95'.padStart(10)}`);
  for (const [kind, values] of [...times.entries()].sort()) {
    console.log(
      `${kind.padEnd(16)}${String(values.length).padStart(6)}${ms(quantile(values, 0.5)).padStart(10)}${ms(quantile(values, 0.95)).padStart(10)}`,
    );
  }
  const all = [...times.values()].flat();
  console.log(
    `${'all'.padEnd(16)}${String(all.length).padStart(6)}${ms(quantile(all, 0.5)).padStart(10)}${ms(quantile(all, 0.95)).padStart(10)}`,
  );
  if (twoPagePdf.length > 0) {
    console.log(
      `${'2-page pdf'.padEnd(16)}${String(twoPagePdf.length).padStart(6)}${ms(quantile(twoPagePdf, 0.5)).padStart(10)}${ms(quantile(twoPagePdf, 0.95)).padStart(10)}`,
    );
  }

  console.log(`\nMisses per document`);
  let clean = 0;
  for (const result of results) {
    if (result.error) {
      console.log(`${result.id}: failed (${result.error})`);
      continue;
    }
    const misses = result.score?.misses ?? [];
    if (misses.length === 0) {
      clean++;
      continue;
    }
    console.log(`${result.id}  (${result.time.toFixed(0)} ms)`);
    for (const miss of misses) {
      console.log(`  ${miss.field.padEnd(24)} got ${JSON.stringify(miss.got)}  want ${JSON.stringify(miss.want)}`);
    }
  }
  console.log(`${clean} of ${results.length} documents without a miss.`);
}

function emptyCv() {
  return {
    language: null,
    name: null,
    lastName: null,
    email: null,
    phone: null,
    city: null,
    countryCode: null,
    positions: [],
    skills: [],
    languages: [],
    pageCount: 0,
  };
}
