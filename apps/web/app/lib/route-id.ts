import { MAX_DATABASE_ID } from '@laufbahn/contracts/id-ranges';

/**
 * The numeric id in a page address, or null when it cannot name a row: not plain digits, zero, or past
 * the range of the database's ids (such an address is a 404 page, never a failed API call).
 */
export function idFromRoute(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= MAX_DATABASE_ID ? id : null;
}
