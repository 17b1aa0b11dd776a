// CV upload constants the browser needs without zod (the job page's apply action, file pickers).

/** `upload_type_id` 1 is a CV; the only type members upload today. */
export const UPLOAD_TYPE_IDS = { cv: 1 } as const;

/** Document kinds recognised by content (magic bytes), never by name or declared type. */
export const CV_FILE_KINDS = ['pdf', 'docx', 'doc'] as const;
export type CvFileKind = (typeof CV_FILE_KINDS)[number];

/** What the file picker offers; the server decides by content regardless. */
export const CV_ACCEPT =
  '.pdf,.docx,.doc,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/msword';

/** Header that carries an upload's secret token for a visitor who has no account yet. */
export const UPLOAD_TOKEN_HEADER = 'x-upload-token';
