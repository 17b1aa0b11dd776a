import { useMutation } from '@tanstack/react-query';
import type { PasswordResetBody, PasswordResetRequestBody } from '@laufbahn/contracts/account';
import { apiRequest } from '../../../lib/api-client.ts';

export const requestPasswordReset = (body: PasswordResetRequestBody) =>
  apiRequest<void>('/api/account/password', { method: 'POST', body });

export const resetPassword = (body: PasswordResetBody) =>
  apiRequest<void>('/api/account/password', { method: 'PUT', body });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
