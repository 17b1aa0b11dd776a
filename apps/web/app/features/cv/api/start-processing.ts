import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GeneratedProfile } from '@laufbahn/contracts/cv';
import { apiRequest } from '../../../lib/api-client.ts';
import type { UploadedCv } from '../../../lib/paths.ts';
import { uploadTokenHeaders } from './upload-token.ts';

const processingKey = (uploadId: number) => ['cv-processing', uploadId] as const;

/** `POST /api/career/generated_profiles`: starts turning the upload into a profile; the same one each time. */
export const startProcessing = (upload: UploadedCv) =>
  apiRequest<GeneratedProfile>('/api/career/generated_profiles', {
    method: 'POST',
    body: { identifier: upload.id },
    headers: uploadTokenHeaders(upload),
  });

/** The upload page starts processing and leaves the answer for the scan page. */
export function useStartProcessing(upload: UploadedCv) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => startProcessing(upload),
    onSuccess: (profile) => client.setQueryData(processingKey(upload.id), profile),
  });
}

/**
 * The scan page's generated profile: the one the upload page started, or (after a reload or from a bookmark)
 * the same one again — starting is idempotent per upload.
 */
export const useProcessing = (upload: UploadedCv) =>
  useQuery({ queryKey: processingKey(upload.id), queryFn: () => startProcessing(upload), staleTime: Infinity });
