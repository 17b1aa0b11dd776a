import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountUpload, CvReviewRequest } from '@laufbahn/contracts/cv';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import type { UploadedCv } from '../../../lib/paths.ts';
import { accountUploadKey, getAccountUpload } from './get-account-upload.ts';
import { uploadTokenHeaders } from './upload-token.ts';

/** `POST /api/career/account_uploads/{id}/topcv_review_requests`: the partner's free review, due in 48 hours. */
export const requestCvReview = (upload: UploadedCv) =>
  apiRequest<CvReviewRequest>(`/api/career/account_uploads/${upload.id}/topcv_review_requests`, {
    method: 'POST',
    body: {},
    headers: uploadTokenHeaders(upload),
  });

/** Requests the review; when it was requested already (409, say in another tab) the upload tells when it is due. */
export function useRequestCvReview(upload: UploadedCv) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<CvReviewRequest> => {
      try {
        return await requestCvReview(upload);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 409) throw error;
        const stored = await getAccountUpload(upload);
        if (!stored.reviewRequest) throw error;
        return stored.reviewRequest;
      }
    },
    onSuccess: (reviewRequest) =>
      client.setQueryData<AccountUpload>(accountUploadKey(upload.id), (stored) =>
        stored ? { ...stored, reviewRequest } : stored,
      ),
  });
}
