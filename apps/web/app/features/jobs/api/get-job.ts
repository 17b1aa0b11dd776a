import { useQuery } from '@tanstack/react-query';
import type { JobDetail } from '@laufbahn/contracts/jobs';
import { endpoint, fetchEndpoint } from '../../../lib/endpoint.ts';

/** `GET /api/career/jobs/{id}`: the position, similar positions and more at the company. */
export const jobEndpoint = (id: number) => endpoint<JobDetail>(`/api/career/jobs/${id}`);

export const getJob = (id: number) => fetchEndpoint(jobEndpoint(id));

export const jobKey = (id: number) => ['jobs', 'detail', id] as const;

/** A position; the route's loader hands over what the server already read. */
export function useJob(id: number, initial: JobDetail) {
  return useQuery({ queryKey: jobKey(id), queryFn: () => getJob(id), initialData: initial });
}
