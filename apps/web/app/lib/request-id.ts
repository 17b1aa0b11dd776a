import { createContext, useContext } from 'react';
import { ApiError } from './api-client.ts';

/** The page request's id (the server's `X-Request-Id`): rendered into the page, read back by the browser. */
export const RequestIdContext = createContext<string | null>(null);

/** The `<meta>` that carries the page request's id from the server's rendering to the browser. */
export const REQUEST_ID_META = 'request-id';

/** In the browser: the id the server rendered the page with. */
export const renderedRequestId = () =>
  document.querySelector<HTMLMetaElement>(`meta[name="${REQUEST_ID_META}"]`)?.content || null;

/**
 * The id a member can quote for a failure: the failed API call's own, when an API call failed, else the page
 * request's.
 */
export function useFailureReference(error: unknown): string | null {
  const pageRequestId = useContext(RequestIdContext);
  return (error instanceof ApiError && error.requestId) || pageRequestId;
}
