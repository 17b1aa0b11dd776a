import { redirect } from 'react-router';
import type { AccountDetails, AuthStatus } from '@laufbahn/contracts/account';
import { webContext } from './load-context.ts';
import { loginWithReturn, paths } from './paths.ts';

/** `?me=false` skips the sign-in check (spec: routing rules). */
export const skipsSignInCheck = (url: URL) => url.searchParams.get('me') === 'false';

/** The signed-in account, or null; on a public page a failed check simply means "not signed in". */
export async function currentAccount(context: unknown, url: URL): Promise<AccountDetails | null> {
  if (skipsSignInCheck(url)) return null;
  const ctx = webContext(context);
  const status = await ctx.api('/api/career/auth/status');
  if (status.status !== 200 || !status.json<AuthStatus>().authenticated) return null;
  const me = await ctx.api('/api/career/me');
  return me.status === 200 ? me.json<AccountDetails>() : null;
}

/**
 * Loader guard of every members-only page: a visitor (or a failed check) goes to the login page, which
 * returns here afterwards. Thrown from the loader, so the server answers with a real HTTP redirect.
 */
export async function requireMember({ context, request }: { context: unknown; request: Request }): Promise<void> {
  const url = new URL(request.url);
  if (skipsSignInCheck(url)) return;
  const status = await webContext(context).api('/api/career/auth/status');
  if (status.status === 200 && status.json<AuthStatus>().authenticated) return;
  throw redirect(loginWithReturn(`${url.pathname}${url.search}`));
}

/** Login, registration and onboarding send a signed-in member to the start page. */
export async function redirectSignedIn({ context, request }: { context: unknown; request: Request }): Promise<null> {
  const url = new URL(request.url);
  if (skipsSignInCheck(url)) return null;
  const status = await webContext(context).api('/api/career/auth/status');
  if (status.status === 200 && status.json<AuthStatus>().authenticated) throw redirect(paths.home);
  return null;
}
