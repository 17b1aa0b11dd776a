import { useMutation } from '@tanstack/react-query';
import type { AccountDetails, SignUpBody } from '@laufbahn/contracts/account';
import { apiRequest } from '../../../lib/api-client.ts';

export const signUp = (body: SignUpBody) => apiRequest<AccountDetails>('/api/account', { method: 'POST', body });

export const useSignUp = () => useMutation({ mutationFn: signUp });
