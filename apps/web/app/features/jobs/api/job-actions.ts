import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountUpload } from '@laufbahn/contracts/cv';
import { UPLOAD_TYPE_IDS } from '@laufbahn/contracts/cv-files';
import type { JobApplicationBody, JobApplicationCreated, JobDetail, JobReportBody } from '@laufbahn/contracts/jobs';
import { ApiError, apiRequest, apiUpload } from '../../../lib/api-client.ts';
import { applicationsKey, favouritesKey } from '../../../lib/query-keys.ts';
import { jobEndpoint, jobKey } from './get-job.ts';

/**
 * The actions on a position (DECISIONS.md, Jobs API: actions): apply, bookmark, report. Apply and bookmark write what
 * they changed into the position's cached detail, so the page follows without reading it again.
 */

type Mine = NonNullable<JobDetail['mine']>;

function useUpdateMine(id: number) {
  const client = useQueryClient();
  return (change: Partial<Mine>) =>
    client.setQueryData<JobDetail>(jobKey(id), (job) =>
      job ? { ...job, mine: { bookmarked: false, appliedAt: null, ...job.mine, ...change } } : job,
    );
}

/** `POST /api/career/account_uploads` (`upload_type_id` 1): the CV that goes with an application. */
export function uploadApplicationCv(file: File) {
  const body = new FormData();
  body.append('upload_type_id', String(UPLOAD_TYPE_IDS.cv));
  body.append('upload_file', file, file.name);
  return apiUpload<AccountUpload>('/api/career/account_uploads', body);
}

export const useUploadApplicationCv = () => useMutation({ mutationFn: uploadApplicationCv });

/** `POST /api/career/jobs/{id}/applications` → 201; 409 `already_applied` or `job_expired`; 403 `premium_required`. */
export const applyForJob = (id: number, body: JobApplicationBody) =>
  apiRequest<JobApplicationCreated>(`${jobEndpoint(id).path}/applications`, { method: 'POST', body });

export function useApplyForJob(id: number) {
  const client = useQueryClient();
  const updateMine = useUpdateMine(id);
  return useMutation({
    mutationFn: (body: JobApplicationBody) => applyForJob(id, body),
    onSuccess: (created) => {
      updateMine({ appliedAt: created.createdAt });
      void client.invalidateQueries({ queryKey: applicationsKey });
    },
    // Applied already (another tab, another device): the detail knows since when.
    onError: async (error) => {
      if (error instanceof ApiError && error.code === 'already_applied') {
        await client.invalidateQueries({ queryKey: jobKey(id) });
      }
    },
  });
}

/** `PUT` / `DELETE /api/career/jobs/{id}/bookmark` → 204, both idempotent. */
export const setBookmark = (id: number, bookmarked: boolean) =>
  apiRequest<void>(`${jobEndpoint(id).path}/bookmark`, { method: bookmarked ? 'PUT' : 'DELETE' });

/** Shows the new state at once and puts the old one back when the server refuses. */
export function useSetBookmark(id: number) {
  const client = useQueryClient();
  const updateMine = useUpdateMine(id);
  return useMutation({
    // One after the other: a quick second click must not overtake the first.
    scope: { id: `bookmark-${id}` },
    mutationFn: (bookmarked: boolean) => setBookmark(id, bookmarked),
    onMutate: async (bookmarked) => {
      await client.cancelQueries({ queryKey: jobKey(id) });
      const previous = client.getQueryData<JobDetail>(jobKey(id))?.mine?.bookmarked ?? false;
      updateMine({ bookmarked });
      return { previous };
    },
    onError: (_error, _bookmarked, context) => {
      if (context) updateMine({ bookmarked: context.previous });
    },
    onSettled: () => void client.invalidateQueries({ queryKey: favouritesKey }),
  });
}

/** `POST /api/career/jobs/{id}/reports` → 201; visitors may report too. */
export const reportJob = (id: number, body: JobReportBody) =>
  apiRequest<void>(`${jobEndpoint(id).path}/reports`, { method: 'POST', body });

export const useReportJob = (id: number) => useMutation({ mutationFn: (body: JobReportBody) => reportJob(id, body) });
