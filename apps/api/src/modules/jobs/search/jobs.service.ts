import {
  JOB_SEARCH_LIMITS,
  LAUFBAHN_JOB_SOURCE,
  type JobDetail,
  type JobListing,
  type JobSearchQuery,
  type JobSearchResult,
} from '@laufbahn/contracts/jobs';
import { VALIDATION } from '@laufbahn/contracts/errors';
import type { CountryVersion } from '@laufbahn/i18n/country-versions';
import { InvalidCursorError } from '@laufbahn/job-search/cursor';
import { isMembersOnly } from '@laufbahn/job-search/members-only';
import type { JobListingRow, JobSearch, JobSearchParams } from '@laufbahn/job-search/types';
import { notFound, validationFailed } from '../../../lib/app-error.ts';
import type { AccessPolicy } from '../../membership/access-policy.service.ts';
import type { JobRecord, JobsRepository } from './jobs.repository.ts';

/** Who is looking: only Premium members see members-only positions (exclusive listings, headhunter mandates) whole. */
export interface Viewer {
  premium: boolean;
}

/** The viewer as the access policy sees the account (a visitor when there is none). */
export async function viewerFor(policy: AccessPolicy, accountId: number | undefined): Promise<Viewer> {
  return { premium: (await policy.forAccount(accountId)).may('members_only_positions') };
}

const SIMILAR = 5;
const MORE_AT_COMPANY = 5;
/** `radiusKm=0` (or none) with a city: the city itself and its immediate surroundings. */
const CITY_ITSELF_KM = 5;

/**
 * Gating (DECISIONS.md): a visitor or Basic member sees a members-only position — an exclusive listing or a headhunter
 * mandate — as a teaser: title, career level, city and salary band, with company and publisher hidden.
 */
export function isLockedFor(row: JobListingRow, viewer: Viewer): boolean {
  return isMembersOnly(row.exclusive, row.publisher.type) && !viewer.premium;
}

export function present(row: JobListingRow, viewer: Viewer): JobListing {
  const locked = isLockedFor(row, viewer);
  return {
    id: row.id,
    title: row.title,
    companyName: locked ? null : row.companyName,
    companyId: locked ? null : row.companyId,
    careerLevelId: row.careerLevelId,
    city: row.city,
    countryId: row.countryId,
    workplaceType: row.workplaceType,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    currency: row.currency,
    publishedAt: row.publishedAt.toISOString(),
    daysSincePublication: row.daysSincePublication,
    exclusive: isMembersOnly(row.exclusive, row.publisher.type),
    locked,
    source: row.source,
    publisher: locked ? null : row.publisher,
    provenance: {
      origin: row.source === LAUFBAHN_JOB_SOURCE ? 'laufbahn' : 'feed',
      feedName: row.source === LAUFBAHN_JOB_SOURCE ? null : row.source,
      firstSeenAt: row.firstSeenAt.toISOString(),
      lastConfirmedAt: row.lastConfirmedAt.toISOString(),
      repostCount: row.repostCount,
      possiblyFilled: row.possiblyFilled,
    },
  };
}

export function jobsService(search: JobSearch, repository: JobsRepository) {
  /** The engine's failures as the API's: a cursor from another search is a field error. */
  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof InvalidCursorError) throw validationFailed({ cursor: [VALIDATION.invalid] });
      throw error;
    }
  }

  /** The API's query as the engine takes it: the city's position, the answering publishers' positions, the currency. */
  async function engineParams(query: JobSearchQuery, version: CountryVersion, now: Date): Promise<JobSearchParams> {
    const { geoCodeId, radiusKm, cursor, answeringPublishers, ...rest } = query;
    const onlyIds = answeringPublishers ? await repository.answeringPublisherJobIds(now) : undefined;
    let near: JobSearchParams['near'];
    if (geoCodeId !== undefined) {
      const city = await repository.cityLocation(geoCodeId);
      if (!city) throw validationFailed({ geoCodeId: [VALIDATION.invalidOption] });
      near = { ...city, radiusKm: radiusKm || CITY_ITSELF_KM };
    }
    return { ...rest, near, onlyIds, salaryCurrency: version.currency, cursor: cursor || undefined };
  }

  /**
   * Positions like this one, newest first: the same function and career level in its country; when those are too few
   * (a rare combination, or a small country version), the same function in the country, then the function anywhere,
   * then the career level in the country — so that an expired position almost always points somewhere.
   */
  async function similarTo(job: JobRecord, now: Date): Promise<JobListingRow[]> {
    const tiers: JobSearchParams[] = [
      { function: [job.functionId], careerLevel: [job.careerLevelId], country: [job.countryId] },
      { function: [job.functionId], country: [job.countryId] },
      { function: [job.functionId] },
      { careerLevel: [job.careerLevelId], country: [job.countryId] },
    ];
    const found = new Map<number, JobListingRow>();
    for (const tier of tiers) {
      const result = await search.list({ ...tier, sort: 'date', limit: SIMILAR + 1 }, now);
      for (const row of result.items) {
        if (row.id !== job.id && found.size < SIMILAR && !found.has(row.id)) found.set(row.id, row);
      }
      if (found.size >= SIMILAR) break;
    }
    return [...found.values()];
  }

  return {
    async search(
      query: JobSearchQuery,
      version: CountryVersion,
      viewer: Viewer,
      now = new Date(),
    ): Promise<JobSearchResult> {
      const params = await engineParams(query, version, now);
      const result = await guarded(() => search.search(params, now));
      return { ...result, items: result.items.map((row) => present(row, viewer)) };
    },

    /** The positions of `search` (same order, same gating) without total and facets, for lists that show none. */
    async list(
      query: JobSearchQuery,
      version: CountryVersion,
      viewer: Viewer,
      now = new Date(),
    ): Promise<JobListing[]> {
      const params = await engineParams(query, version, now);
      const page = await guarded(() => search.list(params, now));
      return page.items.map((row) => present(row, viewer));
    },

    /**
     * The position with similar positions and more at its company. An expired (or withdrawn) one keeps its listing and
     * similar positions but loses its description; a locked one loses description and company positions too.
     */
    async detail(id: number, viewer: Viewer, now = new Date()): Promise<JobDetail> {
      const job = await repository.find(id, now);
      if (!job) throw notFound('Job');
      const active = job.status === 'active' && job.expiresAt > now;
      const listing = present(job, viewer);
      const similar = await similarTo(job, now);
      // A locked position names no company; and a teaser among "more at the company" would name its hidden one.
      const more =
        listing.locked || !active
          ? []
          : await repository.moreAtCompany(job, now, MORE_AT_COMPANY, { membersOnly: viewer.premium });
      return {
        ...listing,
        status: active ? 'active' : 'expired',
        description: active && !listing.locked ? job.description : null,
        functionId: job.functionId,
        industryId: job.industryId,
        expiresAt: job.expiresAt.toISOString(),
        mine: null,
        publisherAnswers: await repository.publisherAnswers(job.id, now),
        similar: similar.map((row) => present(row, viewer)),
        moreAtCompany: more.map((row) => present(row, viewer)),
        companyPage: listing.companyId !== null && (await repository.companyHasPage(listing.companyId)),
      };
    },

    async titleSuggestions(q: string, language: string): Promise<string[]> {
      const suggestions = await search.suggestTitles(q, language, JOB_SEARCH_LIMITS.maxSuggestions);
      return suggestions.map((suggestion) => suggestion.title);
    },
  };
}
