import { useMutation } from '@tanstack/react-query';
import type { AccountUpload } from '@laufbahn/contracts/cv';
import { UPLOAD_TYPE_IDS } from '@laufbahn/contracts/cv-files';
import { apiUpload } from '../../../lib/api-client.ts';

/** `POST /api/career/account_uploads`: the CV as multipart, with progress while it travels. */
export function uploadCv(file: File, onProgress?: (fraction: number) => void) {
  const body = new FormData();
  body.append('upload_type_id', String(UPLOAD_TYPE_IDS.cv));
  body.append('upload_file', file, file.name);
  return apiUpload<AccountUpload>('/api/career/account_uploads', body, { onProgress });
}

export const useUploadCv = (onProgress: (fraction: number) => void) =>
  useMutation({ mutationFn: (file: File) => uploadCv(file, onProgress) });
