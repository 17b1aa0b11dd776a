import { VALIDATION } from '@laufbahn/contracts/errors';
import { validationFailed } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password-hashing.ts';

let common: Promise<Set<string>> | undefined;

/** 49,000 passwords seen most often in breaches (zxcvbn's list), loaded on first use. */
const commonPasswords = () =>
  (common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'])));

const SEQUENCES = [
  'abcdefghijklmnopqrstuvwxyz',
  '01234567890',
  'qwertzuiopasdfghjklyxcvbnm',
  'qwertyuiopasdfghjklzxcvbnm',
];

/** "aaaaa", "12345", "54321", "abcdef", "qwertz": one character, or a run along the alphabet or a keyboard row. */
function isTrivial(password: string): boolean {
  if (new Set(password).size === 1) return true;
  return SEQUENCES.some((run) => run.includes(password) || [...run].reverse().join('').includes(password));
}

/**
 * The spec's minimum of 5 characters stays (the contracts check it); on top, a password that is among the most
 * common ones, trivial, or the member's own e-mail address is refused on `field` (OWASP ASVS 2.1.7).
 */
export async function assertAcceptablePassword(password: string, email: string | undefined, field = 'password') {
  const lower = password.toLowerCase();
  const address = email?.trim().toLowerCase();
  const refused =
    isTrivial(lower) ||
    (await commonPasswords()).has(lower) ||
    (address !== undefined && (lower === address || lower === address.split('@')[0]));
  if (refused) throw validationFailed({ [field]: [VALIDATION.passwordTooCommon] });
}

/** Every new password passes the policy, then is hashed: sign-up, the onboarding wizard and the reset. */
export async function hashNewPassword(password: string, email: string | undefined, field = 'password') {
  await assertAcceptablePassword(password, email, field);
  return hashPassword(password);
}
