import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { accountUploadFields, CV_PROBLEMS, type AccountUploadFields } from '@laufbahn/contracts/cv';
import { VALIDATION } from '@laufbahn/contracts/errors';
import { LIMITS } from '@laufbahn/contracts/limits';
import { AppError, validationFailed, type FieldErrors } from '../../../lib/app-error.ts';

export const FILE_FIELD = 'upload_file';
const TEXT_FIELDS = new Set(Object.keys(accountUploadFields.shape));

/** Busboy's limits: the file is cut off (and refused) at 3 MB + 1 byte while it streams in. */
export const MULTIPART_LIMITS = {
  fileSize: LIMITS.cvMaxBytes,
  // Two, so that a second file is read far enough to be refused by name rather than by a parser limit.
  files: 2,
  fields: 10,
  parts: 14,
  // 1,000 characters of description are at most 4,000 bytes of UTF-8.
  fieldSize: 4 * LIMITS.descriptionMaxLength + 100,
  fieldNameSize: 100,
  headerPairs: 50,
};

export interface ReceivedUpload {
  fields: AccountUploadFields;
  bytes: Buffer;
  fileName: string;
}

const tooLarge = () =>
  new AppError('payload_too_large', 'The file is larger than 3 MB', {
    fields: { [FILE_FIELD]: [CV_PROBLEMS.fileTooLarge] },
  });

/** Errors of @fastify/multipart and busboy, answered in our shape. */
function multipartError(error: unknown): AppError {
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
    case 'FST_FILES_LIMIT':
      return validationFailed({ [FILE_FIELD]: [VALIDATION.tooManyItems] });
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return validationFailed({ body: [VALIDATION.tooManyItems] });
    case 'FST_PROTO_VIOLATION':
      return validationFailed({ body: [VALIDATION.unknownField] });
    default:
      return new AppError('malformed_request', 'Malformed multipart body');
  }
}

/** The name as the member knows it: no folders, no control characters, at most 200 characters. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).at(-1) ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (clean.length <= 200) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return clean.slice(0, 200 - extension.length) + extension;
}

/**
 * Reads the multipart body part by part: the text fields, and the one file into memory (never to disk),
 * refused with 413 as soon as it passes 3 MB. Unknown fields, a second file and a missing file are 422 on
 * their field. The file's content is not looked at here.
 */
export async function readUploadBody(request: FastifyRequest): Promise<ReceivedUpload> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', 'Send the CV as multipart/form-data');
  }
  const errors: FieldErrors = {};
  const add = (field: string, key: string) => {
    const list = (errors[field] ??= []);
    if (!list.includes(key)) list.push(key);
  };
  const values: Record<string, string> = {};
  let file: { bytes: Buffer; fileName: string } | undefined;

  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== FILE_FIELD) {
          add(part.fieldname, VALIDATION.unknownField);
          part.file.resume();
          continue;
        }
        if (file) {
          add(FILE_FIELD, VALIDATION.tooManyItems);
          part.file.resume();
          continue;
        }
        file = { bytes: await part.toBuffer(), fileName: cleanFileName(part.filename) };
      } else if (!TEXT_FIELDS.has(part.fieldname)) {
        add(part.fieldname, part.fieldname === FILE_FIELD ? VALIDATION.invalidType : VALIDATION.unknownField);
      } else if (part.fieldname in values) {
        add(part.fieldname, VALIDATION.tooManyItems);
      } else if (part.valueTruncated) {
        add(part.fieldname, VALIDATION.tooLong);
      } else {
        values[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw multipartError(error);
  }

  if (!('upload_type_id' in values) && !errors.upload_type_id) add('upload_type_id', VALIDATION.required);
  const parsed = accountUploadFields.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.map(String).join('.') || 'body';
      if (!errors[field]) add(field, issueKey(issue));
    }
  }
  if (!file && !errors[FILE_FIELD]) add(FILE_FIELD, VALIDATION.required);
  if (Object.keys(errors).length > 0 || !parsed.success || !file) throw validationFailed(errors);
  return { fields: parsed.data, ...file };
}

/** The contract's messages are our keys already; zod's own (a missing field) are mapped. */
function issueKey(issue: z.core.$ZodIssue): string {
  if (issue.message.startsWith('validation.')) return issue.message;
  if (issue.code === 'invalid_type') return VALIDATION.required;
  return VALIDATION.invalid;
}
