import { redirect } from 'react-router';
import type { AccountDetails } from '@laufbahn/contracts/account';
import { accountDetailsEndpoint } from './account/account-details.ts';
import { authStatusEndpoint } from './account/auth-status.ts';
import { loadData } from './endpoint.ts';
import { loginWithReturn, paths } from './paths.ts';

/** `?me=false` skips the sign-in check (spec: routing rules). */
export const skipsSignInCheck = (url: URL) => url.searchParams.get('me') === 'false';

const signedIn = async (context: unknown) => (await loadData(context, authStatusEndpoint))?.authenticated === true;

/** The signed-in account, or null; on a public page a failed check simply means "not signed in". */
export async function currentAccount(context: unknown, url: URL): Promise<AccountDetails | null> {
  if (skipsSignInCheck(url)) return null;
  if (!(await signedIn(context))) return null;
  return loadData(context, accountDetailsEndpoint);
}

/**
 * Loader guard of every members-only page: a visitor (or a failed check) goes to the login page, which
 * returns here afterwards. Thrown from the loader, so the server answers with a real HTTP redirect.
 */
export async function requireMember({ context, request }: { context: unknown; request: Request }): Promise<void> {
  const url = new URL(request.url);
  if (skipsSignInCheck(url)) return;
  if (await signedIn(context)) return;
  throw redirect(loginWithReturn(`${url.pathname}${url.search}`));
}

/** Login, registration and onboarding send a signed-in member to the start page. */
export async function redirectSignedIn({ context, request }: { context: unknown; request: Request }): Promise<null> {
  const url = new URL(request.url);
  if (skipsSignInCheck(url)) return null;
  if (await signedIn(context)) throw redirect(paths.home);
  return null;
}
