import { redirect } from 'react-router';
import type { AuthStatus } from '@laufbahn/contracts/account';
import { webContext } from './load-context.ts';

/** Login, registration and onboarding send a signed-in member to the start page. */
export async function redirectSignedIn(context: unknown): Promise<null> {
  const status = await webContext(context).api('/api/career/auth/status');
  if (status.status === 200 && status.json<AuthStatus>().authenticated) throw redirect('/');
  return null;
}
