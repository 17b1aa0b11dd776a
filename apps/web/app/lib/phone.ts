import { parsePhoneNumberWithError } from 'libphonenumber-js/min';

/** `+498921093347` → `+49 89 21093347`; anything unreadable as stored. */
export function formatPhone(e164: string): string {
  try {
    return parsePhoneNumberWithError(e164).formatInternational();
  } catch {
    return e164;
  }
}
