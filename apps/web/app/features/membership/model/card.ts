/**
 * Card data as typed, checked in the browser before it goes to the provider: the provider checks again, and
 * Laufbahn never sees it. Errors are keys of the `membership` catalog (`payment.card.errors.*`).
 */
export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardErrors = Partial<Record<keyof CardInput, 'required' | 'invalid' | 'expired'>>;

export const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** The Luhn check digit: catches a mistyped digit or two swapped neighbours. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "4242 4242 4242 4242" while typing: groups of four, at most 19 digits. */
export const formatCardNumber = (value: string) =>
  digitsOnly(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "MM/YY" while typing. */
export function formatExpiry(value: string): string {
  const digits = digitsOnly(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Month and four-digit year of "MM/YY" (or "MM/YYYY"), or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

export function validateCard(input: CardInput, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  const number = digitsOnly(input.number);
  if (!number) errors.number = 'required';
  else if (number.length < 12 || number.length > 19 || !luhnValid(number)) errors.number = 'invalid';
  const expiry = parseExpiry(input.expiry);
  if (!input.expiry.trim()) errors.expiry = 'required';
  else if (!expiry) errors.expiry = 'invalid';
  else if (expiry.year * 12 + expiry.month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
    errors.expiry = 'expired';
  const cvc = input.cvc.trim();
  if (!cvc) errors.cvc = 'required';
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = 'invalid';
  return errors;
}
