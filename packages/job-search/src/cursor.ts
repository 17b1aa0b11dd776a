import type { SearchSort } from './types.ts';

/** Where a page ended: the sort, the tier (1 = title matches, for relevance), the publication time and the id. */
export interface CursorKey {
  sort: SearchSort;
  tier: 0 | 1;
  publishedAt: number;
  id: number;
}

export class InvalidCursorError extends Error {
  readonly code = 'invalid_cursor';
  constructor() {
    super('invalid cursor');
  }
}

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify([key.sort === 'date' ? 'd' : 'r', key.tier, key.publishedAt, key.id])).toString(
    'base64url',
  );
}

export function decodeCursor(cursor: string, sort: SearchSort): CursorKey {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError();
  }
  if (!Array.isArray(value) || value.length !== 4) throw new InvalidCursorError();
  const [s, tier, publishedAt, id] = value as unknown[];
  if (s !== (sort === 'date' ? 'd' : 'r') || (tier !== 0 && tier !== 1)) throw new InvalidCursorError();
  if (!Number.isSafeInteger(publishedAt) || !Number.isSafeInteger(id)) throw new InvalidCursorError();
  return { sort, tier, publishedAt: publishedAt as number, id: id as number };
}
