import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@laufbahn/contracts/errors';
import { VALIDATION } from '@laufbahn/contracts/errors';
import { AppError, type FieldErrors } from '../lib/app-error.ts';
import { captureServerError } from '../platform/monitoring/server-monitoring.ts';
import { RETRY_AFTER_SECONDS, inputValueErrorCode, isDatabaseUnavailable } from '../lib/db-errors.ts';

interface ZodLikeIssue {
  code?: string;
  path?: PropertyKey[];
  message?: string;
  keys?: string[];
  input?: unknown;
}

/** Turns a zod issue into a translation key: our own keys pass through, zod's defaults are mapped. */
function issueKey(issue: ZodLikeIssue): string {
  if (issue.message?.startsWith('validation.')) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      // zod 4 leaves `input` out of issues unless asked; its message still says what it received.
      if ('input' in issue) return issue.input === undefined ? VALIDATION.required : VALIDATION.invalidType;
      return /received undefined/.test(issue.message ?? '') ? VALIDATION.required : VALIDATION.invalidType;
    case 'too_big':
      return VALIDATION.tooLong;
    case 'too_small':
      return VALIDATION.tooShort;
    case 'invalid_value':
    case 'invalid_union':
      return VALIDATION.invalidOption;
    default:
      return VALIDATION.invalid;
  }
}

function fieldErrors(issues: ZodLikeIssue[]): FieldErrors {
  const fields: FieldErrors = {};
  const add = (field: string, key: string) => {
    const list = (fields[field] ??= []);
    if (!list.includes(key)) list.push(key);
  };
  for (const issue of issues) {
    const base = (issue.path ?? []).map(String).join('.');
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      for (const key of issue.keys) add(base ? `${base}.${key}` : key, VALIDATION.unknownField);
    } else {
      add(base || 'body', issueKey(issue));
    }
  }
  return fields;
}

/** Fastify's own errors (body parsing, limits) mapped onto our codes. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_request',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed_request',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'malformed_request',
  FST_ERR_VALIDATION: 'validation_failed',
};

const BY_STATUS: Record<number, ErrorCode> = {
  400: 'malformed_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  406: 'not_acceptable',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'rate_limited',
};

/** One error shape for every failure; 5xx details stay in the log. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send({
        error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v): ZodLikeIssue => ({
        ...(v.params as Omit<ZodLikeIssue, 'code' | 'path' | 'message'>),
        code: v.keyword,
        message: v.message,
        path: v.instancePath.split('/').filter(Boolean),
      }));
      return reply.status(422).send({
        error: { code: 'validation_failed', message: 'Validation failed', fields: fieldErrors(issues) },
      });
    }
    const fastifyError = error as FastifyError;
    const status = fastifyError.statusCode ?? 500;
    const code = FASTIFY_CODES[fastifyError.code ?? ''] ?? (status < 500 ? BY_STATUS[status] : undefined);
    if (code && status < 500) {
      const finalStatus = code === 'malformed_request' ? 400 : status;
      return reply.status(finalStatus).send({ error: { code, message: fastifyError.message } });
    }
    // The last line of defence behind the contracts: a value the database cannot hold is the caller's
    // mistake. Only the SQLSTATE is logged, never the error, whose text holds the submitted values.
    const sqlState = inputValueErrorCode(error);
    if (sqlState) {
      request.log.warn({ sqlState, route: request.routeOptions.url }, 'value refused by the database');
      return reply.status(422).send({ error: { code: 'validation_failed', message: 'A value is out of range' } });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unreachable');
      captureServerError(error, request.routeOptions.url);
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ error: { code: 'service_unavailable', message: 'Service temporarily unavailable' } });
    }
    request.log.error({ err: error }, 'unexpected error');
    captureServerError(error, request.routeOptions.url);
    return reply.status(500).send({ error: { code: 'internal', message: 'Unexpected error' } });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ error: { code: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` } });
  });
});
