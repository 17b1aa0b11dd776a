import { CV_PROBLEMS } from '@laufbahn/contracts/cv';
import { ApiError } from '../api-client.ts';

const KNOWN = new Set<string>(Object.values(CV_PROBLEMS));

/** The message key of a failed upload: the server's CV problem when it named one, else "upload failed". */
export function uploadProblem(error: unknown): string {
  if (!(error instanceof ApiError)) return CV_PROBLEMS.uploadFailed;
  if (error.status === 413) return CV_PROBLEMS.fileTooLarge;
  if (error.status === 415) return CV_PROBLEMS.invalidFileFormat;
  const field = error.fields.upload_file?.[0];
  if (field && KNOWN.has(field)) return field;
  if (error.status === 0 || error.status === 429) return error.code;
  return CV_PROBLEMS.uploadFailed;
}
