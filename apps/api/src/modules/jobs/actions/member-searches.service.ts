import {
  JOB_ACTION_LIMITS,
  JOB_SEARCH_LIMITS,
  type JobListing,
  type JobSearchQuery,
  RECOMMENDATION_CRITERIA,
  type Recommendation,
  type RecommendationCriterion,
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
/** Searches one recommendations answer may run (goals × locations × relaxations), shared evenly by the goals. */
const MAX_RECOMMENDATION_SEARCHES = 16;
/** Positions per career goal at least (the start page shows the first few of each goal). */
const RECOMMENDATIONS_PER_GOAL = 5;

/** The criteria left out in turn when a goal finds too few positions: the softer preferences first. */
const RELAXABLE: readonly RecommendationCriterion[] = ['industry', 'workplace', 'salary'];

type Goal = Awaited<ReturnType<ReturnType<typeof careerGoalRepository>['listForAccount']>>[number];

/** How one career goal is searched: its criteria, the searches of each relaxation, and what a found position meets. */
export function recommendationPlan(goal: Goal, version: CountryVersion) {
  // A target in another currency (the goal keeps the one of its creation) is not compared.
  const targetSalary = goal.targetSalary !== null && goal.currency === version.currency ? goal.targetSalary : null;
  const workplace = goal.workplacePreference === 'any' ? null : goal.workplacePreference;
  const sets: Record<RecommendationCriterion, boolean> = {
    careerLevel: goal.careerLevelIds.length > 0,
    function: goal.functionIds.length > 0,
    industry: goal.industryIds.length > 0,
    location: goal.locations.length > 0,
    workplace: workplace !== null,
    salary: targetSalary !== null,
  };
  const relaxable = RELAXABLE.filter((criterion) => sets[criterion]);
  // Nothing left out first, then one soft criterion at a time (so a position meets every other one).
  const relaxations: RecommendationCriterion[][] = [[], ...relaxable.map((criterion) => [criterion])];

  return {
    relaxations,
    queries(dropped: readonly RecommendationCriterion[], limit: number) {
      const base: JobSearchQuery = {
        careerLevel: goal.careerLevelIds,
        function: goal.functionIds,
        industry: dropped.includes('industry') ? undefined : goal.industryIds,
        workplace: workplace === null || dropped.includes('workplace') ? undefined : [workplace],
        minSalary: targetSalary === null || dropped.includes('salary') ? undefined : targetSalary,
        sort: 'relevance',
        limit,
      };
      const queries: { query: JobSearchQuery; located: boolean }[] = goal.locations.map((location) => ({
        query: { ...base, geoCodeId: location.geoCodeId, radiusKm: location.radiusKm },
        located: true,
      }));
      if (goal.locations.length === 0 || goal.openToOtherLocations) queries.push({ query: base, located: false });
      return queries;
    },
    /** The goal's criteria the position meets: those its search held, and a left-out one the listing shows it meets. */
    meets(item: JobListing, dropped: readonly RecommendationCriterion[], located: boolean): RecommendationCriterion[] {
      return RECOMMENDATION_CRITERIA.filter((criterion) => {
        if (!sets[criterion]) return false;
        if (criterion === 'location') return located;
        if (!dropped.includes(criterion)) return true;
        if (criterion === 'workplace') return item.workplaceType === workplace;
        if (criterion === 'salary') return targetSalary !== null && item.salaryMax >= targetSalary;
        return false;
      });
    },
  };
}

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

/**
 * One career goal's positions: those meeting every criterion it sets, then — while they are fewer than `enough` — those
 * missing one of the softer ones (industry, then workplace, then target salary); career level, function and the
 * goal's locations always hold. Each search lists up to `limit` positions; `budget` searches at most.
 */
async function goalRecommendations(
  jobs: JobsService,
  goal: Goal,
  version: CountryVersion,
  viewer: Viewer,
  now: Date,
  enough: number,
  limit: number,
  budget: number,
): Promise<Recommendation[]> {
  const plan = recommendationPlan(goal, version);
  const found = new Set<number>();
  const ofGoal: Recommendation[] = [];
  let searches = 0;
  for (const dropped of plan.relaxations) {
    const tier: Recommendation[] = [];
    const queries = plan.queries(dropped, limit).slice(0, Math.max(0, budget - searches));
    searches += queries.length;
    // The goal's locations are searched side by side; their answers are taken in the goal's order.
    const answers = await Promise.all(
      queries.map((query) =>
        jobs.list(query.query, version, viewer, now).catch((error: unknown) => {
          // A goal's city that no longer exists finds nothing rather than failing the whole list.
          if (error instanceof AppError && error.code === 'validation_failed') return null;
          throw error;
        }),
      ),
    );
    for (const [index, result] of answers.entries()) {
      const query = queries[index]!;
      for (const item of result ?? []) {
        if (found.has(item.id)) continue;
        found.add(item.id);
        tier.push({ ...item, careerGoalId: goal.id, meets: plan.meets(item, dropped, query.located) });
      }
    }
    // Within a tier, the search's own order across the goal's locations: newest first.
    tier.sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || b.id - a.id);
    ofGoal.push(...tier);
    if (ofGoal.length >= enough) break;
  }
  return ofGoal;
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
     * Positions for the member's career goals, found by the job search (its ranking, its gating). For each goal: the
     * positions meeting every criterion it sets, then — when those are too few — positions that miss one of the
     * softer ones (industry, then workplace, then target salary); career level, function and the goal's locations
     * always hold. Each position says which of the goal's criteria it meets.
     */
    async recommendations(
      accountId: number,
      language: Language,
      version: CountryVersion,
      viewer: Viewer,
      now = new Date(),
    ): Promise<RecommendationsList> {
      const goals = await careerGoalRepository(db).listForAccount(accountId, language);
      const perGoal = Math.max(
        RECOMMENDATIONS_PER_GOAL,
        Math.ceil(JOB_ACTION_LIMITS.recommendations / Math.max(1, goals.length)),
      );
      const budget = Math.max(1, Math.floor(MAX_RECOMMENDATION_SEARCHES / Math.max(1, goals.length)));
      // The goals are searched side by side. A position found for several goals is shown under the first of them, so
      // each goal lists enough positions that what the goals before it take still leaves it its share.
      const found = await Promise.all(
        goals.map((goal, index) =>
          goalRecommendations(
            jobs,
            goal,
            version,
            viewer,
            now,
            perGoal,
            Math.min(JOB_SEARCH_LIMITS.maxPageSize, perGoal * (index + 1)),
            budget,
          ),
        ),
      );
      const taken = new Set<number>();
      const items: Recommendation[] = [];
      for (const ofGoal of found) {
        const own = ofGoal.filter((item) => !taken.has(item.id)).slice(0, perGoal);
        for (const item of own) taken.add(item.id);
        items.push(...own);
      }
      return {
        items: items.slice(0, Math.max(JOB_ACTION_LIMITS.recommendations, goals.length * RECOMMENDATIONS_PER_GOAL)),
      };
    },
  };
}
export type MemberSearchesService = ReturnType<typeof memberSearchesService>;
