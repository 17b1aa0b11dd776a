import { useQuery } from '@tanstack/react-query';
import type { GeneratedProfileStatusAnswer } from '@laufbahn/contracts/cv';
import { apiRequest } from '../../../lib/api-client.ts';
import { generatedProfileApi } from '../../../lib/profile-source.tsx';
import { isFinished } from '../model/stages.ts';

/** How often the scan page asks while the CV is being processed. */
export const STATUS_POLL_MS = 400;

/** `GET /api/career/generated_profiles/{id}/status`. */
export const getProcessingStatus = (id: number, headers?: Record<string, string>) =>
  apiRequest<GeneratedProfileStatusAnswer>(`${generatedProfileApi(id)}/status`, { headers });

/** The processing stage, asked for again every 400 ms until the profile is ready or processing failed. */
export const useProcessingStatus = (id: number | undefined, headers?: Record<string, string>) =>
  useQuery({
    queryKey: ['cv-status', id],
    queryFn: () => getProcessingStatus(id!, headers),
    enabled: id !== undefined,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.status === 'error' || isFinished(query.state.data) ? false : STATUS_POLL_MS,
  });
