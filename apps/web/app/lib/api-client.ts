import type { ErrorResponse } from '@laufbahn/contracts/errors';
import { loginWithReturn } from './paths.ts';

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

export interface ApiRequestInit {
  method?: string;
  body?: unknown;
  /**
   * Statuses the caller handles itself. A 401 otherwise sends the member to the login page, which
   * brings them back here afterwards; sign-in, where 401 means "wrong password", silences it.
   */
  silence?: readonly number[];
}

function sendToLogin() {
  const here = `${window.location.pathname}${window.location.search}`;
  if (window.location.pathname !== '/login') window.location.assign(loginWithReturn(here));
}

export async function apiRequest<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new ApiError(0, 'network');
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
    if (response.status === 401 && !init.silence?.includes(401)) sendToLogin();
    const error = (payload as ErrorResponse | undefined)?.error;
    throw new ApiError(response.status, error?.code ?? 'internal', error?.fields ?? {});
  }
  return payload as T;
}
