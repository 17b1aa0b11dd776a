import { z } from 'zod';
import { VALIDATION } from './errors.ts';
import { databaseId } from './fields.ts';
import { LIMITS } from './limits.ts';

/** Days a finished export can be downloaded before retention deletes it. */
export const DATA_EXPORT_DAYS = 7;

/** The message key of a wrong password when deleting the account (catalog namespace `dataPrivacy`). */
export const PASSWORD_WRONG = 'dataPrivacy.passwordWrong';

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** One request for a copy of everything Laufbahn holds about the member (GDPR articles 15 and 20). */
export const dataExport = z.object({
  id: z.number().int(),
  status: z.enum(DATA_EXPORT_STATUSES),
  requestedAt: z.iso.datetime({ offset: true }),
  readyAt: z.iso.datetime({ offset: true }).nullable(),
  /** When the file is deleted; null until it is ready. */
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  /** Bytes of the ZIP file; null until it is ready. */
  fileSize: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof dataExport>;

/** `GET /api/career/data_exports`: the member's exports that can still be seen, newest first. */
export const dataExportList = z.object({ items: z.array(dataExport) });
export type DataExportList = z.infer<typeof dataExportList>;

export const dataExportParams = z.strictObject({ id: databaseId });

/** `POST /api/career/data_exports` takes no options: an empty body or none. */
export const dataExportRequestBody = z.strictObject({}).nullish();

/** `DELETE /api/career/account`: the member confirms with the password. */
export const accountDeletionBody = z.strictObject({
  password: z
    .string({ error: (issue) => (issue.input === undefined ? VALIDATION.required : VALIDATION.invalidType) })
    .min(1, VALIDATION.required)
    .max(LIMITS.passwordMaxLength, VALIDATION.tooLong),
});
export type AccountDeletionBody = z.infer<typeof accountDeletionBody>;
