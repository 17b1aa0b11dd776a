import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { JobSearchResult } from '@laufbahn/contracts/jobs';
import { endpoint, fetchEndpoint } from '../../../lib/endpoint.ts';
import { jobSearchApiQuery, type JobSearchParams } from '../model/search-params.ts';

/** `GET /api/career/jobs`: one page of results, its total and facets. */
export const searchJobsEndpoint = (params: JobSearchParams, cursor?: string | null) =>
  endpoint<JobSearchResult>(`/api/career/jobs?${jobSearchApiQuery(params, cursor)}`);

export const searchJobs = (params: JobSearchParams, cursor?: string | null) =>
  fetchEndpoint(searchJobsEndpoint(params, cursor));

/** One cache entry per search (without cursor); its pages are the loaded "load more" pages. */
export const jobSearchKey = (params: JobSearchParams) => ['jobs', 'search', jobSearchApiQuery(params)] as const;

/** The results of a search; the first page comes from the route's loader, further pages by `nextCursor`. */
export function useJobSearch(params: JobSearchParams, firstPage: JobSearchResult | null) {
  return useInfiniteQuery<
    JobSearchResult,
    Error,
    InfiniteData<JobSearchResult, string | null>,
    readonly unknown[],
    string | null
  >({
    queryKey: jobSearchKey(params),
    queryFn: ({ pageParam }) => searchJobs(params, pageParam),
    initialPageParam: null,
    getNextPageParam: (last) => last.nextCursor,
    initialData: firstPage ? { pages: [firstPage], pageParams: [null] } : undefined,
  });
}
