import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { endpoint, fetchEndpoint } from '../../../lib/endpoint.ts';
import type { Membership as MembershipDetails } from '@laufbahn/contracts/membership';
import type { PaymentMethodChangeAnswer, PaymentMethodSetup } from '@laufbahn/contracts/payments';

/** `GET /api/career/membership`: the tier, the subscription (or null) and the invoices. */
export const membershipEndpoint = endpoint<MembershipDetails>('/api/career/membership');
export const membershipKey = ['membership'] as const;

export const useMembership = (initial: MembershipDetails | null, enabled = true) =>
  useQuery({
    queryKey: membershipKey,
    enabled,
    queryFn: () => fetchEndpoint(membershipEndpoint),
    initialData: initial ?? undefined,
  });

function useMembershipAction(action: 'cancel' | 'withdraw') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<MembershipDetails>(`${membershipEndpoint.path}/${action}`, { method: 'POST', body: {} }),
    onSuccess: (membership) => client.setQueryData(membershipKey, membership),
  });
}

/** `POST …/membership/cancel`: effective at the first renewal date at least the notice period away. */
export const useCancelMembership = () => useMembershipAction('cancel');

/** `POST …/membership/withdraw`: within 14 days of the purchase; ends Premium now, refunds pro rata. */
export const useWithdrawMembership = () => useMembershipAction('withdraw');

/** `GET …/membership/payment_method`: where the browser hands a new card or IBAN, and which kinds are taken. */
export const paymentMethodSetupEndpoint = endpoint<PaymentMethodSetup>(`${membershipEndpoint.path}/payment_method`);

/**
 * `PUT …/membership/payment_method`: the provider's new method becomes the one renewals use; a failed renewal is
 * charged again with it at once (`retry`).
 */
export function useChangePaymentMethod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (paymentMethodId: string) =>
      apiRequest<PaymentMethodChangeAnswer>(paymentMethodSetupEndpoint.path, {
        method: 'PUT',
        body: { paymentMethodId },
      }),
    onSuccess: ({ retry: _retry, ...membership }) => client.setQueryData(membershipKey, membership),
  });
}
