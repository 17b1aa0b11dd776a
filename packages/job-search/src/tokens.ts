import { PER_EUR } from '@laufbahn/pay/tables';
import type { Currency } from '@laufbahn/i18n/country-versions';
import type { JobInput, WorkplaceType } from './types.ts';
import { isMembersOnly } from './members-only.ts';
import { indexWords, tsvectorLiteral } from './text.ts';

/**
 * The narrow search document holds, besides the words of title, company, city and keywords, one token per filter
 * value, so that one GIN index answers the keyword and the filters together and the heap is only read for matches
 * (a members-only position's company is left out: searching a hidden employer's name must not find it):
 *   t:<word>  a title word (the title's words are also there plainly)
 *   l:<id> f:<id> i:<id> c:<id>  career level, function, industry, country
 *   w:<1..3>  workplace; g:<lat>:<lon> a 1° cell of the map; s:<0..63> a sample bucket for estimates
 */
export const WORKPLACE_CODES: Record<WorkplaceType, number> = { onsite: 1, hybrid: 2, remote: 3 };
export const WORKPLACE_BY_CODE: Record<number, WorkplaceType> = { 1: 'onsite', 2: 'hybrid', 3: 'remote' };
export const SAMPLE_BUCKETS = 64;

export const token = {
  title: (word: string) => `t:${word}`,
  careerLevel: (id: number) => `l:${id}`,
  function: (id: number) => `f:${id}`,
  industry: (id: number) => `i:${id}`,
  country: (id: number) => `c:${id}`,
  workplace: (code: number) => `w:${code}`,
  cell: (latitude: number, longitude: number) => `g:${Math.floor(latitude)}:${Math.floor(longitude)}`,
  sample: (bucket: number) => `s:${bucket}`,
};

/** FNV-1a over the position's identity: a stable bucket independent of the row id. */
export function sampleBucket(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % SAMPLE_BUCKETS;
}

export const toEur = (amount: number, currency: Currency): number => Math.round(amount / (PER_EUR[currency] ?? 1));

export function searchDocument(job: JobInput, source: string): string {
  const titleWords = indexWords(job.title);
  const lexemes = [
    ...titleWords,
    ...titleWords.map(token.title),
    ...(isMembersOnly(job.exclusive, job.publisherType) ? [] : indexWords(job.companyName)),
    ...indexWords(job.city),
    ...(job.keywords ?? []).flatMap(indexWords),
    token.careerLevel(job.careerLevelId),
    token.function(job.functionId),
    token.industry(job.industryId),
    token.country(job.countryId),
    token.workplace(WORKPLACE_CODES[job.workplaceType]),
    token.cell(job.latitude, job.longitude),
    token.sample(sampleBucket(`${source}:${job.externalId}`)),
  ];
  return tsvectorLiteral(lexemes);
}

/** The 1° cells a circle touches, or null when there are too many to list (then the distance alone filters). */
export function cellsAround(latitude: number, longitude: number, radiusKm: number): string[] | null {
  const dLat = radiusKm / 111.2;
  const south = Math.max(-90, latitude - dLat);
  const north = Math.min(89.999, latitude + dLat);
  const widest = Math.max(Math.abs(south), Math.abs(north));
  if (widest > 85) return null;
  const dLon = radiusKm / (111.2 * Math.cos((widest * Math.PI) / 180));
  const cells: string[] = [];
  for (let lat = Math.floor(south); lat <= Math.floor(north); lat++)
    for (let lon = Math.floor(longitude - dLon); lon <= Math.floor(longitude + dLon); lon++) {
      const wrapped = ((((lon + 180) % 360) + 360) % 360) - 180;
      cells.push(token.cell(lat, wrapped));
    }
  return cells.length <= 200 ? [...new Set(cells)] : null;
}
