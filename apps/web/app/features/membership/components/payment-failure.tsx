import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { translateMessageKey } from '../../../lib/translate-error.ts';

/** Why a payment did not go through: the provider's or the payment's reason, or an error of our API. */
export type PaymentProblem = { kind: 'payment'; reason: string | null | undefined } | { kind: 'api'; code: string };

/**
 * The advice for a failed payment's reason: which entries to check (spec section 8). Reasons of the payment
 * (`card_declined`, `authentication_failed`, `debit_failed`, `payment_method_unusable`, `processing_error`) and
 * the provider's refusals of the data (`incorrect_number`, `invalid_expiry`, `incorrect_cvc`, `invalid_iban`,
 * `missing_holder`).
 */
export function failureAdvice(reason: string | null | undefined): string {
  switch (reason) {
    case 'card_declined':
      return 'declined';
    case 'authentication_failed':
      return 'authentication';
    case 'debit_failed':
      return 'debit';
    case 'payment_method_unusable':
      return 'unusable';
    case 'incorrect_number':
      return 'number';
    case 'invalid_expiry':
      return 'expired';
    case 'incorrect_cvc':
      return 'cvc';
    case 'invalid_iban':
    case 'missing_holder':
      return 'iban';
    case 'network':
      return 'network';
    default:
      return 'other';
  }
}

/** "Payment failed: check your entries", with what to check. */
export function PaymentFailure({ problem }: { problem: PaymentProblem }) {
  const { t } = useTranslation('membership');
  return (
    <Alert>
      <span className="block font-semibold">{t('payment.failed.title')}</span>
      <span className="mt-1 block">
        {problem.kind === 'api'
          ? translateMessageKey(t, problem.code)
          : t(`payment.failed.advice.${failureAdvice(problem.reason)}`)}
      </span>
    </Alert>
  );
}
