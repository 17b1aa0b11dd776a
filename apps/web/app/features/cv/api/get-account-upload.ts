import { useQuery } from '@tanstack/react-query';
import type { AccountUpload } from '@laufbahn/contracts/cv';
import { apiRequest } from '../../../lib/api-client.ts';
import type { UploadedCv } from '../../../lib/paths.ts';
import { uploadTokenHeaders } from './upload-token.ts';

export const accountUploadKey = (id: number) => ['account-upload', id] as const;

/** `GET /api/career/account_uploads/{id}`: the file and whether a CV review was requested. */
export const getAccountUpload = (upload: UploadedCv) =>
  apiRequest<AccountUpload>(`/api/career/account_uploads/${upload.id}`, { headers: uploadTokenHeaders(upload) });

export const useAccountUpload = (upload: UploadedCv, initial?: AccountUpload | null) =>
  useQuery({
    queryKey: accountUploadKey(upload.id),
    queryFn: () => getAccountUpload(upload),
    initialData: initial ?? undefined,
  });
