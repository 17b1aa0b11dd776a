import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/**
 * Puts a 422's `fields` onto the form's own fields; returns the error code for a message above the
 * form when the error is not about particular fields.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  known: readonly string[],
): string | undefined {
  if (!(error instanceof ApiError)) return 'internal';
  let placed = false;
  for (const [field, keys] of Object.entries(error.fields)) {
    if (known.includes(field) && keys[0]) {
      setError(field as Path<T>, { type: 'server', message: keys[0] });
      placed = true;
    }
  }
  return placed ? undefined : error.code;
}
