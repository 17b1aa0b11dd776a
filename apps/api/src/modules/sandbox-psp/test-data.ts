import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { SANDBOX_TEST_CARDS, SANDBOX_TEST_IBANS, type SandboxErrorCode } from '@laufbahn/contracts/payments';

/** What a payment method does when it is charged; decided from the test number when the method is created. */
export type Behaviour = 'succeed' | 'decline' | 'three_d_secure' | 'delayed' | 'debit_succeed' | 'debit_fail';

export interface CardCheck {
  behaviour: Behaviour;
  brand: string;
  last4: string;
  /** The digits only, for the fingerprint; never stored. */
  digits: string;
}

export class PaymentDataError extends Error {
  constructor(
    readonly code: SandboxErrorCode,
    readonly param: string,
  ) {
    super(code);
  }
}

/** The Luhn check digit test every card number passes. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  return 'unknown';
}

const CARD_BEHAVIOUR: Record<string, Behaviour> = {
  [SANDBOX_TEST_CARDS.succeeds]: 'succeed',
  [SANDBOX_TEST_CARDS.declined]: 'decline',
  [SANDBOX_TEST_CARDS.threeDSecure]: 'three_d_secure',
  [SANDBOX_TEST_CARDS.delayed]: 'delayed',
};

/**
 * Checks card data as a provider's test mode does: a number of 12 to 19 digits passing the Luhn check, an expiry not
 * in the past, a CVC of 3 digits (4 for American Express). The test numbers behave as DECISIONS.md lists; any other
 * valid number is declined, as a test mode declines a real card.
 */
export function checkCard(
  card: { number: string; expMonth: number; expYear: number; cvc: string },
  now: Date = new Date(),
): CardCheck {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^[0-9]{12,19}$/.test(digits) || !luhnValid(digits))
    throw new PaymentDataError('incorrect_number', 'card.number');
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const expiry = year * 12 + (card.expMonth - 1);
  if (card.expMonth < 1 || card.expMonth > 12 || expiry < thisMonth || year > now.getUTCFullYear() + 20) {
    throw new PaymentDataError(
      'invalid_expiry',
      card.expMonth < 1 || card.expMonth > 12 ? 'card.expMonth' : 'card.expYear',
    );
  }
  const brand = cardBrand(digits);
  if (!new RegExp(brand === 'amex' ? '^[0-9]{4}$' : '^[0-9]{3}$').test(card.cvc)) {
    throw new PaymentDataError('incorrect_cvc', 'card.cvc');
  }
  return { behaviour: CARD_BEHAVIOUR[digits] ?? 'decline', brand, last4: digits.slice(-4), digits };
}

export interface IbanCheck {
  behaviour: Behaviour;
  country: string;
  last4: string;
  iban: string;
}

/**
 * Checks an IBAN with `ibantools` (country format and check digits). The failing test IBAN fails after the delay;
 * every other valid IBAN is debited after the delay.
 */
export function checkIban(raw: string, holder: string): IbanCheck {
  const iban = electronicFormatIBAN(raw) ?? '';
  if (!isValidIBAN(iban)) throw new PaymentDataError('invalid_iban', 'iban');
  if (holder.trim().length < 2) throw new PaymentDataError('missing_holder', 'holder');
  return {
    behaviour: iban === SANDBOX_TEST_IBANS.failsAfterDelay ? 'debit_fail' : 'debit_succeed',
    country: iban.slice(0, 2),
    last4: iban.slice(-4),
    iban,
  };
}
