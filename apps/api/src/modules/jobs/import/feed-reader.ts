/** An entry that could not be imported: where it is in the feed, its identifier if it has one, what is wrong. */
export interface SkippedEntry {
  /** Position among the feed's entries, from 0; null for a problem of the feed itself (e.g. a broken script block). */
  index: number | null;
  identifier: string | null;
  field: string;
  reason: string;
}

export interface FeedEntry {
  index: number;
  value: unknown;
}

export interface Feed {
  entries: FeedEntry[];
  problems: SkippedEntry[];
}

/** Nodes deeper than this are not looked into (a feed nests `@graph` → `ItemList` → `ListItem` → posting). */
const MAX_DEPTH = 8;
const LD_JSON_SCRIPT =
  /<script\b[^<>]*\btype\s*=\s*["']?application\/ld\+json["']?[^<>]*>([\s\S]*?)(?:<\/script\s*>|$)/gi;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const types = (node: Record<string, unknown>): string[] =>
  [node['@type']].flat().filter((type): type is string => typeof type === 'string');

/**
 * JSON as feeds write it: strict first, then with raw line breaks and tabs inside strings (which many pages
 * emit) read as spaces. Undefined when it is not JSON.
 */
function parseJson(text: string): { value: unknown } | undefined {
  for (const candidate of [text, text.replace(/[\r\n\t]+/g, ' ')]) {
    try {
      return { value: JSON.parse(candidate) as unknown };
    } catch {
      // try the next form
    }
  }
  return undefined;
}

/**
 * Collects the postings of a parsed JSON(-LD) value: a posting, an array, an object with `@graph`, an
 * `ItemList` whose `itemListElement`s hold them (directly or as `ListItem.item`). Other typed nodes (the page,
 * the organisation, breadcrumbs) are not postings and are passed over; anything else at an entry's place is kept,
 * so that validation can say what is wrong with it.
 */
function collect(value: unknown, out: unknown[], depth = 0): void {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, out, depth + 1);
    return;
  }
  if (!isObject(value)) {
    out.push(value);
    return;
  }
  const nodeTypes = types(value);
  if (nodeTypes.includes('JobPosting')) {
    out.push(value);
  } else if (Array.isArray(value['@graph']) || isObject(value['@graph'])) {
    collect(value['@graph'], out, depth + 1);
  } else if (nodeTypes.includes('ItemList') || value.itemListElement !== undefined) {
    for (const element of [value.itemListElement].flat()) {
      collect(isObject(element) && element.item !== undefined ? element.item : element, out, depth + 1);
    }
  } else if (nodeTypes.length === 0) {
    out.push(value);
  }
}

function unwrapScript(text: string): string {
  return text
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^(?:\/\/)?\s*<!\[CDATA\[|(?:\/\/)?\s*\]\]>$/g, '')
    .trim();
}

/**
 * Reads a feed body into entries: JSON (a posting, an array, `@graph`, an `ItemList`), NDJSON (one JSON value a
 * line) or an HTML page with `<script type="application/ld+json">` blocks. Never throws: what cannot be read is
 * reported as a problem.
 */
export function readFeed(body: string): Feed {
  const text = body.replace(/^\uFEFF/, '').trim();
  const values: unknown[] = [];
  const problems: SkippedEntry[] = [];
  const feedProblem = (reason: string) => problems.push({ index: null, identifier: null, field: 'feed', reason });

  if (text === '') {
    feedProblem('the feed is empty');
    return { entries: [], problems };
  }

  if (text.startsWith('<')) {
    let block = 0;
    for (const match of text.matchAll(LD_JSON_SCRIPT)) {
      block++;
      const parsed = parseJson(unwrapScript(match[1] ?? ''));
      if (parsed) collect(parsed.value, values);
      else feedProblem(`script block ${block} (application/ld+json) is not valid JSON`);
    }
    if (block === 0) feedProblem('the HTML page has no <script type="application/ld+json"> block');
    else if (values.length === 0 && problems.length === 0) feedProblem('no JobPosting found');
    return { entries: values.map((value, index) => ({ index, value })), problems };
  }

  const whole = parseJson(text);
  if (whole) {
    collect(whole.value, values);
    if (values.length === 0) feedProblem('no JobPosting found');
    return { entries: values.map((value, index) => ({ index, value })), problems };
  }

  // NDJSON: a line that is not JSON is an entry of its own, reported where it stands.
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const parsedLines = lines.map((line) => parseJson(line.trim()));
  if (lines.length < 2 || parsedLines.every((parsed) => parsed === undefined)) {
    feedProblem('not JSON, NDJSON or an HTML page with JSON-LD');
    return { entries: [], problems };
  }
  const entries: FeedEntry[] = [];
  let index = 0;
  for (const parsed of parsedLines) {
    if (!parsed) {
      problems.push({ index: index++, identifier: null, field: 'entry', reason: 'the line is not valid JSON' });
      continue;
    }
    const found: unknown[] = [];
    collect(parsed.value, found);
    for (const value of found) entries.push({ index: index++, value });
  }
  if (index === 0) feedProblem('no JobPosting found');
  return { entries, problems };
}
