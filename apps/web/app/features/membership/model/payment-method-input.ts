import type { PaymentTypeCode } from '@laufbahn/contracts/membership';
import type { ProviderPaymentMethod } from '../api/payment-provider.ts';
import { digitsOnly, parseExpiry, type CardErrors, type CardInput } from './card.ts';
import type { SepaDetailsErrors } from './iban.ts';

export interface PaymentDataErrors {
  card: CardErrors;
  sepa: SepaDetailsErrors;
}

/** The provider's refusal of the entered data, marked at its field (purchase and change of method alike). */
export function providerFieldErrors(code: string): PaymentDataErrors {
  if (code === 'incorrect_number') return { card: { number: 'invalid' }, sepa: {} };
  if (code === 'invalid_expiry') return { card: { expiry: 'invalid' }, sepa: {} };
  if (code === 'incorrect_cvc') return { card: { cvc: 'invalid' }, sepa: {} };
  if (code === 'invalid_iban') return { card: {}, sepa: { iban: 'invalid' } };
  if (code === 'missing_holder') return { card: {}, sepa: { holder: 'required' } };
  return { card: {}, sepa: {} };
}

/**
 * What goes to the provider for the chosen method, from fields already checked (`validateCard`,
 * `checkSepaDetails`, which gives the normalised IBAN).
 */
export function providerPaymentMethod(
  type: PaymentTypeCode,
  card: CardInput,
  sepa: { holder: string; iban: string },
): ProviderPaymentMethod {
  if (type === 'sepa_debit') return { type: 'sepa_debit', iban: sepa.iban, holder: sepa.holder.trim() };
  const expiry = parseExpiry(card.expiry)!;
  return {
    type: 'card',
    card: { number: digitsOnly(card.number), expMonth: expiry.month, expYear: expiry.year, cvc: card.cvc },
  };
}
