import type { AccountDetails } from '@laufbahn/contracts/account';

/** A member's membership as the pages show it. */
export type Membership = { tier: 'basic' } | { tier: 'premium' };

/**
 * The one place that says whether a member is Premium, for every page that shows it: today from the account's
 * `premium` flag. The subscription's details (renewal date, what Premium did for the member this month) join this
 * answer when subscriptions exist, and every page that asks here shows them.
 */
export function membershipOf(account: Pick<AccountDetails, 'premium'>): Membership {
  return account.premium ? { tier: 'premium' } : { tier: 'basic' };
}
