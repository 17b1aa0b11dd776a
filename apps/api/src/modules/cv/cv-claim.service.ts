import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.repository.ts';
import { privacyService } from '../profile/privacy.service.ts';
import type { WriteMeta } from '../../lib/request-meta.ts';
import { accountUploadRepository } from './upload/account-upload.repository.ts';
import { allVisibilities } from './generated-profile/generated-profile.service.ts';
import { generatedProfileRepository } from './generated-profile/generated-profile.repository.ts';

/**
 * At sign-up and sign-in, in one transaction: the visitor's (same `lb_guest`) uploads and the profiles generated
 * from them become the account's, and the latest `make_visible` choice made on one of them is applied to the
 * account's visibility.
 */
export async function claimGuestCvs(db: Db, accountId: number, guestId: string | null, meta: WriteMeta) {
  if (!guestId) return;
  await db.transaction(async (tx) => {
    const uploadIds = await accountUploadRepository(tx).claim(guestId, accountId);
    if (uploadIds.length === 0) return;
    const generated = generatedProfileRepository(tx);
    const claimed = await generated.claim(uploadIds, accountId);
    const choice = claimed
      .filter((g) => g.makeVisible !== null)
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
    if (choice) {
      await privacyService(tx).update(accountId, allVisibilities(choice.makeVisible ? 'visible' : 'anonymous'), meta);
      await generated.clearVisibilityChoices(claimed.map((g) => g.profileId));
    }
    await recordAudit(tx, {
      accountId,
      actor: meta.actor,
      action: 'cv_upload.claimed',
      ip: meta.ip,
      details: { uploadIds, generatedProfileIds: claimed.map((g) => g.profileId) },
    });
  });
}
