import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The resolver of a part of the shared body schema, for a form whose values already have the body's shape
 * (the schema's looser input types, like `unknown` ids, would otherwise leak into the form's types).
 */
export const schemaResolver = <T extends FieldValues>(schema: z.ZodType<FieldValues, FieldValues>) =>
  // Cast: the form's type is the body's checked shape, as said above.
  zodResolver(schema) as unknown as Resolver<T>;
