import fc from 'fast-check';
import { z } from 'zod';
import { HOSTILE_NUMBERS, HOSTILE_SHAPES, HOSTILE_STRINGS, ONE_MEGABYTE } from './hostile-values.ts';

/** The part of JSON Schema our zod contracts turn into. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
}

/** A route's zod schema (or a plain JSON schema) as JSON Schema, describing what the route accepts. */
export function toJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!schema) return undefined;
  if (schema instanceof z.ZodType) return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return schema as JsonSchema;
}

const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : INT_MIN);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : INT_MAX);
  const lo = Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER);
  const hi = Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER);
  // Small ids are the ones that exist; the bounds are where off-by-one errors live.
  return fc.oneof(
    fc.integer({ min: Math.max(lo, 1), max: Math.max(Math.min(hi, 50), Math.max(lo, 1)) }),
    fc.integer({ min: lo, max: hi }),
    fc.constantFrom(lo, hi),
  );
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress().map((email) => email.slice(0, schema.maxLength ?? 254));
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  const boundaries = schema.maxLength !== undefined ? ['a'.repeat(schema.maxLength), 'é'.repeat(schema.maxLength)] : [];
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }),
    ...(boundaries.length ? [fc.constantFrom(...boundaries)] : []),
  );
}

/** Values the schema accepts, as far as JSON Schema can say (refinements in code may still refuse some). */
export function validArbitrary(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 1 });
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => validArbitrary(choice, depth + 1)));
  if (schema.allOf?.length) return validArbitrary(schema.allOf[0], depth + 1);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => validArbitrary({ ...schema, type }, depth + 1)));
  }
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e9,
        max: schema.maximum ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      return fc.array(validArbitrary(schema.items, depth + 1), {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)),
      });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, validArbitrary(value, depth + 1)]),
      );
      const required = (schema.required ?? []).filter((key) => key in properties);
      return fc.record(model, { requiredKeys: required });
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** Any value no field should accept as it is: wrong types, broken text, out-of-range numbers, huge strings. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_NUMBERS, ...HOSTILE_STRINGS, ...HOSTILE_SHAPES),
  fc.constant(ONE_MEGABYTE),
  // Any UTF-16 code unit, lone surrogates and control characters included.
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 8 }),
  fc.double(),
);

type Path = (string | number)[];

function pathsOf(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...prefix, index], out));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...prefix, key], out);
  }
  return out;
}

function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head as string]: replaceAt(record[head as string], rest, replacement) };
}

/** Out of the range of the database's id columns: smallint, integer, and far beyond. */
const OUT_OF_RANGE = [32_768, 987_654, 2_147_483_648, 1e308];

/** Every string and number of a value changed: strings get a lone surrogate, numbers leave their columns' range. */
function taintAll(value: unknown, pick: number): unknown {
  if (typeof value === 'string') return `${value}${pick % 2 ? '\ud800' : '\udc00'}`;
  if (typeof value === 'number') return OUT_OF_RANGE[pick % OUT_OF_RANGE.length];
  if (Array.isArray(value)) return value.map((item) => taintAll(item, pick));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, taintAll(item, pick)]));
  }
  return value;
}

/** A hostile value of the node's own type, which passes type checks and must be caught by a finer one. */
function sameTypeHostile(node: unknown, pick: number): unknown {
  if (typeof node === 'string') {
    const strings = HOSTILE_STRINGS.filter((s) => s.length < 1000);
    return pick % 3 === 0 ? `${node}\u0000` : strings[pick % strings.length];
  }
  if (typeof node === 'number') return HOSTILE_NUMBERS[pick % HOSTILE_NUMBERS.length];
  return HOSTILE_SHAPES[pick % HOSTILE_SHAPES.length];
}

/**
 * A valid value with hostile changes: one node (the whole value included) replaced by any hostile value or
 * by one of its own type, every string and number tainted, an unknown field added, or a scalar wrapped in
 * an array.
 */
export function hostileVariant(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const how = fc.constantFrom('replace', 'sameType', 'sameType', 'taintAll', 'taintAll', 'unknownField', 'wrapInArray');
  return fc.tuple(validArbitrary(schema), fc.nat(), hostileValue, how).map(([value, pick, hostile, how]) => {
    const paths = pathsOf(value);
    const path = paths[pick % paths.length]!;
    if (how === 'unknownField') {
      const objects = paths.filter((p) => isPlainObject(at(value, p)));
      if (objects.length)
        return replaceAt(value, objects[pick % objects.length]!, {
          ...(at(value, objects[pick % objects.length]!) as object),
          unexpectedField: hostile,
        });
    }
    if (how === 'wrapInArray') return replaceAt(value, path, [at(value, path)]);
    if (how === 'taintAll') return taintAll(value, pick);
    if (how === 'sameType') return replaceAt(value, path, sameTypeHostile(at(value, path), pick));
    return replaceAt(value, path, hostile);
  });
}

const isPlainObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

function at(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], value);
}

/** One valid value with every optional field present and one item in every array, the same on every run. */
export function fullSample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fullSample(choices.find((choice) => choice.type !== 'null') ?? choices[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return schema.format === 'email' ? 'probe@example.com' : 'Probe'.slice(0, Math.max(schema.maxLength ?? 5, 1));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'array':
      return [fullSample(schema.items, depth + 1)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, fullSample(value, depth + 1)]),
      );
    default:
      return null;
  }
}

/** Each class of value the database once failed on, everywhere in a value at once. */
export function classProbeValues(value: unknown): unknown[] {
  return [taintAll(value, 1), taintAll(value, 0), ...OUT_OF_RANGE.map((_, pick) => taintNumbers(value, pick))];
}

function taintNumbers(value: unknown, pick: number): unknown {
  if (typeof value === 'number') return OUT_OF_RANGE[pick % OUT_OF_RANGE.length];
  if (Array.isArray(value)) return value.map((item) => taintNumbers(item, pick));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, taintNumbers(item, pick)]));
  }
  return value;
}
