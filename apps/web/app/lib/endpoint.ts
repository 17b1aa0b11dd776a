import type { InternalApiResponse } from '@laufbahn/contracts/web-context';
import { apiRequest, type ApiRequestInit } from './api-client.ts';
import { webContext } from './load-context.ts';
import { throwPageFailure } from './page-status.ts';

/**
 * A GET endpoint of our API with the type of its answer: the one description of a call that a browser hook
 * (`fetchEndpoint`) and a server loader (`loadEndpoint`) both use. Each feature builds its endpoints in
 * `features/<feature>/api/<endpoint>.ts`; no path is written anywhere else.
 */
export interface Endpoint<T> {
  readonly path: string;
  /** Never set: carries the answer's type from the endpoint's file to its callers. */
  readonly answer?: T;
}

export const endpoint = <T>(path: string): Endpoint<T> => ({ path });

/** In the browser: the answer, or an ApiError (a 401 sends a visitor to the login page unless silenced). */
export const fetchEndpoint = <T>(target: Endpoint<T>, init?: Omit<ApiRequestInit, 'method' | 'body'>) =>
  apiRequest<T>(target.path, init);

/** What a loader read: the status, and the answer when it was 200. */
export interface Loaded<T> {
  status: number;
  headers: InternalApiResponse['headers'];
  data: T | null;
}

/** On the server, in-process with the visitor's cookies: the status and, when it is 200, the answer. */
export async function loadEndpoint<T>(context: unknown, target: Endpoint<T>): Promise<Loaded<T>> {
  const answer = await webContext(context).api(target.path);
  return { status: answer.status, headers: answer.headers, data: answer.status === 200 ? answer.json<T>() : null };
}

/**
 * On the server: the answer, or null when the API did not answer 200 (the browser asks again then). When the API
 * answers 503 (the database is away) the whole page answers 503 with its Retry-After, not a page with holes that
 * says 200.
 */
export async function loadData<T>(context: unknown, target: Endpoint<T>): Promise<T | null> {
  const answer = await loadEndpoint(context, target);
  if (answer.status === 503) throwPageFailure(answer);
  return answer.data;
}
