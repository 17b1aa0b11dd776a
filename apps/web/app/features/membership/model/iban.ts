/**
 * An IBAN as typed, checked with ibantools (country length, structure and the check digits) before it goes to the
 * provider. Loaded when the member chooses direct debit, so the card path never downloads it.
 */
export type IbanError = 'required' | 'invalid' | 'notSepa';

/** Country codes of the SEPA area's direct debit scheme (EEA and the non-EEA members of the scheme). */
const SEPA_COUNTRIES = new Set(
  'AD AT BE BG CH CY CZ DE DK EE ES FI FR GB GI GR HR HU IE IS IT LI LT LU LV MC MT NL NO PL PT RO SE SI SK SM VA'.split(
    ' ',
  ),
);

export async function checkIban(typed: string): Promise<{ iban: string } | { error: IbanError }> {
  const { electronicFormatIBAN, isValidIBAN } = await import('ibantools');
  const iban = electronicFormatIBAN(typed) ?? '';
  if (!iban) return { error: 'required' };
  if (!isValidIBAN(iban)) return { error: 'invalid' };
  if (!SEPA_COUNTRIES.has(iban.slice(0, 2))) return { error: 'notSepa' };
  return { iban };
}

export interface SepaDetailsErrors {
  holder?: 'required' | 'tooLong';
  iban?: IbanError;
}

/** The account holder and IBAN of a direct debit, checked before they go to the provider; `iban` when both hold. */
export async function checkSepaDetails(input: {
  holder: string;
  iban: string;
}): Promise<{ errors: SepaDetailsErrors; iban?: string }> {
  const errors: SepaDetailsErrors = {};
  const holder = input.holder.trim();
  if (!holder) errors.holder = 'required';
  else if (holder.length > 140) errors.holder = 'tooLong';
  const checked = input.iban.trim() ? await checkIban(input.iban) : ({ error: 'required' } as const);
  if ('error' in checked) errors.iban = checked.error;
  return { errors, iban: 'iban' in checked ? checked.iban : undefined };
}

/** "DE89 3704 0044 0532 0130 00" while typing. */
export const formatIban = (value: string) =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 34)
    .replace(/(.{4})(?=.)/g, '$1 ');
