import type { JobSearch as SearchContract, JobSort, WorkplaceType } from '@laufbahn/contracts/job-search';
import type { Currency } from '@laufbahn/i18n/country-versions';

export type { WorkplaceType };
/** `relevance` (title matches first, then newest) unless told; `date` is newest first. */
export type SearchSort = JobSort;

/**
 * The search (`@laufbahn/contracts/job-search`) as the engine takes it: the caller resolves `geoCodeId` and `radiusKm`
 * to `near` and names the currency of `minSalary`. Every part is optional: sort `relevance` and 20 results (at most
 * 50) unless told; `cursor` is opaque, from a previous answer's `nextCursor`.
 */
export type JobSearchParams = Partial<Omit<SearchContract, 'geoCodeId' | 'radiusKm' | 'answeringPublishers'>> & {
  near?: { latitude: number; longitude: number; radiusKm: number };
  /** Only these positions (by id), with every other filter; the API resolves "publishers who answer" to them. */
  onlyIds?: number[];
  /** Currency of `minSalary` (the yearly salary the band's upper end must reach): the country version's; EUR unless told. */
  salaryCurrency?: Currency;
};

/** One position of a result list, before gating (the API hides what a visitor may not see). */
export interface JobListingRow {
  id: number;
  title: string;
  companyName: string;
  companyId: number | null;
  careerLevelId: number;
  city: string;
  countryId: number;
  workplaceType: WorkplaceType;
  salaryMin: number;
  salaryMax: number;
  currency: Currency;
  publishedAt: Date;
  daysSincePublication: number;
  /** Members only: an exclusive listing or a headhunter mandate (members-only.ts). */
  exclusive: boolean;
  source: string;
  publisher: { type: 'company' | 'headhunter'; name: string };
  /** Listing trust: the first copy's publication, when last confirmed open, earlier copies, freshness (freshness.ts). */
  firstSeenAt: Date;
  lastConfirmedAt: Date;
  repostCount: number;
  possiblyFilled: boolean;
}

export interface FacetCount<Id = number> {
  id: Id;
  count: number;
  /** False where `count` is an estimate (a value with more than 10,000 matches, or one the budget left). */
  exact: boolean;
}

export interface JobSearchFacets {
  careerLevel: FacetCount[];
  function: FacetCount[];
  industry: FacetCount[];
  country: FacetCount[];
  workplace: FacetCount<WorkplaceType>[];
}

export interface JobSearchResult {
  items: JobListingRow[];
  /** Exact up to 10,000; past that an estimate and `totalIsExact` is false. */
  total: number;
  totalIsExact: boolean;
  facets: JobSearchFacets;
  nextCursor: string | null;
}

/** A page of a search without its counts (`JobSearch.list`). */
export type JobSearchPage = Pick<JobSearchResult, 'items' | 'nextCursor'>;

/**
 * A position to import: what `@laufbahn/job-generator` yields, plus optional source and keywords. Its company (by name
 * and country) and publisher (by kind and name) get their ids from the import.
 */
export interface JobInput {
  externalId: string;
  /** Where the position comes from; with `externalId` it identifies the position on re-import. */
  source?: string;
  title: string;
  language: string;
  companyName: string;
  companySize?: number | null;
  industryId: number;
  functionId: number;
  careerLevelId: number;
  countryId: number;
  geoCodeId?: number | null;
  city: string;
  latitude: number;
  longitude: number;
  workplaceType: WorkplaceType;
  salaryMin: number;
  salaryMax: number;
  currency: Currency;
  /** An exclusive listing; stored as members only, which a headhunter mandate is too (members-only.ts). */
  exclusive: boolean;
  publisherType: 'company' | 'headhunter';
  publisherName: string;
  publishedAt: Date;
  expiresAt: Date;
  description: string;
  /** Skills and keywords given by the source; searched like the title's words, ranked below them. */
  keywords?: readonly string[];
}

export interface IngestResult {
  inserted: number;
  updated: number;
  seconds: number;
}

export interface TitleSuggestion {
  title: string;
  count: number;
}

export interface JobSearchStats {
  activePositions: number;
  distinctTitles: number;
  generation: number;
  cache: { size: number; hits: number; misses: number };
}

/** Plain SQL as a pg Pool and PGlite both answer it; `exec` runs several statements without parameters. */
export interface SqlClient {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec?(sql: string): Promise<unknown>;
}

/** What the API mounts; a dedicated search engine can implement the same interface later. */
export interface JobSearch {
  search(params: JobSearchParams, now?: Date): Promise<JobSearchResult>;
  /**
   * The rows of `search`, same order and cursor, without total and facets: for lists that show no counts
   * (recommendations, similar positions).
   */
  list(params: JobSearchParams, now?: Date): Promise<JobSearchPage>;
  suggestTitles(prefix: string, language?: string, limit?: number): Promise<TitleSuggestion[]>;
  /** `now`: when the import runs, the time the positions are confirmed open. */
  ingest(
    jobs: AsyncIterable<JobInput> | Iterable<JobInput>,
    options?: { batchSize?: number; now?: Date },
  ): Promise<IngestResult>;
  expire(now?: Date): Promise<number>;
  /** Marks the positions nobody confirmed for too long as possibly filled (freshness.ts); the number marked. */
  markStale(now?: Date): Promise<number>;
  /** Marks those of these positions that enough members reported filled. */
  markReported(ids: number[]): Promise<number>;
  /**
   * The publisher confirms an active position still open: confirmed now, earlier "filled" reports no longer count, no
   * longer possibly filled (its search rows back at their date). False when the position is not active.
   */
  confirmOpen(id: number, now?: Date): Promise<boolean>;
  /** After a whole feed was imported: its positions the import did not list are possibly filled. */
  markUnlisted(source: string, importStarted: Date, now?: Date): Promise<number>;
  /** Active positions at `now`, distinct titles, the data generation and the cache's use. */
  stats(now?: Date): Promise<JobSearchStats>;
}
