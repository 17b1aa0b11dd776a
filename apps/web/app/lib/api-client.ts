import type { ErrorResponse } from '@laufbahn/contracts/errors';

export const API_MEDIA_TYPE = 'application/vnd.laufbahn.v1+json';

/** An API failure: the web app shows a translation of `code` and of each `fields` key, never `message`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(code);
  }
}

export async function apiRequest<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: {
        Accept: API_MEDIA_TYPE,
        'X-Actor': 'web',
        ...(init.body !== undefined ? { 'Content-Type': API_MEDIA_TYPE } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiError(0, 'network');
  }
  if (response.status === 204 || response.status === 202) return undefined as T;
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (payload as ErrorResponse | undefined)?.error;
    throw new ApiError(response.status, error?.code ?? 'internal', error?.fields ?? {});
  }
  return payload as T;
}
