import type { Currency } from '@laufbahn/i18n/country-versions';

export type WorkplaceType = 'onsite' | 'hybrid' | 'remote';
export type SearchSort = 'relevance' | 'date';

/** The search endpoint's parameters (DECISIONS.md, Jobs API); the caller resolves `geoCodeId` to `near`. */
export interface JobSearchParams {
  q?: string;
  careerLevel?: number[];
  function?: number[];
  industry?: number[];
  country?: number[];
  near?: { latitude: number; longitude: number; radiusKm: number };
  workplace?: WorkplaceType[];
  /** Yearly salary the band must reach (its upper end), in `salaryCurrency`. */
  minSalary?: number;
  /** Currency of `minSalary`: the country version's; EUR unless told. */
  salaryCurrency?: Currency;
  publishedWithinDays?: number;
  /** `relevance` (title matches first, then newest) unless told; `date` is newest first. */
  sort?: SearchSort;
  /** Opaque, from a previous answer's `nextCursor`. */
  cursor?: string;
  /** 20 unless told, at most 50. */
  limit?: number;
}

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
}

export interface FacetCount<Id = number> {
  id: Id;
  count: number;
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
  suggestTitles(prefix: string, language?: string, limit?: number): Promise<TitleSuggestion[]>;
  ingest(jobs: AsyncIterable<JobInput> | Iterable<JobInput>, options?: { batchSize?: number }): Promise<IngestResult>;
  expire(now?: Date): Promise<number>;
  /** Active positions at `now`, distinct titles, the data generation and the cache's use. */
  stats(now?: Date): Promise<JobSearchStats>;
}
