import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Validates a body against a schema known only while handling the request, answering a 422 exactly
 * like the route's own schema would.
 */
export function parseBody<T extends z.ZodType>(schema: T, data: unknown, url: string): z.output<T> {
  const result = validatorCompiler({ schema, method: 'PATCH', url, httpPart: 'body' })(data) as {
    value?: z.output<T>;
    error?: unknown[];
  };
  if (result.error) throw Object.assign(new Error('Validation failed'), { validation: result.error });
  return result.value as z.output<T>;
}

/** A route validator that lets the body through for the handler to check with `parseBody`. */
export const passThrough = () => (data: unknown) => ({ value: data });
