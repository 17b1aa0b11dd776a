import { UPLOAD_TOKEN_HEADER } from '@laufbahn/contracts/cv-files';
import type { UploadedCv } from '../../../lib/paths.ts';

/** A visitor proves with the upload's token that the upload is theirs; for members it does no harm. */
export const uploadTokenHeaders = (upload: Pick<UploadedCv, 'token'>) => ({ [UPLOAD_TOKEN_HEADER]: upload.token });
