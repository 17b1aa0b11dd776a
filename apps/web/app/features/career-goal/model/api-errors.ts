import { ApiError } from '../../../lib/api-client.ts';

/**
 * The API names nested fields by path (`locations.0.radiusKm`); the editor's forms know the top-level
 * field, so each message goes to the field it belongs to.
 */
export function topLevelFields(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const fields: Record<string, string[]> = {};
  for (const [path, keys] of Object.entries(error.fields)) {
    const top = path.split(/[.[]/)[0] ?? path;
    fields[top] = [...(fields[top] ?? []), ...keys];
  }
  return new ApiError(error.status, error.code, fields);
}
