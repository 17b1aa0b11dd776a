import type { Db } from '../../db/client.ts';
import { accessPolicy, type PremiumFeature } from '../membership/access-policy.service.ts';

/**
 * Whether a member gets one of Premium's salary and company features. The one place the salary and company
 * modules ask; the answer is the access policy's (the member's subscription).
 */
export async function mayUse(db: Db, accountId: number | undefined, feature: PremiumFeature): Promise<boolean> {
  return (await accessPolicy(db).forAccount(accountId)).may(feature);
}
