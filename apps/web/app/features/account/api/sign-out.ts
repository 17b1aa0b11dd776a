import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const signOut = () => apiRequest<void>('/api/account/sign_out', { method: 'DELETE' });

export const useSignOut = () => useMutation({ mutationFn: signOut });
