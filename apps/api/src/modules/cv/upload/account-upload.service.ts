import { eq, inArray } from 'drizzle-orm';
import type { AccountUpload } from '@laufbahn/contracts/cv';
import { CV_PROBLEMS } from '@laufbahn/contracts/cv';
import type { Db } from '../../../db/client.ts';
import { generatedProfiles } from '../../../db/schema/cv.ts';
import { profilePictures, profiles } from '../../../db/schema/profiles.ts';
import { AppError, validationFailed } from '../../../lib/app-error.ts';
import { newFileKey, type FileStore } from '../../../lib/file-store.ts';
import { recordAudit } from '../../../platform/audit/audit.repository.ts';
import {
  accountUploadRepository,
  type AccountUploadRow,
  type CvReviewRequestRow,
} from './account-upload.repository.ts';
import { assertOwner, hashUploadToken, newUploadToken, type CvCaller } from '../cv-caller.ts';
import { inspectUpload } from '../processing/cv-reader.ts';
import { FILE_FIELD, type ReceivedUpload } from './upload-body.ts';

export const UPLOAD_FOLDER = 'cv-uploads';

/** How long a visitor's CV waits for an account before it is deleted (said on the upload page). */
export const UNCLAIMED_UPLOAD_HOURS = 24;

export const toReviewRequest = (row: CvReviewRequestRow | undefined) =>
  row ? { id: row.id, requestedAt: row.requestedAt.toISOString(), dueAt: row.dueAt.toISOString() } : null;

function toAccountUpload(row: AccountUploadRow, token: string, review: CvReviewRequestRow | undefined): AccountUpload {
  return {
    id: row.id,
    token,
    fileName: row.fileName,
    fileSize: row.fileSize,
    fileKind: row.fileKind,
    uploadTypeId: row.uploadTypeId,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    reviewRequest: toReviewRequest(review),
  };
}

/** The document's content decides: not a PDF, DOCX or DOC is a 415; one that cannot be read a 422. */
async function checkedKind(bytes: Uint8Array) {
  const inspection = await inspectUpload(bytes);
  if (inspection.ok) return inspection.kind;
  if (inspection.problem === 'invalidFileFormat') {
    throw new AppError('unsupported_media_type', 'Not a PDF, DOCX or DOC document', {
      fields: { [FILE_FIELD]: [CV_PROBLEMS.invalidFileFormat] },
    });
  }
  throw validationFailed({ [FILE_FIELD]: [CV_PROBLEMS[inspection.problem]] });
}

export function accountUploadService(db: Db, files: FileStore) {
  const uploads = accountUploadRepository(db);

  async function owned(caller: CvCaller, id: number): Promise<AccountUploadRow> {
    const row = await uploads.byId(id);
    assertOwner(caller, row, 'Upload');
    return row!;
  }

  /** The upload, the profiles generated from it and their pictures in one transaction, then the files. */
  async function erase(upload: AccountUploadRow, by: { accountId: number | null; actor: string; ip?: string }) {
    const pictureKeys = await db.transaction(async (tx) => {
      const generated = await tx
        .select({ profileId: generatedProfiles.profileId })
        .from(generatedProfiles)
        .where(eq(generatedProfiles.uploadId, upload.id));
      const profileIds = generated.map((g) => g.profileId);
      const pictures = profileIds.length
        ? await tx.select().from(profilePictures).where(inArray(profilePictures.profileId, profileIds))
        : [];
      if (profileIds.length) await tx.delete(profiles).where(inArray(profiles.id, profileIds));
      await accountUploadRepository(tx).delete(upload.id);
      await recordAudit(tx, {
        accountId: by.accountId,
        actor: by.actor,
        action: 'cv_upload.deleted',
        ip: by.ip,
        details: { uploadId: upload.id, generatedProfileIds: profileIds },
      });
      return pictures.flatMap((p) => [p.originalKey, p.croppedKey]);
    });
    await Promise.allSettled([upload.fileKey, ...pictureKeys].map((key) => files.delete(key)));
  }

  return {
    owned,

    /** Checks the document, stores the file, then the row; answers the token, which is never shown again. */
    async create(caller: CvCaller, received: ReceivedUpload): Promise<AccountUpload> {
      const kind = await checkedKind(received.bytes);
      const fileKey = newFileKey(UPLOAD_FOLDER, kind);
      await files.put(fileKey, received.bytes);
      const token = newUploadToken();
      let row: AccountUploadRow;
      try {
        row = await uploads.insert({
          accountId: caller.accountId,
          guestId: caller.accountId === null ? caller.guestId : null,
          tokenHash: hashUploadToken(token),
          uploadTypeId: received.fields.upload_type_id,
          description: received.fields.description,
          fileKey,
          fileName: received.fileName || `cv.${kind}`,
          fileSize: received.bytes.length,
          fileKind: kind,
        });
      } catch (error) {
        await files.delete(fileKey);
        throw error;
      }
      await recordAudit(db, {
        accountId: caller.accountId,
        actor: caller.meta.actor,
        action: 'cv_upload.created',
        ip: caller.meta.ip,
        details: { uploadId: row.id, fileKind: kind, fileSize: row.fileSize, guest: caller.accountId === null },
      });
      return toAccountUpload(row, token, undefined);
    },

    /** The token is echoed only to a caller who sent it; a member reading by session gets an empty string. */
    async get(caller: CvCaller, id: number): Promise<AccountUpload> {
      const row = await owned(caller, id);
      const proven = caller.token && hashUploadToken(caller.token) === row.tokenHash ? caller.token : '';
      return toAccountUpload(row, proven, await uploads.reviewRequest(id));
    },

    /**
     * Removes the upload, its file and the profile generated from it (a confirmed one's content lives on in
     * the member's own profile, which holds copies).
     */
    async remove(caller: CvCaller, id: number): Promise<void> {
      const upload = await owned(caller, id);
      await erase(upload, { accountId: caller.accountId, actor: caller.meta.actor, ip: caller.meta.ip });
    },

    /**
     * A visitor's upload that no account claimed within {@link UNCLAIMED_UPLOAD_HOURS} hours goes, with its file
     * and generated profile (maintenance). Answers how many went.
     */
    async deleteUnclaimed(now: Date): Promise<number> {
      const cutoff = new Date(now.getTime() - UNCLAIMED_UPLOAD_HOURS * 3600_000);
      const stale = await uploads.unclaimedBefore(cutoff);
      for (const upload of stale) await erase(upload, { accountId: null, actor: 'maintenance' });
      return stale.length;
    },
  };
}
export type AccountUploadService = ReturnType<typeof accountUploadService>;
