import { useMutation } from '@tanstack/react-query';
import type { AccountDetails, SignInLinkBody, SignInLinkRequestBody } from '@laufbahn/contracts/account';
import { apiRequest } from '../../../lib/api-client.ts';

export const requestSignInLink = (body: SignInLinkRequestBody) =>
  apiRequest<void>('/api/account/sign_in_link', { method: 'POST', body });

export const confirmSignInLink = (body: SignInLinkBody) =>
  apiRequest<AccountDetails>('/api/account/sign_in_link/confirm', { method: 'POST', body });

export const useRequestSignInLink = () => useMutation({ mutationFn: requestSignInLink });
export const useConfirmSignInLink = () => useMutation({ mutationFn: confirmSignInLink });
