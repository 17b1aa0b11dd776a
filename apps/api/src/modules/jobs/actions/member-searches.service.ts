import {
  JOB_ACTION_LIMITS,
  JOB_SEARCH_LIMITS,
  type JobListing,
  type JobSearchQuery,
  type RecommendationsList,
  type SavedSearch,
  type SavedSearchList,
  type SavedSearchParams,
} from '@laufbahn/contracts/jobs';
import type { CountryVersion } from '@laufbahn/i18n/country-versions';
import type { Language } from '@laufbahn/i18n/languages';
import type { Db } from '../../../db/client.ts';
import { AppError, notFound, validationFailed } from '../../../lib/app-error.ts';
import { careerGoalRepository } from '../../career-goal/career-goal.repository.ts';
import type { JobActionsRepository, SavedSearchRow } from './job-actions.repository.ts';
import type { jobsService, Viewer } from '../search/jobs.service.ts';

type JobsService = ReturnType<typeof jobsService>;

const DAY_MS = 86_400_000;
/** Searches one recommendations answer may run (goals × locations). */
const MAX_RECOMMENDATION_SEARCHES = 10;

/**
 * The same search, however it was written: keys in a fixed order, list values sorted, the keyword trimmed. Two
 * saves of one search by a member are one saved search.
 */
export function canonicalParams(params: SavedSearchParams): SavedSearchParams {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(params).sort() as (keyof SavedSearchParams)[]) {
    const value = params[key];
    if (value === undefined) continue;
    if (key === 'q') {
      const q = String(value).trim().replace(/\s+/g, ' ');
      if (q !== '') out.q = q;
    } else {
      out[key] = Array.isArray(value) ? [...value].sort() : value;
    }
  }
  return out as SavedSearchParams;
}

/** Saved searches and recommendations: the member's searches, run through the job search like any other. */
export function memberSearchesService(db: Db, jobs: JobsService, actions: JobActionsRepository) {
  async function withNewResults(
    row: SavedSearchRow,
    version: CountryVersion,
    viewer: Viewer,
    now: Date,
  ): Promise<SavedSearch> {
    const days = Math.ceil((now.getTime() - row.lastSeenAt.getTime()) / DAY_MS);
    const query: JobSearchQuery = {
      ...row.params,
      publishedWithinDays: Math.min(
        row.params.publishedWithinDays ?? JOB_SEARCH_LIMITS.maxPublishedWithinDays,
        Math.max(1, days),
      ),
      sort: 'date',
      limit: JOB_ACTION_LIMITS.maxNewResults,
    };
    let newResults = 0;
    let newResultsCapped = false;
    try {
      const result = await jobs.search(query, version, viewer, now);
      newResults = result.items.filter((item) => Date.parse(item.publishedAt) > row.lastSeenAt.getTime()).length;
      newResultsCapped = newResults === JOB_ACTION_LIMITS.maxNewResults && result.nextCursor !== null;
    } catch (error) {
      // A saved city that no longer exists: the search finds nothing new rather than failing the whole list.
      if (!(error instanceof AppError && error.code === 'validation_failed')) throw error;
    }
    return {
      id: row.id,
      params: row.params,
      cityName: row.cityName,
      newResults,
      newResultsCapped,
      lastSeenAt: row.lastSeenAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
    };
  }

  return {
    async list(accountId: number, version: CountryVersion, viewer: Viewer, now = new Date()): Promise<SavedSearchList> {
      const rows = await actions.savedSearches(accountId);
      const items: SavedSearch[] = [];
      for (const row of rows) items.push(await withNewResults(row, version, viewer, now));
      return { items };
    },

    async save(
      accountId: number,
      params: SavedSearchParams,
      version: CountryVersion,
      viewer: Viewer,
      now = new Date(),
    ): Promise<SavedSearch> {
      const canonical = canonicalParams(params);
      // The city must exist (as in the search); its error names the field in the body.
      try {
        await jobs.search({ ...canonical, sort: 'date', limit: 1 }, version, viewer, now);
      } catch (error) {
        if (error instanceof AppError && error.code === 'validation_failed' && error.fields) {
          throw validationFailed(
            Object.fromEntries(Object.entries(error.fields).map(([field, keys]) => [`params.${field}`, keys])),
          );
        }
        throw error;
      }
      const saved = await actions.saveSearch(
        accountId,
        canonical,
        JSON.stringify(canonical),
        JOB_ACTION_LIMITS.maxSavedSearches,
      );
      if (saved === 'duplicate') throw new AppError('search_already_saved', 'This search is saved already');
      if (saved === 'full')
        throw new AppError('saved_search_limit', `At most ${JOB_ACTION_LIMITS.maxSavedSearches} saved searches`);
      return withNewResults(saved, version, viewer, now);
    },

    async remove(accountId: number, id: number): Promise<void> {
      if (!(await actions.deleteSavedSearch(accountId, id))) throw notFound('Saved search');
    },

    async seen(accountId: number, id: number): Promise<void> {
      if (!(await actions.markSavedSearchSeen(accountId, id))) throw notFound('Saved search');
    },

    /**
     * Open positions matching the member's career goals — levels, functions, industries, each location with its
     * radius, workplace and target salary (the band's upper end must reach it) — newest first.
     */
    async recommendations(
      accountId: number,
      language: Language,
      version: CountryVersion,
      viewer: Viewer,
      now = new Date(),
    ): Promise<RecommendationsList> {
      const goals = await careerGoalRepository(db).listForAccount(accountId, language);
      const queries: JobSearchQuery[] = [];
      for (const goal of goals) {
        const base: JobSearchQuery = {
          careerLevel: goal.careerLevelIds,
          function: goal.functionIds,
          industry: goal.industryIds,
          workplace: goal.workplacePreference === 'any' ? undefined : [goal.workplacePreference],
          // A target in another currency (the goal keeps the one of its creation) is not compared.
          minSalary: goal.targetSalary !== null && goal.currency === version.currency ? goal.targetSalary : undefined,
          sort: 'date',
          limit: JOB_ACTION_LIMITS.recommendations,
        };
        for (const location of goal.locations) {
          queries.push({ ...base, geoCodeId: location.geoCodeId, radiusKm: location.radiusKm });
        }
        if (goal.locations.length === 0 || goal.openToOtherLocations) queries.push(base);
      }
      const found = new Map<number, JobListing>();
      for (const query of queries.slice(0, MAX_RECOMMENDATION_SEARCHES)) {
        try {
          const result = await jobs.search(query, version, viewer, now);
          for (const item of result.items) found.set(item.id, item);
        } catch (error) {
          if (!(error instanceof AppError && error.code === 'validation_failed')) throw error;
        }
      }
      const items = [...found.values()]
        .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || b.id - a.id)
        .slice(0, JOB_ACTION_LIMITS.recommendations);
      return { items };
    },
  };
}
export type MemberSearchesService = ReturnType<typeof memberSearchesService>;
