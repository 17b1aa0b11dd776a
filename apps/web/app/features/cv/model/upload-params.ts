import type { UploadedCv } from '../../../lib/paths.ts';
import { idFromRoute } from '../../../lib/route-id.ts';

/** The upload named by the completion flow's route parameters, or null when they cannot name one. */
export function uploadFromParams(params: Record<string, string | undefined>): UploadedCv | null {
  const id = idFromRoute(params.uploadId);
  const fileSize = Number(params.fileSize);
  if (id === null || !Number.isSafeInteger(fileSize) || fileSize < 0) return null;
  if (!params.token || !params.fileName) return null;
  return { id, token: params.token, fileName: params.fileName, fileSize };
}
