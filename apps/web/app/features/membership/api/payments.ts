import type { PaymentTypeCode } from '@laufbahn/contracts/membership';
import type { Payment, PaymentCompletion, PaymentSession } from '@laufbahn/contracts/payments';
import { apiRequest } from '../../../lib/api-client.ts';

export type { Payment, PaymentCompletion, PaymentSession };

/** `POST /api/career/payments/session_data`: opens a purchase of `planId`, paid by `paymentType`. */
export const createPaymentSession = (planId: number, paymentType: PaymentTypeCode) =>
  apiRequest<PaymentSession>('/api/career/payments/session_data', {
    method: 'POST',
    body: { planId, paymentType },
    silence: [409, 422],
  });

/**
 * `POST /api/career/payments` with the provider's payment method and both consents. The same `Idempotency-Key`
 * always gets the first answer: a second click, a retried request or a reload charges nothing more.
 */
export const submitPayment = (sessionId: string, paymentMethodId: string, idempotencyKey: string) =>
  apiRequest<Payment>('/api/career/payments', {
    method: 'POST',
    body: { sessionId, paymentMethodId, consent: { immediateCharge: true, autoRenewal: true } },
    headers: { 'Idempotency-Key': idempotencyKey },
    silence: [409, 422],
  });

/** `POST /api/career/payments/complete`: where a payment stands, and whether the member is Premium now. */
export const completePayment = (paymentId: string) =>
  apiRequest<PaymentCompletion>('/api/career/payments/complete', {
    method: 'POST',
    body: { paymentId },
    silence: [404, 409, 422],
  });
