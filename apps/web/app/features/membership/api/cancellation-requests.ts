import { useMutation } from '@tanstack/react-query';
import type { CancellationConfirmation } from '@laufbahn/contracts/membership';
import { apiRequest } from '../../../lib/api-client.ts';

const CANCELLATION_REQUESTS_PATH = '/api/career/membership/cancellation_requests';

/**
 * `POST …/cancellation_requests { email }` → 202 for every address (no account enumeration); the mail holds a
 * link to `/membership/cancel/confirm?token=…`.
 */
export const useRequestCancellation = () =>
  useMutation({
    mutationFn: (email: string) =>
      apiRequest<void>(CANCELLATION_REQUESTS_PATH, { method: 'POST', body: { email }, silence: [422, 429] }),
  });

/** `POST …/cancellation_requests/confirm { token }` → the date the membership ends. */
export const useConfirmCancellation = () =>
  useMutation({
    mutationFn: (token: string) =>
      apiRequest<CancellationConfirmation>(`${CANCELLATION_REQUESTS_PATH}/confirm`, {
        method: 'POST',
        body: { token },
        silence: [404, 409, 410, 422],
      }),
  });
