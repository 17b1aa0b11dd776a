import { ERROR_STATUS, type ErrorCode } from '@laufbahn/contracts/errors';

export type FieldErrors = Record<string, string[]>;

/**
 * An error the API answers on purpose. `message` is for logs and developers; the web app shows a
 * translation of `code` (and of the `fields` keys), never this message.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: FieldErrors | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { fields?: FieldErrors; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.code = code;
    this.fields = options.fields;
    this.headers = options.headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const validationFailed = (fields: FieldErrors) =>
  new AppError('validation_failed', 'Validation failed', { fields });
export const notFound = (what = 'Resource') => new AppError('not_found', `${what} not found`);
export const unauthenticated = () => new AppError('unauthenticated', 'Sign-in required');
