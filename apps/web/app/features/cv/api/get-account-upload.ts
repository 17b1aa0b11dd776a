import { useQuery } from '@tanstack/react-query';
import type { AccountUpload } from '@laufbahn/contracts/cv';
import { endpoint, fetchEndpoint } from '../../../lib/endpoint.ts';
import type { UploadedCv } from '../../../lib/paths.ts';
import { uploadTokenHeaders } from './upload-token.ts';

export const accountUploadKey = (id: number) => ['account-upload', id] as const;

/** `GET /api/career/account_uploads/{id}`: the file and whether a CV review was requested. */
export const accountUploadEndpoint = (id: number) => endpoint<AccountUpload>(`/api/career/account_uploads/${id}`);

/** A visitor's upload is read with its token. */
export const getAccountUpload = (upload: UploadedCv) =>
  fetchEndpoint(accountUploadEndpoint(upload.id), { headers: uploadTokenHeaders(upload) });

export const useAccountUpload = (upload: UploadedCv, initial?: AccountUpload | null) =>
  useQuery({
    queryKey: accountUploadKey(upload.id),
    queryFn: () => getAccountUpload(upload),
    initialData: initial ?? undefined,
  });
