/**
 * The generated workload of the job search benchmarks (`job-search-http.ts`, `job-search-explain.ts --workload`):
 * keywords by class and language from the catalogue's own titles, crossed with every filter and both sorts, plus
 * random combinations; seeded, so every run and every catalogue size gets the same requests.
 */
import pg from 'pg';
import { COUNTRY_VERSIONS, type CountryVersionCode } from '@laufbahn/i18n/country-versions';
import { displayTitle, transcribeUmlauts, words } from '@laufbahn/job-search/text';

/** mulberry32: a small seeded generator, so every run and every catalogue size gets the same requests. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    some: <T>(list: readonly T[], max: number): T[] => {
      const n = 1 + Math.floor(next() * max);
      const copy = [...list];
      const out: T[] = [];
      while (out.length < n && copy.length > 0) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]!);
      return out;
    },
  };
}
export type Rng = ReturnType<typeof rng>;

export const LANGUAGES = ['DE', 'EN_GB', 'EN_US', 'FR', 'IT', 'NL', 'ES'] as const;
export type Language = (typeof LANGUAGES)[number];
const CLASSES = ['broad', 'medium', 'rare', 'none'] as const;
export type KeywordClass = (typeof CLASSES)[number];
const FILTERS = ['country', 'careerLevel', 'workplace', 'minSalary', 'publishedWithinDays', 'function'] as const;
export type Filter = (typeof FILTERS)[number];

export const CLASS_NAMES: Record<KeywordClass, string> = {
  broad: 'broad keyword',
  medium: 'two- or three-word title',
  rare: 'rare title',
  none: 'no keyword',
};

/** Words nobody searches for alone. */
const FUNCTION_WORDS = new Set(
  'de du des la le les et en of and for the und fur der die das van voor di del della e y con per im am'.split(' '),
);

export interface Vocabulary {
  broad: Record<Language, string[]>;
  medium: Record<Language, string[]>;
  rare: Record<Language, string[]>;
}

/**
 * Keywords by class and language, from the catalogue's titles: broad = the single words found in most titles, medium =
 * whole titles of two or three words of middling frequency, rare = the least frequent titles.
 */
export async function vocabulary(url: string): Promise<Vocabulary> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ title: string; language: Language; n: number }>(
    'select title, language, job_count::int as n from job_titles where job_count > 0 order by title, language',
  );
  await client.end();
  const vocab: Vocabulary = { broad: {}, medium: {}, rare: {} } as Vocabulary;
  for (const language of LANGUAGES) {
    const titles = new Map<string, number>();
    for (const row of rows.filter((r) => r.language === language)) {
      const title = displayTitle(row.title);
      titles.set(title, (titles.get(title) ?? 0) + row.n);
    }
    const total = [...titles.values()].reduce((a, b) => a + b, 0);
    // Words as written (with their diacritics), counted by their folded form.
    const wordCounts = new Map<string, { written: string; n: number }>();
    for (const [title, n] of titles)
      for (const written of title.split(/[^\p{L}\p{N}]+/u).filter(Boolean)) {
        const [folded] = words(written);
        if (!folded || folded.length < 3 || FUNCTION_WORDS.has(folded)) continue;
        const entry = wordCounts.get(folded) ?? { written, n: 0 };
        entry.n += n;
        wordCounts.set(folded, entry);
      }
    vocab.broad[language] = [...wordCounts.values()]
      .filter((w) => w.n >= total * 0.03)
      .sort((a, b) => b.n - a.n || a.written.localeCompare(b.written))
      .slice(0, 12)
      .map((w) => w.written);
    const ranked = [...titles].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));
    const short = ranked.filter(([title]) => {
      const n = words(title).length;
      return n >= 2 && n <= 3;
    });
    vocab.medium[language] = short
      .slice(Math.floor(short.length * 0.4), Math.floor(short.length * 0.9))
      .map(([t]) => t);
    vocab.rare[language] = ranked.slice(0, Math.max(5, Math.floor(ranked.length * 0.1))).map(([t]) => t);
  }
  return vocab;
}

/** A keyword as a member types it: as written, in lower case, without its diacritics, or (German) with ae/oe/ue. */
function typed(keyword: string, random: Rng): string {
  const variants = [keyword, keyword.toLowerCase()];
  if (keyword !== keyword.normalize('NFKD').replace(/\p{M}+/gu, '') || /[ßæœøł]/i.test(keyword)) {
    const bare = keyword.normalize('NFKD').replace(/\p{M}+/gu, '');
    variants.push(bare, bare.toLowerCase());
    if (/[äöüÄÖÜ]/.test(keyword)) variants.push(transcribeUmlauts(keyword));
  }
  return random.pick(variants);
}

const HOSTS: Record<Language, CountryVersionCode[]> = {
  DE: ['deu', 'aut', 'chd'],
  EN_GB: ['gbr', 'eur'],
  EN_US: ['usa'],
  FR: ['fra', 'chf', 'bef'],
  IT: ['ita'],
  NL: ['nld'],
  ES: ['esp'],
};
const COUNTRY_IDS = [...new Set(Object.values(COUNTRY_VERSIONS).map((v) => v.countryId))].filter(
  (id): id is number => id !== null,
);
const SALARIES = [60_000, 80_000, 100_000, 120_000, 150_000, 200_000, 250_000];
const DAYS = [1, 3, 7, 14, 30];

export interface BenchRequest {
  kind: string;
  keywordClass: KeywordClass;
  filters: Filter[];
  host: CountryVersionCode;
  /** The API's query string, as the search page writes it. */
  query: string;
  /** The search page's address for the same search. */
  page: string;
}

function filterValue(filter: Filter, random: Rng): string {
  switch (filter) {
    case 'country':
      return random.some(COUNTRY_IDS, random.next() < 0.8 ? 1 : 2).join(',');
    case 'careerLevel':
      return random
        .some([1, 2, 3, 4, 5, 6, 7], 2)
        .sort((a, b) => a - b)
        .join(',');
    case 'workplace':
      return random
        .some(['onsite', 'hybrid', 'remote'], random.next() < 0.7 ? 1 : 2)
        .sort((a, b) => ['onsite', 'hybrid', 'remote'].indexOf(a) - ['onsite', 'hybrid', 'remote'].indexOf(b))
        .join(',');
    case 'minSalary':
      return String(random.pick(SALARIES));
    case 'publishedWithinDays':
      return String(random.pick(DAYS));
    case 'function':
      return random
        .some(
          Array.from({ length: 23 }, (_, i) => i + 1),
          2,
        )
        .sort((a, b) => a - b)
        .join(',');
  }
}

const ORDER = ['q', 'careerLevel', 'function', 'industry', 'country', 'workplace', 'minSalary', 'publishedWithinDays'];

function request(
  vocab: Vocabulary,
  keywordClass: KeywordClass,
  filters: Filter[],
  sort: 'relevance' | 'date',
  language: Language,
  random: Rng,
): BenchRequest {
  const entries: [string, string][] = [];
  if (keywordClass !== 'none') entries.push(['q', typed(random.pick(vocab[keywordClass][language]), random)]);
  for (const filter of filters) entries.push([filter, filterValue(filter, random)]);
  entries.sort((a, b) => ORDER.indexOf(a[0]) - ORDER.indexOf(b[0]));
  const host = random.pick(HOSTS[language]);
  // The page searches the home country unless the address names countries or says `all`.
  const pageEntries: [string, string][] = [...entries];
  if (!filters.includes('country')) pageEntries.push(['country', 'all']);
  const sortEntry: [string, string] = ['sort', sort];
  const shape = filters.length === 0 ? ' alone' : filters.length === 1 ? ' + a filter' : ' + filters';
  return {
    kind: `${CLASS_NAMES[keywordClass]}${shape}${sort === 'date' ? ', date sort' : ''}`,
    keywordClass,
    filters,
    host,
    query: new URLSearchParams([...entries, sortEntry]).toString(),
    page: new URLSearchParams([...pageEntries, sortEntry]).toString(),
  };
}

/** The grid (every class × every filter or none × both sorts, `perCell` each) and `randomCount` random combinations. */
export function workload(vocab: Vocabulary, seed: number, cells: number, randoms: number): BenchRequest[] {
  const random = rng(seed);
  const list: BenchRequest[] = [];
  let languageTurn = 0;
  for (const keywordClass of CLASSES)
    for (const filter of [null, ...FILTERS])
      for (const sort of ['relevance', 'date'] as const)
        for (let i = 0; i < cells; i++)
          list.push(
            request(
              vocab,
              keywordClass,
              filter ? [filter] : [],
              sort,
              LANGUAGES[languageTurn++ % LANGUAGES.length]!,
              random,
            ),
          );
  for (let i = 0; i < randoms; i++) list.push(randomRequest(vocab, random));
  // Distinct searches only: a repeated one would be answered from the server's count cache.
  const seen = new Set<string>();
  const distinct = list.filter((r) => !seen.has(`${r.host} ${r.query}`) && seen.add(`${r.host} ${r.query}`));
  for (let i = distinct.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [distinct[i], distinct[j]] = [distinct[j]!, distinct[i]!];
  }
  return distinct;
}

export function randomRequest(vocab: Vocabulary, random: Rng): BenchRequest {
  const keywordClass = random.pick(CLASSES);
  const filters = random.next() < 0.15 ? [] : random.some(FILTERS, 3);
  return request(
    vocab,
    keywordClass,
    filters,
    random.next() < 0.5 ? 'relevance' : 'date',
    random.pick(LANGUAGES),
    random,
  );
}
