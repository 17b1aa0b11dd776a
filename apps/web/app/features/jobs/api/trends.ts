import { useQuery } from '@tanstack/react-query';
import type { JobTrends } from '@laufbahn/contracts/jobs';
import { endpoint, fetchEndpoint, loadData } from '../../../lib/endpoint.ts';

/** `GET /api/career/trends`: popular searches, search trends, trending employers and job titles of the version. */
export const jobTrendsEndpoint = endpoint<JobTrends>('/api/career/trends');

export const getJobTrends = () => fetchEndpoint(jobTrendsEndpoint);

/** The trends depend only on the country version, which is the host: one entry per page load is enough. */
export const jobTrendsKey = ['jobs', 'trends'] as const;

/**
 * The trends as a route's loader reads them on the server; null when they cannot be read, so the page around
 * them still renders.
 */
export async function readJobTrends(context: unknown): Promise<JobTrends | null> {
  try {
    return await loadData(context, jobTrendsEndpoint);
  } catch {
    return null;
  }
}

/** The trends; the loader hands over what the server read, and the browser asks again only if that failed. */
export function useJobTrends(initial: JobTrends | null) {
  return useQuery({ queryKey: jobTrendsKey, queryFn: getJobTrends, initialData: initial ?? undefined });
}
