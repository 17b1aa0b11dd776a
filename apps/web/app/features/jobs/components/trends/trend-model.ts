import { LIMITS } from '@laufbahn/contracts/limits';
import { paths } from '../../../../lib/paths.ts';
import { emptySearch, jobSearchQueryString } from '../../model/search-params.ts';

/**
 * The search page for one keyword, at the address the search form itself makes (`/career/show?q=leiter+vertrieb`),
 * so a trend link and a typed search are one page. Kept within the length the API accepts.
 */
export function keywordSearchPath(keyword: string): string {
  const q = keyword.replace(/\s+/g, ' ').trim().slice(0, LIMITS.searchQueryMaxLength).trim();
  const query = jobSearchQueryString({ ...emptySearch(), q });
  return query ? `${paths.jobs.search}?${query}` : paths.jobs.search;
}

/** How a rising keyword's change is told: "from 3 to 12 searches", or "12 searches, none before". */
export function riseMessage(trend: { count: number; previousCount: number }) {
  return {
    key: trend.previousCount > 0 ? 'trends.rising.change' : 'trends.rising.new',
    from: trend.previousCount,
    to: trend.count,
  } as const;
}
