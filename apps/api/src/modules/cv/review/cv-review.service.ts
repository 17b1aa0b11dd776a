import type { CvReviewRequest } from '@laufbahn/contracts/cv';
import { LIMITS } from '@laufbahn/contracts/limits';
import { COUNTRY_VERSIONS, type CountryVersionCode } from '@laufbahn/i18n/country-versions';
import { LANGUAGE_TAGS, parseLanguage, type Language } from '@laufbahn/i18n/languages';
import type { Db } from '../../../db/client.ts';
import { AppError, notFound, unauthenticated } from '../../../lib/app-error.ts';
import type { FileStore } from '../../../lib/file-store.ts';
import { recordAudit } from '../../../platform/audit/audit.repository.ts';
import {
  cvReviewConfirmationMail,
  cvReviewPartnerMail,
  type CvReviewFacts,
} from '../../../platform/mail/mail-templates.ts';
import { outboxRepository } from '../../../platform/mail/outbox.repository.ts';
import type { SessionAccount } from '../../../platform/session/session.repository.ts';
import { profileRepository } from '../../profile/profile.repository.ts';
import { accountUploadRepository } from '../upload/account-upload.repository.ts';
import { accountUploadService, toReviewRequest } from '../upload/account-upload.service.ts';
import type { CvCaller } from '../cv-caller.ts';
import { dateTimeFormat } from '@laufbahn/i18n/intl-cache';

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
} as const;

/** The member's local time for the due date: their country version's main time zone. */
const TIME_ZONES: Partial<Record<CountryVersionCode, string>> = {
  usa: 'America/New_York',
  gbr: 'Europe/London',
};

export function formatDue(due: Date, language: Language, countryVersion: CountryVersionCode): string {
  return dateTimeFormat(LANGUAGE_TAGS[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: TIME_ZONES[countryVersion] ?? 'Europe/Berlin',
  }).format(due);
}

export interface ReviewPartner {
  address: string;
}

/**
 * The free CV review of spec section 1: the partner gets the CV attached to a mail with the member's name and
 * e-mail address (to answer to) and the due time; the member gets a confirmation with the due time.
 */
export function cvReviewService(db: Db, files: FileStore, partner: ReviewPartner) {
  const uploads = accountUploadService(db, files);

  return {
    /** Once per upload (409 after); a member's own upload only. `account` is the caller's signed-in account. */
    async request(
      caller: CvCaller,
      account: SessionAccount,
      uploadId: number,
      profileUrl: string,
    ): Promise<CvReviewRequest> {
      if (caller.accountId === null) throw unauthenticated();
      const upload = await uploads.owned(caller, uploadId);
      if (upload.accountId !== caller.accountId) throw notFound('Upload');
      const review = await db.transaction(async (tx) => {
        const created = await accountUploadRepository(tx).insertReviewRequest(
          uploadId,
          account.accountId,
          LIMITS.cvReviewHours,
        );
        if (!created) throw new AppError('conflict', 'A review of this CV has been requested already');
        const language = parseLanguage(account.language) ?? 'DE';
        const version = (
          account.countryVersion in COUNTRY_VERSIONS ? account.countryVersion : 'deu'
        ) as CountryVersionCode;
        const member = await profileRepository(tx).ensureMemberProfile(account.accountId);
        const profile = await profileRepository(tx).byId(member.id);
        const facts: CvReviewFacts = {
          reference: `LB-CV-${created.id}`,
          due: formatDue(created.dueAt, language, version),
          fileName: upload.fileName,
          memberName: [profile?.name, profile?.lastName].filter(Boolean).join(' ') || account.email,
          memberEmail: account.email,
          description: upload.description,
        };
        await outboxRepository(tx).enqueue(partner.address, cvReviewPartnerMail(language, facts), [
          { key: upload.fileKey, name: upload.fileName, contentType: CONTENT_TYPES[upload.fileKind] },
        ]);
        await outboxRepository(tx).enqueue(account.email, cvReviewConfirmationMail(language, facts, profileUrl));
        await recordAudit(tx, {
          accountId: account.accountId,
          actor: caller.meta.actor,
          action: 'cv_review.requested',
          ip: caller.meta.ip,
          details: { uploadId, reviewRequestId: created.id, dueAt: created.dueAt.toISOString() },
        });
        return created;
      });
      return toReviewRequest(review)!;
    },
  };
}
