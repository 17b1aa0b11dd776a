import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { email as emailSchema, type EmailAvailability } from '@laufbahn/contracts/account';
import { apiRequest } from '../../../lib/api-client.ts';

/** Typing pauses this long before the address is checked. */
export const EMAIL_CHECK_DEBOUNCE_MS = 400;

/** `GET /api/career/email-availability?email=`: whether an account could still be created with it. */
export const checkEmailAvailability = (email: string) =>
  apiRequest<EmailAvailability>(`/api/career/email-availability?email=${encodeURIComponent(email)}`);

/**
 * Whether `email` is still free, asked once typing has paused: `available` is undefined while the address is
 * not a valid one yet, while typing, and while the answer is on its way.
 */
export function useEmailAvailability(email: string) {
  const [settled, setSettled] = useState(email.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(email.trim()), EMAIL_CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [email]);
  const valid = emailSchema.safeParse(settled).success;
  const query = useQuery({
    queryKey: ['email-availability', settled.toLowerCase()],
    queryFn: () => checkEmailAvailability(settled),
    enabled: valid,
    staleTime: 30_000,
  });
  const current = settled === email.trim();
  return {
    available: valid && current ? query.data?.available : undefined,
    checking: valid && (!current || query.isFetching),
    checkedEmail: settled,
  };
}
