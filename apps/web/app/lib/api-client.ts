import type { ErrorResponse } from '@laufbahn/contracts/errors';
import { reportApiFailure } from './monitoring/monitoring.ts';
import { loginWithReturn } from './paths.ts';

export const API_MEDIA_TYPE = 'application/vnd.laufbahn.v1+json';

/** An API failure: the web app shows a translation of `code` and of each `fields` key, never `message`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fields: Record<string, string[]> = {},
    /** The API's `X-Request-Id` for this call, to quote to support. */
    readonly requestId: string | null = null,
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
  /** Further request headers, e.g. the upload token of the completion flow. */
  headers?: Record<string, string>;
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
        ...init.headers,
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
    // Spec, section 8: a 401 is not reported, nor an answer the caller expects and handles itself.
    if (response.status !== 401 && !init.silence?.includes(response.status))
      reportApiFailure(response.status, init.method ?? 'GET', path);
    throw failure(response.status, payload, init.silence, response.headers.get('x-request-id'));
  }
  return payload as T;
}

function failure(
  status: number,
  payload: unknown,
  silence?: readonly number[],
  requestId: string | null = null,
): ApiError {
  if (status === 401 && !silence?.includes(401)) sendToLogin();
  const error = (payload as ErrorResponse | undefined)?.error;
  return new ApiError(status, error?.code ?? 'internal', error?.fields ?? {}, requestId);
}

/**
 * A multipart upload that reports its progress (0–1) while the file travels: `fetch` cannot report upload
 * progress, XMLHttpRequest can. Errors arrive as the same ApiError as from `apiRequest`.
 */
export function apiUpload<T>(
  path: string,
  body: FormData,
  { onProgress, headers = {} }: { onProgress?: (fraction: number) => void; headers?: Record<string, string> } = {},
): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.reject(new ApiError(0, 'network'));
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.setRequestHeader('Accept', API_MEDIA_TYPE);
    request.setRequestHeader('X-Actor', 'web');
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let payload: unknown;
      try {
        payload = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        payload = undefined;
      }
      if (request.status >= 200 && request.status < 300) resolve(payload as T);
      else reject(failure(request.status, payload, undefined, request.getResponseHeader('x-request-id')));
    });
    request.addEventListener('error', () => reject(new ApiError(0, 'network')));
    request.addEventListener('abort', () => reject(new ApiError(0, 'network')));
    request.send(body);
  });
}
