import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';

/** The advice for a failed payment's reason: which entries to check (spec section 8). */
export function failureAdvice(reason: string | null | undefined): string {
  const code = (reason ?? '').toLowerCase();
  if (/auth|3ds|three_d/.test(code)) return 'authentication';
  if (/iban|sepa|debit|mandate|account/.test(code)) return 'debit';
  if (/expir/.test(code)) return 'expired';
  if (/cvc|cvv|security/.test(code)) return 'cvc';
  if (/number|invalid_card/.test(code)) return 'number';
  if (/funds|limit/.test(code)) return 'funds';
  if (/declin|refus|do_not_honor/.test(code)) return 'declined';
  if (/network|unavailable|timeout/.test(code)) return 'network';
  return 'other';
}

/** "Payment failed: check your entries", with what to check. */
export function PaymentFailure({ reason }: { reason: string | null | undefined }) {
  const { t } = useTranslation('membership');
  return (
    <Alert>
      <span className="block font-semibold">{t('payment.failed.title')}</span>
      <span className="mt-1 block">{t(`payment.failed.advice.${failureAdvice(reason)}`)}</span>
    </Alert>
  );
}
