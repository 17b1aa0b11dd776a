import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const signOut = () =>
  // Already signed out (session expired) is what the member wanted anyway.
  apiRequest<void>('/api/account/sign_out', { method: 'DELETE', silence: [401] });

export const useSignOut = () => useMutation({ mutationFn: signOut });
