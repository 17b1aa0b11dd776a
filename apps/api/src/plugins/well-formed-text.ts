import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { VALIDATION } from '@laufbahn/contracts/errors';
import { validationFailed, type FieldErrors } from '../lib/app-error.ts';

const MAX_DEPTH = 64;
/** With the `u` flag a surrogate pair is one code point; only a lone surrogate is a code point of class Cs. */
const LONE_SURROGATE = /\p{Cs}/u;
const LONE_SURROGATES = /\p{Cs}/gu;

export const isWellFormedText = (text: string) => !LONE_SURROGATE.test(text);

/** The paths (`a.b.0`) of every string and key that is not well-formed UTF-16 (a lone surrogate). */
export function illFormedPaths(value: unknown, path: string[] = [], out: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') {
    if (!isWellFormedText(value)) out.push(path.join('.'));
  } else if (value && typeof value === 'object' && depth < MAX_DEPTH) {
    for (const [key, item] of Object.entries(value)) {
      if (!isWellFormedText(key)) out.push([...path, key.replace(LONE_SURROGATES, '\ufffd')].join('.'));
      else illFormedPaths(item, [...path, key], out, depth + 1);
    }
  }
  return out;
}

/**
 * Text is checked as well-formed Unicode once, here, for every route: a lone UTF-16 surrogate in a JSON
 * string, a query value or a path segment cannot be stored or compared by PostgreSQL, so it is refused
 * with a 422 on the field before any contract or handler sees it.
 */
export const wellFormedTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const fields: FieldErrors = {};
    const parts = { params: request.params, query: request.query, body: request.body };
    for (const [part, value] of Object.entries(parts)) {
      for (const path of illFormedPaths(value)) fields[path || part] = [VALIDATION.invalid];
    }
    if (Object.keys(fields).length) throw validationFailed(fields);
  });
});
