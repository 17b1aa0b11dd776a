import type { SessionAccount } from '../../platform/session/session.repository.ts';

/**
 * Whether a member gets Premium's salary benchmarks and full company briefings. The one place the salary and
 * company modules ask: today the account's Premium flag.
 */
export function isPremiumMember(account: Pick<SessionAccount, 'premium'> | undefined): boolean {
  return account?.premium ?? false;
}
