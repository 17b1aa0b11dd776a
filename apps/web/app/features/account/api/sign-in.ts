import { useMutation } from '@tanstack/react-query';
import type { AccountDetails, SignInBody } from '@laufbahn/contracts/account';
import { apiRequest } from '../../../lib/api-client.ts';

export const signIn = (body: SignInBody) =>
  apiRequest<AccountDetails>('/api/account/sign_in', { method: 'POST', body, silence: [401] });

export const useSignIn = () => useMutation({ mutationFn: signIn });
