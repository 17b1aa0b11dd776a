import fc from 'fast-check';
import type { RouteEntry } from '../../plugins/route-table.ts';
import { HOSTILE_SEGMENTS, ONE_MEGABYTE } from './hostile-values.ts';
import {
  classProbeValues,
  fullSample,
  hostileVariant,
  toJsonSchema,
  validArbitrary,
  type JsonSchema,
} from './schema-arbitrary.ts';

export interface FuzzRequest {
  method: string;
  url: string;
  body?: string;
  contentType?: string;
  /** Sent with the member's session cookie, or as a visitor. */
  asMember: boolean;
}

/** Percent-encodes any JavaScript string, lone surrogates included (as WTF-8 would write them). */
export function encodeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(text[i]!);
    }
  }
  return out;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** A query string from any value: arrays repeat the key, objects and other shapes go as JSON. */
export function toQueryString(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return `q=${encodeText(asText(value))}`;
  const parts: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    for (const one of Array.isArray(item) ? item : [item]) parts.push(`${encodeText(key)}=${encodeText(asText(one))}`);
  }
  return parts.join('&');
}

const RAW_BODIES = [
  '{"a":',
  'null',
  '[]',
  '"\\ud800"',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
  `{"a":"${ONE_MEGABYTE}"}`,
  '\u0000',
  '',
];

const CONTENT_TYPES = [
  ...Array<string>(6).fill('application/json'),
  'application/vnd.laufbahn.v1+json',
  'application/vnd.laufbahn.v1+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
];

const property = (schema: JsonSchema | undefined, name: string) => schema?.properties?.[name];

function segmentArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: validArbitrary(schema).map((value) => encodeText(asText(value))) },
    { weight: 2, arbitrary: fc.integer({ min: 1, max: 40 }).map(String) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
  );
}

function valueArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 1, arbitrary: validArbitrary(schema) }, { weight: 3, arbitrary: hostileVariant(schema) });
}

/** Valid, boundary and hostile requests to one route, generated from its own contract. */
export function requestArbitrary(route: RouteEntry): fc.Arbitrary<FuzzRequest> {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const params = toJsonSchema(schema.params);
  const query = toJsonSchema(schema.querystring);
  const body = toJsonSchema(schema.body);
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const segments = fc.tuple(...names.map((name) => segmentArbitrary(property(params, name))));
  const url = segments.map((values) =>
    names.reduce((path, name, index) => path.replace(`:${name}`, values[index]!), route.url).replace('*', 'x'),
  );
  const queryString = fc.option(valueArbitrary(query).map(toQueryString), { nil: undefined });
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  const bodyText = hasBody
    ? fc.oneof(
        { weight: 1, arbitrary: fc.constant(undefined) },
        { weight: 6, arbitrary: valueArbitrary(body).map((value) => JSON.stringify(value) ?? 'null') },
        { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
      )
    : fc.constant(undefined);
  return fc
    .record({
      url,
      queryString,
      body: bodyText,
      contentType: fc.constantFrom(...CONTENT_TYPES),
      // Mostly signed in: most routes are members only, and a visitor's request ends at the 401.
      asMember: fc.integer({ min: 0, max: 3 }).map((n) => n > 0),
    })
    .map(({ url, queryString, body, contentType, asMember }) => ({
      method: route.method,
      url: queryString ? `${url}?${queryString}` : url,
      ...(body !== undefined ? { body, contentType } : {}),
      asMember,
    }));
}

/**
 * Requests every run sends before the random ones: a member's JSON request whose strings all carry a lone
 * surrogate, or whose numbers are all past smallint, past integer, or huge, in the body and in the query.
 */
export function classProbes(route: RouteEntry): FuzzRequest[] {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const url = route.url.replace(/:\w+/g, '1').replace('*', 'x');
  const probes: FuzzRequest[] = [];
  const body = toJsonSchema(schema.body);
  if (body) {
    for (const value of classProbeValues(fullSample(body))) {
      probes.push({
        method: route.method,
        url,
        body: JSON.stringify(value),
        contentType: 'application/json',
        asMember: true,
      });
    }
  }
  const query = toJsonSchema(schema.querystring);
  if (query) {
    for (const value of classProbeValues(fullSample(query))) {
      probes.push({ method: route.method, url: `${url}?${toQueryString(value)}`, asMember: true });
    }
  }
  return probes;
}
