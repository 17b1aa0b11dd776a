import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataExportList } from '@laufbahn/contracts/data-privacy';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET`/`POST /api/career/data_exports`; a ready export's ZIP is at `…/{id}/file`. */
export const DATA_EXPORTS_PATH = '/api/career/data_exports';
export const dataExportFileUrl = (id: number) => `${DATA_EXPORTS_PATH}/${id}/file`;
export const dataExportsKey = ['data-exports'] as const;

/** Seconds between looks at an export in preparation, so that its download appears without a reload. */
const PENDING_POLL_MS = 5000;

export const useDataExports = (initial: DataExportList | null) =>
  useQuery({
    queryKey: dataExportsKey,
    queryFn: () => apiRequest<DataExportList>(DATA_EXPORTS_PATH),
    initialData: initial ?? undefined,
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'pending') ? PENDING_POLL_MS : false,
  });

/** 202 (prepared in the background); 409 `conflict` while one is being prepared; 429 past the day's requests. */
export function useRequestDataExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>(DATA_EXPORTS_PATH, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: dataExportsKey }),
  });
}
