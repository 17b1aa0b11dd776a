import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export async function signOut(): Promise<void> {
  // Already signed out (session expired) is what the member wanted anyway.
  await apiRequest<void>('/api/account/sign_out', { method: 'DELETE', silence: [401] });
  // Drafts kept in this tab belong to the one who signed out (the answer asks the browser for the same).
  window.sessionStorage.clear();
}

export const useSignOut = () => useMutation({ mutationFn: signOut });
