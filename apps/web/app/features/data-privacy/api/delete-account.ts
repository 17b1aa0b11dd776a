import { useMutation } from '@tanstack/react-query';
import type { AccountDeletionBody } from '@laufbahn/contracts/data-privacy';
import { apiRequest } from '../../../lib/api-client.ts';

/** `DELETE /api/career/account`: 204 and the session ends; 422 on `password` when it is wrong. */
export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (body: AccountDeletionBody) => apiRequest<void>('/api/career/account', { method: 'DELETE', body }),
  });
